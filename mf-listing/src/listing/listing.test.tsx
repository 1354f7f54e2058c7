import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createEventBus, createRootStore, type RootStore } from '@realty/shared';
import { mockApi, renderWithApp } from '@realty/shared/testing';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';
import { ListingStore } from '../stores/listing.store';
import { listingPageFixture } from '../testing/fixtures';
import { AgentBlock } from './AgentBlock';
import { ContactForm } from './ContactForm';
import { ParameterTabs } from './ParameterTabs';
import { PriceBlock } from './PriceBlock';
import { roundConverted } from './prices';

const namespaces = { listing: { en, tr, ru } };
// Mutating calls fetch /sanctum/csrf-cookie first when this cookie is missing (a first visit).
beforeAll(() => {
  document.cookie = 'XSRF-TOKEN=test-token; path=/';
});
const make = (lang: 'en' | 'tr' | 'ru' = 'en') => createRootStore({ lang, bus: createEventBus() });

describe('converted prices', () => {
  it('round per currency: lira and roubles to 100, dollars and euros to 10, small amounts to whole units', () => {
    expect(roundConverted(5_331_987, 'TRY')).toBe(5_332_000);
    expect(roundConverted(15_123_456, 'RUB')).toBe(15_123_500);
    expect(roundConverted(164_533, 'USD')).toBe(164_530);
    expect(roundConverted(152_346, 'EUR')).toBe(152_350);
    expect(roundConverted(95.6, 'EUR')).toBe(96);
    expect(roundConverted(842.4, 'TRY')).toBe(842);
  });
});

describe('PriceBlock', () => {
  beforeEach(() => {
    document.cookie = 'currency=; max-age=0; path=/';
  });

  it('the own price exactly, the four currencies rounded per currency with the rates date, per m², the display currency marked', async () => {
    const store = make();
    store.currency.setCurrency('USD');
    const { listing, rates_date } = listingPageFixture();
    await renderWithApp(<PriceBlock lang="en" listing={listing} ratesDate={rates_date} />, { store, namespaces });
    expect(screen.getByTestId('price-own').textContent).toBe('€152,345');
    expect(screen.getByTestId('price-sqm').textContent).toBe('€1,520 per m²');
    const rows = [...screen.getByTestId('price-list').querySelectorAll('li')].map((li) => [li.dataset.currency, li.textContent, li.className]);
    expect(rows).toEqual([
      ['TRY', 'TRY≈ ₺5,332,000', ''],
      ['USD', 'USD≈ $164,530', 'priceCurrent'],
      ['EUR', 'EUR€152,345', ''],
      ['RUB', 'RUB≈ ₽15,123,500', ''],
    ]);
    expect(screen.getByText('Central Bank of the Republic of Turkey rates of 20 November 2026')).toBeTruthy();
  });

  it('rent shows the period; Turkish and Russian number formats', async () => {
    const { listing } = listingPageFixture();
    const rent = { ...listing, deal_type: 'rent' as const, price: { amount: 25_000, currency: 'TRY' as const, prices: { TRY: 25_000, USD: 771.4, EUR: 714.29, RUB: 70_921.99 } } };
    const view = await renderWithApp(<PriceBlock lang="tr" listing={rent} ratesDate={null} />, { lang: 'tr', store: make('tr'), namespaces });
    expect(screen.getByTestId('price-own').textContent).toBe('Aylık ₺25.000');
    expect(screen.getByTestId('price-sqm').textContent).toBe('m² başına aylık ₺250');
    expect(screen.getByTestId('price-list').textContent).toBe('TRY₺25.000USD≈ $770EUR≈ €710RUB≈ ₽70.900');
    view.unmount();
    await renderWithApp(<PriceBlock lang="ru" listing={rent} ratesDate={null} />, { lang: 'ru', store: make('ru'), namespaces });
    expect(screen.getByTestId('price-own').textContent).toBe('25\u00a0000\u00a0₺ в месяц');
  });
});

describe('ParameterTabs', () => {
  const { tabs, label } = { tabs: listingPageFixture().listing.parameters, label: 'Parameters' };

  it('opens the default tab first; a click opens another', async () => {
    await renderWithApp(<ParameterTabs tabs={tabs} defaultTab="building" label={label} />, { namespaces });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Building');
    expect(screen.getByRole('tabpanel').textContent).toBe('Floors in building8');
    fireEvent.click(screen.getByRole('tab', { name: 'Features' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Pool✓');
  });

  it('is a keyboard tablist: arrows wrap, Home and End; only the open tab is tabbable; unknown default opens the first', async () => {
    await renderWithApp(<ParameterTabs tabs={tabs} defaultTab="nope" label={label} />, { namespaces });
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(screen.getByRole('tablist', { name: 'Parameters' })).toBeTruthy();
    expect(tab('Main').getAttribute('aria-selected')).toBe('true');
    expect([tab('Main').tabIndex, tab('Building').tabIndex]).toEqual([0, -1]);
    fireEvent.keyDown(tab('Main'), { key: 'ArrowLeft' });
    expect(tab('Features').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Features'));
    fireEvent.keyDown(tab('Features'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Main'));
    fireEvent.keyDown(tab('Main'), { key: 'End' });
    expect(tab('Features').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Features'), { key: 'Home' });
    expect(tab('Main').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab('Main').id);
  });
});

function storeWith(root: RootStore): ListingStore {
  const store = new ListingStore(root);
  const url = '/en/real-estate/ad/1200';
  const data = listingPageFixture();
  (root as unknown as { takeInitialPage: () => unknown }).takeInitialPage = () => data;
  store.hydrate(url);
  return store;
}

describe('AgentBlock', () => {
  it('the phone is not on the page until "show phone"; then a tel: link and WhatsApp', async () => {
    const { calls } = mockApi(({ path }) => (path === '/en/api/realty/1200/phone' ? { data: { data: { phone: '+905321112233', name: 'Ayşe Demir' } } } : undefined));
    const root = make();
    const store = storeWith(root);
    const view = await renderWithApp(<AgentBlock lang="en" listing={store.data!.listing} store={store} />, { store: root, namespaces });
    expect(view.container.innerHTML).not.toMatch(/905321112233|tel:/);
    expect(screen.getByRole('link', { name: 'Ayşe Demir' }).getAttribute('href')).toBe('/en/real-estate-agent/7-ayse-demir');
    expect(screen.getByText('Broker')).toBeTruthy();
    expect(screen.getByText('Licence TR-123')).toBeTruthy();
    fireEvent.click(screen.getByTestId('show-phone'));
    await waitFor(() => expect(screen.getByTestId('phone-link').getAttribute('href')).toBe('tel:+905321112233'));
    expect(screen.getByTestId('phone-link').textContent).toBe('+90 532 111 22 33');
    // the button it replaced had the focus: the number has it now, not <body>
    expect(document.activeElement).toBe(screen.getByTestId('phone-link'));
    expect(screen.getByRole('link', { name: 'Message on WhatsApp' }).getAttribute('href')).toBe('https://wa.me/905321112233');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/en/api/realty/1200/phone']);
  });

  it('a private owner (no agent page) is named "Owner" and not linked', async () => {
    const root = make();
    const store = storeWith(root);
    const listing = { ...store.data!.listing, agent: { id: 9, name: 'Kemal Aksoy', photo: null, url: null, post: null }, agency: null };
    await renderWithApp(<AgentBlock lang="en" listing={listing} store={store} />, { store: root, namespaces });
    expect(screen.getByText('Kemal Aksoy').closest('a')).toBeNull();
    expect(screen.getByText('Owner')).toBeTruthy();
    expect(document.querySelector('a[href*="real-estate-agent"]')).toBeNull();
  });

  it('a refused reveal says so (the server message on 429)', async () => {
    mockApi(() => ({ status: 429, data: { message: 'Too many requests, retry in 1 minute' } }));
    const root = make();
    const store = storeWith(root);
    await renderWithApp(<AgentBlock lang="en" listing={store.data!.listing} store={store} />, { store: root, namespaces });
    fireEvent.click(screen.getByTestId('show-phone'));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests, retry in 1 minute');
  });
});

describe('the first writes of a visit', () => {
  it('a view count and a phone reveal sent together fetch one XSRF cookie (two would set two tokens, one write a 419)', async () => {
    document.cookie = 'XSRF-TOKEN=; max-age=0; path=/';
    const { api, calls } = mockApi(({ path }) =>
      path === '/en/api/realty/1200/phone' ? { data: { data: { phone: '+905321112233', name: 'Ayşe Demir' } } } : path === '/en/api/realty/1200/view' ? { data: { data: { views: 8 } } } : undefined,
    );
    const transport = api.http.transport;
    let cookieFetches = 0;
    // The cookie comes with the reply, a moment later, as from a server.
    api.http.transport = async (config) => {
      if (!config.url.includes('/sanctum/csrf-cookie')) return transport(config);
      cookieFetches += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return transport(config);
    };
    const store = storeWith(make());
    await Promise.all([store.countView(), store.showPhone('failed')]);
    expect(cookieFetches).toBe(1);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path).sort()).toEqual(['/en/api/realty/1200/phone', '/en/api/realty/1200/view']);
    expect(store.phone).toEqual({ state: 'shown', phone: '+905321112233' });
  });
});

describe('AgentBlock: the "Message" button (issue 30)', () => {
  it('shown to visitors and other users, not to the listing\'s own agent nor on a hidden listing', async () => {
    const root = make();
    const store = storeWith(root);
    const view = await renderWithApp(<AgentBlock lang="en" listing={store.data!.listing} store={store} />, { store: root, namespaces });
    expect(screen.getByTestId('message-button').textContent).toBe('Message');
    act(() => root.auth.setUser({ id: 3, name: 'Deniz' }));
    expect(screen.getByTestId('message-button')).toBeTruthy();
    act(() => root.auth.setUser({ id: 7, name: 'Ayşe' }));
    expect(screen.queryByTestId('message-button')).toBeNull();
    view.unmount();
    act(() => root.auth.setUser({ id: 3, name: 'Deniz' }));
    await renderWithApp(<AgentBlock lang="en" listing={store.data!.listing} store={store} canMessage={false} />, { store: root, namespaces });
    expect(screen.queryByTestId('message-button')).toBeNull();
  });

  it('signed out: the button asks to sign in', async () => {
    const root = make();
    const asked = jest.fn();
    root.bus.on('auth:required', asked);
    const store = storeWith(root);
    await renderWithApp(<AgentBlock lang="en" listing={store.data!.listing} store={store} />, { store: root, namespaces });
    fireEvent.click(screen.getByTestId('message-button'));
    expect(asked).toHaveBeenCalled();
  });
});

describe('ContactForm', () => {
  it('signed in: the server started a conversation, and the form links to it', async () => {
    mockApi(() => ({ data: { message: 'Your message was sent to the advertiser.', conversation_id: 55 } }));
    const root = make();
    const store = storeWith(root);
    await renderWithApp(<ContactForm store={store} lang="en" />, { store: root, namespaces });
    fireEvent.change(screen.getByLabelText(/Your name/), { target: { value: 'John' } });
    fireEvent.change(screen.getByLabelText(/Phone or e-mail/), { target: { value: 'john@example.org' } });
    fireEvent.change(screen.getByLabelText(/Message/), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByTestId('contact-submit'));
    const link = await screen.findByTestId('contact-thread-link');
    expect(link.textContent).toBe('Your message is in your Messages.');
    expect(link.getAttribute('href')).toBe('/en/profile/messages/55');
  });


  it('shows field errors from the server, then the success message and clears the form', async () => {
    let ok = false;
    const { calls } = mockApi(() =>
      ok
        ? { data: { message: 'Your message was sent to the advertiser.' } }
        : { status: 422, data: { message: 'Please enter your name.', errors: { name: ['Please enter your name.'] } } },
    );
    const root = make();
    const store = storeWith(root);
    await renderWithApp(<ContactForm store={store} lang="en" />, { store: root, namespaces });
    fireEvent.click(screen.getByTestId('contact-submit'));
    expect((await screen.findByTestId('contact-failed')).textContent).toBe('Please enter your name.');
    const name = screen.getByLabelText(/Your name/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    ok = true;
    fireEvent.change(name, { target: { value: 'John' } });
    fireEvent.change(screen.getByLabelText(/Phone or e-mail/), { target: { value: 'john@example.org' } });
    fireEvent.change(screen.getByLabelText(/Message/), { target: { value: 'Hello' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('contact-submit'));
    });
    expect((await screen.findByTestId('contact-sent')).textContent).toBe('Your message was sent to the advertiser.');
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/en/api/realty/1200/contact', data: { name: 'John', contact: 'john@example.org', message: 'Hello' } });
    expect((screen.getByLabelText(/Your name/) as HTMLInputElement).value).toBe('');
  });
});
