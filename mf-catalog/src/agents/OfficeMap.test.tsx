import { screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '@realty/shared/testing';
import en from '../i18n/en.json';
import ru from '../i18n/ru.json';
import tr from '../i18n/tr.json';
import { OfficeMap } from './OfficeMap';

const namespaces = { catalog: { tr, en, ru } };

describe('OfficeMap', () => {
  it('a pinned office uses the shared map block; without a maps key it falls back on the address, coordinates and a link', async () => {
    await renderWithApp(<OfficeMap lang="en" name="Sun Realty" address="Atatürk Cd. 10, Alanya" lat={36.5438} lng={31.9998} />, { namespaces });
    expect(screen.getByRole('heading', { name: 'Office' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('place-map').dataset.state).toBe('failed'));
    const fallback = screen.getByTestId('map-fallback');
    expect(fallback.textContent).toContain('The interactive map is not available right now.');
    expect(fallback.textContent).toContain('Atatürk Cd. 10, Alanya');
    expect(fallback.textContent).toContain('Coordinates: 36.5438, 31.9998');
    expect(screen.getByRole('link', { name: 'Open in Yandex Maps' }).getAttribute('href')).toBe('https://yandex.com.tr/maps/?pt=31.9998,36.5438&z=16&l=map');
  });

  it('an office without a pin shows its address only; without either, nothing', async () => {
    const { unmount } = await renderWithApp(<OfficeMap lang="tr" name="Sun Realty" address="Atatürk Cd. 10, Alanya" lat={null} lng={null} />, { namespaces, lang: 'tr' });
    expect(screen.getByRole('heading', { name: 'Ofis' })).toBeTruthy();
    expect(screen.getByText('Atatürk Cd. 10, Alanya')).toBeTruthy();
    expect(screen.queryByTestId('place-map')).toBeNull();
    unmount();
    await renderWithApp(<OfficeMap lang="tr" name="Sun Realty" address={null} lat={null} lng={null} />, { namespaces, lang: 'tr' });
    expect(screen.queryByTestId('office-map')).toBeNull();
  });
});
