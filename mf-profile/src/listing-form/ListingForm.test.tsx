import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi } from '@realty/shared/testing';
import { draftFixture, renderListingForm } from '../testing/listingForm';

const draft = draftFixture({ values: { deal_type: 'sale', title_en: 'Flat by the sea' } });

const render = (lang: 'en' | 'tr' = 'en') => renderListingForm(draft, lang);

// rendering the whole form is slow on a loaded CI machine
jest.setTimeout(20_000);

describe('ListingForm', () => {
  it('has five tabs and shows the errors of "publish" per tab and at their fields, without calling the API', async () => {
    const { calls } = mockApi(() => ({ data: { data: { regions: [], propertyType: [] } } }));
    await render();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['1Type and location', '2Parameters', '3Description', '4Photos and video', '5Price and contacts']);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    // the check (zod, libphonenumber-js) loads at the first edit or at "publish"
    expect((await screen.findByRole('alert')).textContent).toBe('Please correct the highlighted fields.');
    // the first tab with a problem opens, each tab shows its count
    expect(screen.getByRole('tab', { name: /Type and location/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText('Problems: 5')).toBeTruthy(); // property type, region, city, lat, lng
    expect(screen.getByLabelText('Problems: 1', { selector: '#tab-parameters *' })).toBeTruthy();
    expect(screen.getAllByText('Set the map pin or type the coordinates.')).toHaveLength(2);
    fireEvent.click(screen.getByRole('tab', { name: /Photos and video/ }));
    await screen.findByText('Add at least one photo.'); // the tab loads when opened
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Add at least one photo.', 'Please correct the highlighted fields.']);
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('checks the phone with the lazily loaded check: a wrong number is shown at its field, a Turkish one without +90 passes', async () => {
    mockApi(() => ({ data: { message: 'ok', data: { regions: [], propertyType: [], updated_at: '2026-11-20T10:01:00.000Z' } } }));
    await render();
    fireEvent.click(screen.getByRole('tab', { name: /Price and contacts/ }));
    const phone = () => screen.getByLabelText('Contact phone', { exact: false });
    await screen.findByLabelText('Contact phone', { exact: false }); // the tab's code loads when it is opened
    fireEvent.change(phone(), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('Please correct the highlighted fields.');
    fireEvent.click(screen.getByRole('tab', { name: /Price and contacts/ }));
    expect(screen.getByText('The phone number is not valid.')).toBeTruthy();
    // typing clears the field's message; the number, normalised by libphonenumber-js, is then accepted
    fireEvent.change(phone(), { target: { value: '0532 123 45 67' } });
    expect(screen.queryByText('The phone number is not valid.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('Please correct the highlighted fields.');
    fireEvent.click(screen.getByRole('tab', { name: /Price and contacts/ }));
    expect(phone()).toHaveProperty('value', '0532 123 45 67');
    expect(screen.queryByText('The phone number is not valid.')).toBeNull();
  });

  it('autosaves the draft after typing and moves between tabs with the arrow keys', async () => {
    jest.useFakeTimers();
    const { calls } = mockApi(() => ({ data: { message: 'ok', data: { updated_at: '2026-11-20T10:01:00.000Z' } } }));
    await render();
    fireEvent.keyDown(screen.getByRole('tab', { name: /Type and location/ }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: /Parameters/ }).getAttribute('aria-selected')).toBe('true');
    fireEvent.change(await screen.findByLabelText('Gross area, m²', { exact: false }), { target: { value: '95' } }); // the tab's chunk loads when opened
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    jest.useRealTimers();
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/en/api/listings/draft/5');
    expect((put?.data as { values: Record<string, unknown> }).values).toMatchObject({ area: '95', title_en: 'Flat by the sea' });
  });
});
