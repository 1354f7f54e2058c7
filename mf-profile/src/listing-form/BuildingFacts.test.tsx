// The building facts (issue 29) on the parameters tab and the EİDS property number on the price tab: the fields, the
// report date that appears with a report, the values autosaved, and the schema's messages at their fields.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi } from '@realty/shared/testing';
import { draftFixture, renderListingForm } from '../testing/listingForm';

jest.setTimeout(20_000);

const draft = (values: Record<string, unknown>) => draftFixture({ values: { deal_type: 'sale', property_type: 'apartment', title_en: 'Flat by the sea', ...values } });

describe('building facts in the listing form', () => {
  it('offers the facts, shows the report date with a report and autosaves what was chosen', async () => {
    jest.useFakeTimers();
    const { calls } = mockApi(() => ({ data: { message: 'ok', data: { updated_at: '2026-11-20T10:01:00.000Z' } } }));
    await renderListingForm(draft({}));
    fireEvent.click(screen.getByRole('tab', { name: /Parameters/ }));
    const facts = await screen.findByTestId('building-facts'); // the tab's chunk loads when opened
    expect(facts.querySelector('legend')?.textContent).toBe('Building facts');
    const energy = screen.getByRole('combobox', { name: 'Energy class' });
    expect([...energy.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Not stated', 'A', 'B', 'C', 'D', 'E', 'F', 'G']);
    expect(screen.queryByLabelText('Report date')).toBeNull();
    fireEvent.change(energy, { target: { value: 'B' } });
    fireEvent.change(screen.getByLabelText('Building permit date'), { target: { value: '2018-05-14' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Occupancy permit (iskan)' }), { target: { value: 'false' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Seismic assessment report' }), { target: { value: 'yes' } });
    fireEvent.change(screen.getByLabelText('Report date'), { target: { value: '2023-03-01' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Urban transformation' }), { target: { value: 'planned' } });
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    jest.useRealTimers();
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const values = (calls.filter((c) => c.method === 'PUT').pop()?.data as { values: Record<string, unknown> }).values;
    expect(values).toMatchObject({
      energy_class: 'B',
      building_permit_date: '2018-05-14',
      occupancy_permit: false,
      seismic_report: 'yes',
      seismic_report_date: '2023-03-01',
      urban_transformation: 'planned',
    });
    // "no report" hides the date again
    fireEvent.change(screen.getByRole('combobox', { name: 'Seismic assessment report' }), { target: { value: 'none' } });
    expect(screen.queryByLabelText('Report date')).toBeNull();
  });

  it('land has no building: no building facts', async () => {
    mockApi(() => ({ data: { data: { regions: [], propertyType: [] } } }));
    await renderListingForm(draft({ property_type: 'land' }));
    fireEvent.click(screen.getByRole('tab', { name: /Parameters/ }));
    await screen.findByText('Features and amenities'); // the tab has loaded
    expect(screen.queryByTestId('building-facts')).toBeNull();
  });

  it('shows the schema messages at the permit date and the property number', async () => {
    const { calls } = mockApi(() => ({ data: { data: { regions: [], propertyType: [] } } }));
    // the object's rules run once every field has a value of its type (zod), as when the owner fills the form in
    const complete = { region: 'antalya', city: 'alanya', lat: '36.54', lng: '31.99', area: '90', price: '150000', currency: 'EUR', eids_number: 'EIDS-2026-1' };
    await renderListingForm(draft({ ...complete, year_built: '2015', building_permit_date: '2017-01-10' }), 'tr');
    fireEvent.click(screen.getByRole('button', { name: 'Yayınla' }));
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('tab', { name: /Özellikler/ }));
    expect(await screen.findByText('Yapı ruhsatı, binanın tamamlandığı yıldan sonraya tarihli olamaz.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /Fiyat/ }));
    const number = await screen.findByRole('textbox', { name: /Taşınmaz numarası/ });
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Tapudaki taşınmaz numarasını girin.')).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});
