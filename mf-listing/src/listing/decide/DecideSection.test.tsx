// The listing's facts to decide on a home: the building's earthquake code with its rule, the mortgage limit and a
// payment that follows the rate typed, the buying costs beside the price and the foreign buyer's thresholds.
import { act, fireEvent, screen } from '@testing-library/react';
import { createEventBus, createRootStore } from '@realty/shared';
import { renderWithApp } from '@realty/shared/testing';
import en from './i18n/en.json';
import tr from './i18n/tr.json';
import ru from './i18n/ru.json';
import { cardFixture } from '../../testing/fixtures';
import DecideSection, { type DecideSectionProps } from './DecideSection';
import { DeferredDecide } from './DeferredDecide';

const namespaces = { listingDecide: { en, tr, ru } };
const make = () => createRootStore({ lang: 'en', bus: createEventBus() });

const sale: DecideSectionProps['listing'] = {
  same_property: [cardFixture(1300, { url: '/en/real-estate/ad/1300', agency: { id: 4, name: 'Blue Coast Homes', logo: null }, price: { amount: 410_000, currency: 'EUR', prices: { TRY: 19_680_000, USD: 468_600, EUR: 410_000, RUB: 39_360_000 } } })],
  id: 1200,
  deal_type: 'sale',
  price_per_m2: 144_000,
  district_median_per_m2: 120_000,
  comparables: 23,
  days_on_market: 45,
  listed_since: '2026-10-12T09:00:00.000Z',
  price: { amount: 420_000, currency: 'EUR', prices: { TRY: 20_160_000, USD: 480_000, EUR: 420_000, RUB: 40_320_000 } },
  characteristics: { rooms: '3+1', area: 140, floor: 2, floors: 5, bathrooms: 2, year_built: 2021, distance_to_sea: 300 },
  seismic: { era: 'tbdy_2018', in_force: '2019-01-01', title: 'Türkiye Bina Deprem Yönetmeliği (TBDY 2018)', from: 'year_built' },
  purchase_costs: {
    date: '2026-01-01',
    currency: 'EUR',
    known_total: 8400,
    lines: [
      { key: 'title_deed_fee', amount: 8400, range_try: null, payer: 'buyer', foreign_only: false, source: '492 sayılı Harçlar Kanunu' },
      { key: 'dask', amount: null, range_try: [505, 1951], payer: 'buyer', foreign_only: false, source: 'SEDDK' },
      { key: 'translator', amount: null, range_try: null, payer: 'buyer', foreign_only: true, source: 'Tapu Sicili Tüzüğü' },
    ],
  },
  mortgage: {
    table_date: '2026-01-29',
    source: 'BDDK Kurul Kararı 11364 (29.01.2026)',
    value_try: 20_160_000,
    energy_class: null,
    ltv: 0.2,
    ltv_best: 0.4,
    loan_try: 4_032_000,
    rate_percent: 30,
    term_months: 120,
    monthly_try: 129_893,
  },
  foreign_buyer: { price_usd: 480_000, citizenship: true, residence: true, citizenship_usd: 400_000, residence_usd: 200_000 },
};

describe('DecideSection', () => {
  beforeEach(() => {
    document.cookie = 'currency=; max-age=0; path=/';
  });

  it('shows each fact with its rule and source', async () => {
    await renderWithApp(<DecideSection lang="en" listing={sale} />, { store: make(), namespaces });
    expect(screen.getByRole('heading', { name: 'Before you decide' })).toBeTruthy();
    expect(screen.getByTestId('decide-building').textContent).toContain('Designed under the 2018 Turkish Building Earthquake Code');
    expect(screen.getByTestId('decide-building').textContent).toContain('year built (2021)');
    expect(screen.getByTestId('decide-mortgage').textContent).toContain('up to 20% of the value');
    expect(screen.getByTestId('decide-mortgage').textContent).toContain('40% with class A or B');
    expect(screen.getByTestId('decide-costs').textContent).toContain('€8,400');
    expect(screen.getByTestId('decide-costs').textContent).toMatch(/₺505–₺1,951 a year/);
    expect(screen.getByTestId('decide-costs').textContent).toContain('Sworn translator at the deed office (foreign buyers)');
    expect(screen.getByTestId('costs-total').textContent).toBe('Price with the known costs: €428,400');
    expect(screen.getByTestId('flag-citizenship').dataset.eligible).toBe('true');
    expect(screen.getByTestId('decide-foreign').textContent).toContain('$480,000');
    expect(screen.getByTestId('foreign-checklist').getAttribute('href')).toBe('/en/foreign-buyers');
    // 144,000 TRY per m² at 48 TRY a euro, 20 % above the median of 120,000 TRY (2,500 EUR)
    expect(screen.getByTestId('market-per-m2').textContent).toBe('€3,000 per m²');
    expect(screen.getByTestId('market-median').textContent).toBe('20% above the neighbourhood median of €2,500 (comparable listings: 23).');
    expect(screen.getByTestId('decide-same-property').textContent).toContain('Blue Coast Homes: €410,000');
    expect(screen.getByRole('link', { name: 'Blue Coast Homes' }).getAttribute('href')).toBe('/en/real-estate/ad/1300');
    expect(screen.getByTestId('days-on-market').textContent).toBe('Days on the market: 45 (since 12 October 2026).');
  });

  it('recomputes the monthly payment from the rate and term typed, in TRY and the chosen currency', async () => {
    const store = make();
    store.currency.setCurrency('EUR');
    await renderWithApp(<DecideSection lang="en" listing={sale} />, { store, namespaces });
    const monthly = () => screen.getByTestId('mortgage-monthly').textContent ?? '';
    expect(monthly()).toMatch(/^₺\d{3},\d{3} a month ≈ €\d,\d{3}$/);
    const before = monthly();
    act(() => {
      fireEvent.change(screen.getByLabelText('Interest, % a year'), { target: { value: '0' } });
    });
    // 4,032,000 over 120 months without interest
    expect(monthly()).toMatch(/^₺33,600 a month ≈ €700$/);
    act(() => {
      fireEvent.change(screen.getByLabelText('Term, years'), { target: { value: 'abc' } });
    });
    expect(monthly()).toMatch(/^₺33,600 a month/); // a value that is not a term keeps the default
    expect(before).not.toBe(monthly());
  });

  it('renders nothing without facts', async () => {
    const none = { ...sale, seismic: null, purchase_costs: null, mortgage: null, foreign_buyer: null, district_median_per_m2: null, days_on_market: undefined, same_property: [] };
    const { container } = await renderWithApp(<DecideSection lang="en" listing={none} />, { store: make(), namespaces });
    expect(container.textContent).toBe('');
  });

  it('reads in Russian', async () => {
    await renderWithApp(<DecideSection lang="ru" listing={{ ...sale, purchase_costs: null, mortgage: null }} />, {
      store: createRootStore({ lang: 'ru', bus: createEventBus() }),
      namespaces,
      lang: 'ru',
    });
    expect(screen.getByRole('heading', { name: 'Прежде чем решить' })).toBeTruthy();
    expect(screen.getByTestId('flag-residence').textContent).toContain('Достигает порога для ВНЖ');
  });

  it('keeps the server HTML while hydrating and renders the section once it has loaded', async () => {
    // jsdom has no IntersectionObserver: the section loads at once, as a browser without one would.
    const { container } = await renderWithApp(<DeferredDecide lang="en" listing={sale} />, { store: make(), namespaces });
    expect(container.querySelector('[data-decide="1200"]')).toBeTruthy();
    expect(await screen.findByTestId('decide-mortgage')).toBeTruthy();
  });

  describe('the building facts the owner stated (issue 29)', () => {
    const stated = {
      ...sale,
      energy_class: 'B' as const,
      seismic: { era: 'code_2007' as const, in_force: '2007-03-06', title: 'Deprem Bölgelerinde Yapılacak Binalar Hakkında Yönetmelik (2007)', from: 'permit_date' as const },
      building: {
        year_built: 2021,
        permit_date: '2018-05-14',
        occupancy_permit: true,
        seismic_report: 'yes' as const,
        seismic_report_date: '2023-03-01',
        urban_transformation: 'in_progress' as const,
      },
      mortgage: { ...sale.mortgage!, energy_class: 'B' as const, ltv: 0.4 },
    };

    it('shows them in the earthquake block, marked as the lister\'s statement, and the class in the loan limit', async () => {
      await renderWithApp(<DecideSection lang="en" listing={stated} />, { store: make(), namespaces });
      const block = screen.getByTestId('decide-building');
      expect(block.textContent).toContain('Designed under the 2007 earthquake code');
      expect(block.textContent).toContain("Derived from the building permit's date");
      const facts = [...screen.getByTestId('decide-owner-facts').querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
      expect(facts).toEqual([
        'Energy class: B',
        'Building permit: 14 May 2018',
        'Occupancy permit (iskan): Yes',
        'Seismic assessment report: Yes, dated 1 March 2023',
        'Urban transformation: In progress',
      ]);
      expect(screen.getByTestId('decide-owner-facts').textContent).toContain('Stated by the lister, not verified by the site');
      expect(screen.getByTestId('fact-energy-class').querySelector('[data-class="B"]')).toBeTruthy();
      expect(screen.getByTestId('decide-mortgage').textContent).toContain('up to 40% of the value of a home in this price band with energy class B');
    });

    it('shows the stated facts without a year built, and none that were not stated', async () => {
      const only = { ...stated, seismic: null, energy_class: null, purchase_costs: null, mortgage: null, foreign_buyer: null,
        building: { year_built: null, permit_date: null, occupancy_permit: false, seismic_report: 'none' as const, seismic_report_date: null, urban_transformation: null } };
      await renderWithApp(<DecideSection lang="en" listing={only} />, { store: make(), namespaces });
      expect(screen.getByTestId('decide-building').dataset.era).toBeUndefined();
      const facts = [...screen.getByTestId('decide-owner-facts').querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
      expect(facts).toEqual(['Occupancy permit (iskan): No', 'Seismic assessment report: None']);
    });

    it('reads in Turkish and Russian', async () => {
      const tr = await renderWithApp(<DecideSection lang="tr" listing={stated} />, { store: createRootStore({ lang: 'tr', bus: createEventBus() }), namespaces, lang: 'tr' });
      expect(screen.getByTestId('decide-owner-facts').textContent).toContain('Kentsel dönüşümDevam ediyor');
      expect(screen.getByTestId('decide-owner-facts').textContent).toContain('İlan sahibinin beyanıdır');
      expect(screen.getByTestId('decide-mortgage').textContent).toContain('enerji sınıfı B olan');
      tr.unmount();
      await renderWithApp(<DecideSection lang="ru" listing={stated} />, { store: createRootStore({ lang: 'ru', bus: createEventBus() }), namespaces, lang: 'ru' });
      expect(screen.getByTestId('decide-owner-facts').textContent).toContain('Класс энергоэффективностиB');
      expect(screen.getByTestId('decide-owner-facts').textContent).toContain('Разрешение на ввод (iskan)Есть');
    });
  });
});
