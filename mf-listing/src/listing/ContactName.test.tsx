import { screen } from '@testing-library/react';
import { createEventBus, createRootStore, type ListingDetail } from '@realty/shared';
import { mockApi, renderWithApp } from '@realty/shared/testing';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';
import { ListingStore } from '../stores/listing.store';
import { listingPageFixture } from '../testing/fixtures';
import { AgentBlock } from './AgentBlock';

const namespaces = { listing: { en, tr, ru } };

async function renderBlock(lang: 'en' | 'tr' | 'ru', listing: Partial<ListingDetail>) {
  mockApi(() => undefined);
  const root = createRootStore({ lang, bus: createEventBus() });
  const store = new ListingStore(root);
  const data = listingPageFixture();
  data.listing = { ...data.listing, ...listing };
  (root as unknown as { takeInitialPage: () => unknown }).takeInitialPage = () => data;
  store.hydrate(`/${lang}/real-estate/ad/1200`);
  return renderWithApp(<AgentBlock lang={lang} listing={store.data!.listing} store={store} />, { store: root, lang, namespaces });
}

describe('AgentBlock: the contact name of the listing form', () => {
  it('shows the contact name entered for the listing in the contact block, in the page language', async () => {
    await renderBlock('tr', { contact_name: 'Mehmet Kaya' });
    expect(screen.getByTestId('contact-name').textContent).toBe('İletişim kişisi: Mehmet Kaya');
  });

  it('says it in Russian and English too', async () => {
    const view = await renderBlock('ru', { contact_name: 'Мария' });
    expect(screen.getByTestId('contact-name').textContent).toBe('Контактное лицо: Мария');
    view.unmount();
    await renderBlock('en', { contact_name: 'Mary' });
    expect(screen.getByTestId('contact-name').textContent).toBe('Contact person: Mary');
  });

  it('shows nothing extra without one, or when it is the account’s own name', async () => {
    const view = await renderBlock('en', { contact_name: null });
    expect(screen.queryByTestId('contact-name')).toBeNull();
    view.unmount();
    await renderBlock('en', { contact_name: 'Ayşe Demir' });
    expect(screen.queryByTestId('contact-name')).toBeNull();
  });
});
