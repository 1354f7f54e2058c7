// Messages of the order, invoice and payment routes (message keys translated by the api's error handler, see
// account.ts `accountMessage`). A file of its own so billing.ts can import the account fields without a cycle.

export const BILLING_MESSAGES = {
  en: {
    serviceUnknown: 'Choose one of the services on the fees page.',
    listingsRequired: 'Choose the listing to promote.',
    listingsTooMany: 'This service covers up to {max} listings.',
    listingsNotYours: 'Only your own active listings can be promoted.',
    currencyInvalid: 'The currency must be TRY, USD, EUR or RUB.',
    invoiceNotFound: 'Invoice not found.',
    invoiceStatusInvalid: 'The status must be unpaid, paid or cancelled.',
    invoiceNotUnpaid: 'Only an unpaid invoice can be changed.',
    orderCreated: 'Invoice {number} created. Pay it by bank transfer with the reference shown.',
    invoicePaid: 'Invoice {number} marked paid; its promotion has started.',
    invoiceCancelled: 'Invoice {number} cancelled.',
  },
  tr: {
    serviceUnknown: 'Ücretler sayfasındaki hizmetlerden birini seçin.',
    listingsRequired: 'Öne çıkarılacak ilanı seçin.',
    listingsTooMany: 'Bu hizmet en fazla {max} ilanı kapsar.',
    listingsNotYours: 'Yalnızca kendi yayındaki ilanlarınız öne çıkarılabilir.',
    currencyInvalid: 'Para birimi TRY, USD, EUR veya RUB olmalıdır.',
    invoiceNotFound: 'Fatura bulunamadı.',
    invoiceStatusInvalid: 'Durum unpaid, paid veya cancelled olmalıdır.',
    invoiceNotUnpaid: 'Yalnızca ödenmemiş bir fatura değiştirilebilir.',
    orderCreated: '{number} numaralı fatura oluşturuldu. Gösterilen açıklama ile banka havalesiyle ödeyin.',
    invoicePaid: '{number} numaralı fatura ödendi olarak işaretlendi; tanıtım başladı.',
    invoiceCancelled: '{number} numaralı fatura iptal edildi.',
  },
  ru: {
    serviceUnknown: 'Выберите одну из услуг со страницы тарифов.',
    listingsRequired: 'Выберите объявление для продвижения.',
    listingsTooMany: 'Эта услуга охватывает не более {max} объявлений.',
    listingsNotYours: 'Продвигать можно только свои опубликованные объявления.',
    currencyInvalid: 'Валюта должна быть TRY, USD, EUR или RUB.',
    invoiceNotFound: 'Счёт не найден.',
    invoiceStatusInvalid: 'Статус должен быть unpaid, paid или cancelled.',
    invoiceNotUnpaid: 'Изменить можно только неоплаченный счёт.',
    orderCreated: 'Счёт {number} создан. Оплатите его банковским переводом с указанным назначением платежа.',
    invoicePaid: 'Счёт {number} отмечен оплаченным; продвижение началось.',
    invoiceCancelled: 'Счёт {number} отменён.',
  },
} as const satisfies Record<'tr' | 'en' | 'ru', Record<string, string>>;

export type BillingMessageKey = keyof (typeof BILLING_MESSAGES)['en'];
