/** Demo journal: categories, tags and posts in tr/en/ru (idempotent by slug). */
import type { Database } from './client';
import type { Titled } from './reference';

const CATEGORIES: ReadonlyArray<{ slug: string; title: Titled }> = [
  { slug: 'buying-guide', title: { tr: 'Satın alma rehberi', en: 'Buying guide', ru: 'Как купить' } },
  { slug: 'market-news', title: { tr: 'Piyasa haberleri', en: 'Market news', ru: 'Новости рынка' } },
  { slug: 'living-in-turkey', title: { tr: "Türkiye'de yaşam", en: 'Living in Turkey', ru: 'Жизнь в Турции' } },
  { slug: 'legal', title: { tr: 'Hukuk ve vergiler', en: 'Law and taxes', ru: 'Законы и налоги' } },
];
const TAGS: ReadonlyArray<{ slug: string; title: Titled }> = [
  { slug: 'alanya', title: { tr: 'Alanya', en: 'Alanya', ru: 'Алания' } },
  { slug: 'antalya', title: { tr: 'Antalya', en: 'Antalya', ru: 'Анталья' } },
  { slug: 'istanbul', title: { tr: 'İstanbul', en: 'Istanbul', ru: 'Стамбул' } },
  { slug: 'mersin', title: { tr: 'Mersin', en: 'Mersin', ru: 'Мерсин' } },
  { slug: 'citizenship', title: { tr: 'Vatandaşlık', en: 'Citizenship', ru: 'Гражданство' } },
  { slug: 'residence-permit', title: { tr: 'İkamet izni', en: 'Residence permit', ru: 'ВНЖ' } },
  { slug: 'mortgage', title: { tr: 'Konut kredisi', en: 'Mortgage', ru: 'Ипотека' } },
  { slug: 'rent', title: { tr: 'Kira', en: 'Renting', ru: 'Аренда' } },
  { slug: 'taxes', title: { tr: 'Vergiler', en: 'Taxes', ru: 'Налоги' } },
  { slug: 'new-builds', title: { tr: 'Yeni projeler', en: 'New builds', ru: 'Новостройки' } },
];
type Lang = keyof Titled;
/** A post; `langs` lists the languages it is written in (all three when absent): posts exist per language. */
const POSTS: ReadonlyArray<{ slug: string; category: string; tags: string[]; title: Titled; body: Titled; langs?: readonly Lang[] }> = [
  { slug: 'how-to-buy-property-in-turkey', category: 'buying-guide', tags: ['citizenship', 'taxes'],
    title: { tr: "Türkiye'de adım adım ev satın alma", en: 'How to buy property in Turkey, step by step', ru: 'Как купить недвижимость в Турции: пошагово' },
    body: { tr: 'Tapu, ekspertiz raporu, vergi numarası ve ödeme: satın alma sürecinin tüm adımları.', en: 'Title deed, valuation report, tax number and payment: every step of the purchase.', ru: 'Тапу, экспертная оценка, налоговый номер и оплата: все этапы покупки.' } },
  { slug: 'alanya-districts-overview', category: 'living-in-turkey', tags: ['alanya', 'antalya'],
    title: { tr: "Alanya'nın mahalleleri: nerede yaşamalı?", en: 'Alanya neighbourhoods: where to live', ru: 'Районы Алании: где жить' },
    body: { tr: 'Mahmutlar, Oba, Kestel ve Cikcilli: denize yakınlık, altyapı ve fiyatlar.', en: 'Mahmutlar, Oba, Kestel and Cikcilli compared: the sea, infrastructure and prices.', ru: 'Махмутлар, Оба, Кестель и Джикджилли: море, инфраструктура и цены.' } },
  { slug: 'istanbul-market-2026', category: 'market-news', tags: ['istanbul', 'new-builds'],
    title: { tr: '2026 İstanbul konut piyasası', en: 'Istanbul housing market in 2026', ru: 'Рынок жилья Стамбула в 2026 году' },
    body: { tr: 'Fiyatlar, kira getirileri ve yeni projeler hakkında güncel veriler.', en: 'Current figures on prices, rental yields and new projects.', ru: 'Актуальные данные о ценах, доходности аренды и новых проектах.' } },
  { slug: 'residence-permit-by-property', category: 'legal', tags: ['residence-permit'],
    title: { tr: 'Gayrimenkul ile ikamet izni', en: 'Residence permit through property', ru: 'ВНЖ через покупку недвижимости' },
    body: { tr: 'Başvuru koşulları, belgeler ve süreler.', en: 'Requirements, documents and timelines.', ru: 'Условия, документы и сроки.' } },
  { slug: 'renting-out-your-apartment', category: 'buying-guide', tags: ['rent', 'taxes'],
    title: { tr: 'Dairenizi kiraya vermek', en: 'Renting out your apartment', ru: 'Как сдавать квартиру в аренду' },
    body: { tr: 'Kira sözleşmesi, vergiler ve yönetim şirketleri.', en: 'Leases, taxes and management companies.', ru: 'Договор аренды, налоги и управляющие компании.' } },
  { slug: 'mersin-rising-star', category: 'market-news', tags: ['mersin'], langs: ['tr', 'ru'],
    title: { tr: 'Mersin: yükselen sahil şehri', en: 'Mersin: the rising coastal city', ru: 'Мерсин: восходящая звезда побережья' },
    body: { tr: 'Mezitli ve Erdemli neden yatırımcıların gözdesi?', en: 'Why Mezitli and Erdemli attract investors.', ru: 'Почему Мезитли и Эрдемли привлекают инвесторов.' } },
  { slug: 'mortgage-for-foreigners', category: 'legal', tags: ['mortgage'], langs: ['en', 'ru'],
    title: { tr: 'Yabancılar için konut kredisi', en: 'Mortgages for foreigners', ru: 'Ипотека для иностранцев' },
    body: { tr: 'Bankaların koşulları ve faiz oranları.', en: 'Bank requirements and interest rates.', ru: 'Требования банков и процентные ставки.' } },
  { slug: 'citizenship-by-investment', category: 'legal', tags: ['citizenship', 'new-builds'],
    title: { tr: 'Yatırım yoluyla vatandaşlık', en: 'Citizenship by investment', ru: 'Гражданство за инвестиции' },
    body: { tr: 'Asgari tutar, değerleme ve başvuru süreci.', en: 'Minimum amount, valuation and the application.', ru: 'Минимальная сумма, оценка и подача документов.' } },
  { slug: 'antalya-rental-yields', category: 'market-news', tags: ['antalya', 'rent'],
    title: { tr: "Antalya'da kira getirileri", en: 'Rental yields in Antalya', ru: 'Доходность аренды в Анталье' },
    body: { tr: 'Konyaaltı, Lara ve Muratpaşa: sezonluk ve uzun dönem kiralama.', en: 'Konyaaltı, Lara and Muratpaşa: seasonal and long-term lets.', ru: 'Коньяалты, Лара и Муратпаша: сезонная и долгосрочная аренда.' } },
  { slug: 'property-taxes-explained', category: 'legal', tags: ['taxes'],
    title: { tr: 'Emlak vergileri: tapu harcı ve yıllık vergi', en: 'Property taxes: title deed fee and annual tax', ru: 'Налоги на недвижимость: сбор за тапу и ежегодный налог' },
    body: { tr: 'Tapu harcı yüzde 4, yıllık emlak vergisi ve KDV istisnaları.', en: 'The 4% title deed fee, the annual property tax and VAT exemptions.', ru: 'Сбор за тапу 4%, ежегодный налог на имущество и освобождение от НДС.' } },
  { slug: 'moving-to-istanbul', category: 'living-in-turkey', tags: ['istanbul', 'residence-permit'],
    title: { tr: "İstanbul'a taşınmak", en: 'Moving to Istanbul', ru: 'Переезд в Стамбул' },
    body: { tr: 'Semt seçimi, ulaşım, okullar ve yaşam maliyeti.', en: 'Choosing a district, transport, schools and the cost of living.', ru: 'Выбор района, транспорт, школы и стоимость жизни.' } },
  { slug: 'new-builds-off-plan', category: 'buying-guide', tags: ['new-builds', 'mortgage'],
    title: { tr: 'Projeden konut almak', en: 'Buying off-plan new builds', ru: 'Покупка новостройки на этапе строительства' },
    body: { tr: 'Taksit planları, teslim süreleri ve müteahhit garantileri.', en: 'Instalment plans, handover dates and developer guarantees.', ru: 'Рассрочка, сроки сдачи и гарантии застройщика.' } },
  { slug: 'alanya-winter-living', category: 'living-in-turkey', tags: ['alanya'],
    title: { tr: "Alanya'da kış", en: 'Winter in Alanya', ru: 'Зима в Алании' },
    body: { tr: 'Kışın hava, açık kalan işletmeler ve ısınma giderleri.', en: 'The weather, what stays open and heating costs in winter.', ru: 'Погода, что работает зимой и расходы на отопление.' } },
];

/** A body with what the journal renders: headings, a list, a table, a figure and an external link. */
function demoBody(lang: Lang, title: string, text: string, cover: string): string {
  const words = {
    tr: { steps: 'Adımlar', item: ['Bütçenizi belirleyin', 'Bölgeyi gezin', 'Belgeleri kontrol edin'], table: ['Kalem', 'Oran'], rows: [['Tapu harcı', '%4'], ['Emlak vergisi', '%0,1–0,6']], source: 'Kaynak', link: 'Tapu ve Kadastro Genel Müdürlüğü' },
    en: { steps: 'Steps', item: ['Set your budget', 'Visit the area', 'Check the documents'], table: ['Item', 'Rate'], rows: [['Title deed fee', '4%'], ['Property tax', '0.1–0.6%']], source: 'Source', link: 'General Directorate of Land Registry' },
    ru: { steps: 'Шаги', item: ['Определите бюджет', 'Посмотрите район', 'Проверьте документы'], table: ['Статья', 'Ставка'], rows: [['Сбор за тапу', '4%'], ['Налог на имущество', '0,1–0,6%']], source: 'Источник', link: 'Главное управление земельного кадастра' },
  }[lang];
  return [
    `<p>${text}</p>`,
    `<h2>${words.steps}</h2>`,
    `<ol>${words.item.map((item) => `<li>${item}</li>`).join('')}</ol>`,
    `<figure><img src="${cover.replace('-card.webp', '-full.webp')}" alt="${title}" width="1280" height="960"><figcaption>${title}</figcaption></figure>`,
    `<table><thead><tr><th scope="col">${words.table[0]}</th><th scope="col">${words.table[1]}</th></tr></thead><tbody>${words.rows.map(([a, b]) => `<tr><td>${a}</td><td>${b}</td></tr>`).join('')}</tbody></table>`,
    `<p>${text} ${text}</p>`,
    `<p>${words.source}: <a href="https://www.tkgm.gov.tr/">${words.link}</a></p>`,
  ].join('');
}

const cover = (i: number): string => `/uploads/demo/p${(i % 40) + 1}-card.webp`;

export async function seedBlog(database: Database, authorId: number | null): Promise<void> {
  for (const [i, c] of CATEGORIES.entries()) {
    await database.execute(
      `insert into blog_categories (slug, title_tr, title_en, title_ru, sort) values ($1, $2, $3, $4, $5) on conflict do nothing`,
      [c.slug, c.title.tr, c.title.en, c.title.ru, i],
    );
  }
  for (const t of TAGS) {
    await database.execute(`insert into blog_tags (slug, title_tr, title_en, title_ru) values ($1, $2, $3, $4) on conflict do nothing`, [
      t.slug, t.title.tr, t.title.en, t.title.ru,
    ]);
  }
  for (const [i, p] of POSTS.entries()) {
    const published = new Date(Date.UTC(2026, 10, 10) - i * 9 * 86_400_000).toISOString();
    await database.execute(
      `insert into blog_posts (slug, category_id, author_id, cover, published_at, created_at)
       values ($1, (select id from blog_categories where slug = $2), $3, $4, $5, $5) on conflict do nothing`,
      [p.slug, p.category, authorId, cover(i), published],
    );
    const { rows } = await database.execute('select id from blog_posts where slug = $1', [p.slug]);
    const postId = Number(rows[0]?.id);
    for (const lang of p.langs ?? (['tr', 'en', 'ru'] as const)) {
      const body = demoBody(lang, p.title[lang], p.body[lang], cover(i + 17));
      await database.execute(
        `insert into blog_post_translations (post_id, lang, title, excerpt, body, meta_description)
         values ($1, $2, $3, $4, $5, $4) on conflict do nothing`,
        [postId, lang, p.title[lang], p.body[lang], body],
      );
    }
    for (const tag of p.tags) {
      await database.execute(
        `insert into blog_post_tags (post_id, tag_id) select $1, id from blog_tags where slug = $2 on conflict do nothing`,
        [postId, tag],
      );
    }
  }
}
