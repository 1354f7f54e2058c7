// A search within a radius of the chosen place's centre: the form writes `near` (lat,lng) and `radius_km` and drops a
// drawn area or a searched box; an active radius says so and can be removed.
import { fireEvent, screen } from '@testing-library/react';
import type { CatalogState } from '@realty/shared';
import { renderWithApp } from '@realty/shared/testing';
import en from '../i18n/en.json';
import ru from '../i18n/ru.json';
import tr from '../i18n/tr.json';
import mapEn from '../i18n/map/en.json';
import mapRu from '../i18n/map/ru.json';
import mapTr from '../i18n/map/tr.json';
import { circleRing } from './geometry';
import { NearControl } from './NearControl';

const namespaces = { catalog: { en: { ...en, map: mapEn }, tr: { ...tr, map: mapTr }, ru: { ...ru, map: mapRu } } };
const alanya = { title: 'Alanya', lat: 36.5438, lng: 31.9998 };
const base: CatalogState = { dealType: 'sale', region: 'antalya', city: 'alanya', sort: 'newest', page: 1 };

describe('NearControl', () => {
  it('searches within the chosen radius of the place centre, dropping a drawn area and a box', async () => {
    const onChange = jest.fn();
    await renderWithApp(<NearControl place={alanya} filter={{ ...base, polygon: '31 36,32 36,32 37', bbox: '31,36,32,37' }} onChange={onChange} />, { namespaces });
    fireEvent.change(screen.getByLabelText('Within a radius of the centre of Alanya:'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search around' }));
    expect(onChange).toHaveBeenCalledWith({ near: '36.5438,31.9998', radius_km: 5, polygon: undefined, bbox: undefined });
  });

  it('says when a radius is on and removes it', async () => {
    const onChange = jest.fn();
    await renderWithApp(<NearControl place={alanya} filter={{ ...base, near: '36.5438,31.9998', radius_km: 10 }} onChange={onChange} />, { namespaces });
    expect(screen.getByTestId('map-near-active').textContent).toContain('Within 10 km of the centre of Alanya.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove radius' }));
    expect(onChange).toHaveBeenCalledWith({ near: undefined, radius_km: undefined });
  });

  it('draws the radius as a ring about the right size (1° of latitude is 111 km)', () => {
    const ring = circleRing([32, 36.5], 11.1);
    const lats = ring.map((p) => p[1]);
    expect(Math.max(...lats) - 36.5).toBeCloseTo(0.1, 2);
    const lngs = ring.map((p) => p[0]);
    expect(Math.max(...lngs) - 32).toBeCloseTo(0.1 / Math.cos((36.5 * Math.PI) / 180), 2);
  });
});
