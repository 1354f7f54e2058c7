/** Reference data shared by the seed, the API and tests (titles in tr/en/ru). */

export interface Titled {
  tr: string;
  en: string;
  ru: string;
}

export const PROPERTY_TYPES: ReadonlyArray<{ slug: string; title: Titled; hasRooms: boolean }> = [
  { slug: 'apartment', title: { tr: 'Daire', en: 'Apartment', ru: 'Квартира' }, hasRooms: true },
  { slug: 'villa', title: { tr: 'Villa', en: 'Villa', ru: 'Вилла' }, hasRooms: true },
  { slug: 'house', title: { tr: 'Müstakil ev', en: 'House', ru: 'Дом' }, hasRooms: true },
  { slug: 'penthouse', title: { tr: 'Çatı katı', en: 'Penthouse', ru: 'Пентхаус' }, hasRooms: true },
  { slug: 'residence', title: { tr: 'Rezidans', en: 'Residence', ru: 'Резиденция' }, hasRooms: true },
  { slug: 'land', title: { tr: 'Arsa', en: 'Land', ru: 'Земельный участок' }, hasRooms: false },
  { slug: 'commercial', title: { tr: 'İşyeri', en: 'Commercial', ru: 'Коммерческая недвижимость' }, hasRooms: false },
];

export const ROOM_OPTIONS: ReadonlyArray<{ code: string; title: Titled }> = [
  { code: '1+0', title: { tr: '1+0 (stüdyo)', en: 'Studio (1+0)', ru: 'Студия (1+0)' } },
  { code: '1+1', title: { tr: '1+1', en: '1 bedroom (1+1)', ru: '1 спальня (1+1)' } },
  { code: '2+1', title: { tr: '2+1', en: '2 bedrooms (2+1)', ru: '2 спальни (2+1)' } },
  { code: '3+1', title: { tr: '3+1', en: '3 bedrooms (3+1)', ru: '3 спальни (3+1)' } },
  { code: '4+1', title: { tr: '4+1', en: '4 bedrooms (4+1)', ru: '4 спальни (4+1)' } },
  { code: '5+1', title: { tr: '5+1', en: '5 bedrooms (5+1)', ru: '5 спален (5+1)' } },
  { code: '6+', title: { tr: '6+', en: '6+ bedrooms', ru: '6+ спален' } },
];

export const LISTING_FEATURES: ReadonlyArray<{ code: string; title: Titled }> = [
  { code: 'pool', title: { tr: 'Havuz', en: 'Swimming pool', ru: 'Бассейн' } },
  { code: 'sea_view', title: { tr: 'Deniz manzarası', en: 'Sea view', ru: 'Вид на море' } },
  { code: 'parking', title: { tr: 'Otopark', en: 'Parking', ru: 'Парковка' } },
  { code: 'elevator', title: { tr: 'Asansör', en: 'Elevator', ru: 'Лифт' } },
  { code: 'furnished', title: { tr: 'Eşyalı', en: 'Furnished', ru: 'С мебелью' } },
  { code: 'security', title: { tr: 'Güvenlik', en: '24/7 security', ru: 'Охрана' } },
  { code: 'gym', title: { tr: 'Spor salonu', en: 'Gym', ru: 'Тренажёрный зал' } },
  { code: 'sauna', title: { tr: 'Sauna', en: 'Sauna', ru: 'Сауна' } },
  { code: 'garden', title: { tr: 'Bahçe', en: 'Garden', ru: 'Сад' } },
  { code: 'balcony', title: { tr: 'Balkon', en: 'Balcony', ru: 'Балкон' } },
  { code: 'air_conditioning', title: { tr: 'Klima', en: 'Air conditioning', ru: 'Кондиционер' } },
  { code: 'playground', title: { tr: 'Çocuk parkı', en: 'Playground', ru: 'Детская площадка' } },
  { code: 'generator', title: { tr: 'Jeneratör', en: 'Generator', ru: 'Генератор' } },
  { code: 'citizenship', title: { tr: 'Vatandaşlığa uygun', en: 'Eligible for citizenship', ru: 'Подходит для гражданства' } },
];

export const CURRENCIES = ['TRY', 'USD', 'EUR', 'RUB'] as const;

/**
 * Fixed rates (TRY per unit) carried by the seed so that a machine without
 * network works; the currency job replaces them with the CBRT bulletin.
 */
export const SEED_RATES: Readonly<Record<'USD' | 'EUR' | 'RUB', number>> = { USD: 41.95, EUR: 48.72, RUB: 0.5176 };
export const SEED_RATES_DATE = '2025-11-20';

export const SERVICES: ReadonlyArray<{
  code: string;
  title: Titled;
  description: Titled;
  price: number;
  durationDays: number | null;
  listingsQuota: number | null;
  /** What it does to the listings it is ordered for (a package promotes each of its listings to the top). */
  promotion: 'premium' | 'top' | 'highlight' | null;
}> = [
  {
    code: 'promote_top_7',
    title: { tr: 'İlanı üste taşı (7 gün)', en: 'Promote to the top (7 days)', ru: 'Поднять в топ (7 дней)' },
    description: {
      tr: 'İlanınız 7 gün boyunca arama sonuçlarının en üstünde gösterilir.',
      en: 'Your listing is shown at the top of search results for 7 days.',
      ru: 'Объявление показывается первым в результатах поиска 7 дней.',
    },
    price: 750,
    durationDays: 7,
    listingsQuota: null,
    promotion: 'top',
  },
  {
    code: 'promote_top_30',
    title: { tr: 'İlanı üste taşı (30 gün)', en: 'Promote to the top (30 days)', ru: 'Поднять в топ (30 дней)' },
    description: {
      tr: 'İlanınız 30 gün boyunca arama sonuçlarının en üstünde gösterilir.',
      en: 'Your listing is shown at the top of search results for 30 days.',
      ru: 'Объявление показывается первым в результатах поиска 30 дней.',
    },
    price: 2500,
    durationDays: 30,
    listingsQuota: null,
    promotion: 'top',
  },
  {
    code: 'highlight',
    title: { tr: 'Öne çıkan ilan', en: 'Highlighted listing', ru: 'Выделенное объявление' },
    description: {
      tr: 'İlan kartı renkli çerçeveyle vurgulanır (14 gün).',
      en: 'The listing card is highlighted with a coloured frame (14 days).',
      ru: 'Карточка объявления выделяется цветной рамкой (14 дней).',
    },
    price: 400,
    durationDays: 14,
    listingsQuota: null,
    promotion: 'highlight',
  },
  {
    code: 'premium_14',
    title: { tr: 'Premium yerleşim (14 gün)', en: 'Premium placement (14 days)', ru: 'Премиум-размещение (14 дней)' },
    description: {
      tr: 'İlanınız 14 gün boyunca arama sonuçlarının üstündeki öne çıkanlar bölümünde ilk sırada gösterilir.',
      en: 'Your listing leads the featured strip above search results for 14 days.',
      ru: 'Объявление 14 дней показывается первым в блоке рекомендуемых над результатами поиска.',
    },
    price: 1500,
    durationDays: 14,
    listingsQuota: null,
    promotion: 'premium',
  },
  {
    code: 'package_10',
    title: { tr: '10 ilan paketi', en: 'Package of 10 listings', ru: 'Пакет из 10 объявлений' },
    description: {
      tr: 'En fazla 10 ilanınız 30 gün boyunca arama sonuçlarının üstünde gösterilir.',
      en: 'Up to 10 of your listings are shown at the top of search results for 30 days.',
      ru: 'До 10 ваших объявлений 30 дней показываются первыми в результатах поиска.',
    },
    price: 3000,
    durationDays: 30,
    listingsQuota: 10,
    promotion: 'top',
  },
  {
    code: 'package_50',
    title: { tr: '50 ilan paketi', en: 'Package of 50 listings', ru: 'Пакет из 50 объявлений' },
    description: {
      tr: 'Emlak ofisleri için: en fazla 50 ilan 30 gün boyunca arama sonuçlarının üstünde.',
      en: 'For agencies: up to 50 listings at the top of search results for 30 days.',
      ru: 'Для агентств: до 50 объявлений первыми в результатах поиска 30 дней.',
    },
    price: 12000,
    durationDays: 30,
    listingsQuota: 50,
    promotion: 'top',
  },
];
