// The invoice PDF's words in tr, en and ru (the PDF is made on the server, in the reader's language).
import type { PaymentInstruction } from './provider';

type Labels = {
  invoice: string;
  date: string;
  status: string;
  statusUnpaid: string;
  statusPaid: string;
  statusCancelled: string;
  seller: string;
  buyer: string;
  taxOffice: string;
  taxNumber: string;
  items: string;
  service: string;
  quantity: string;
  unitPrice: string;
  net: string;
  vatRate: string;
  vatAmount: string;
  amount: string;
  days: string;
  subtotal: string;
  vat: string;
  total: string;
  displayTotal: string;
  howToPay: string;
  subject: string;
  payment: Record<PaymentInstruction['key'], string>;
  footer: string;
};

export const PDF_LABELS: Record<'tr' | 'en' | 'ru', Labels> = {
  tr: {
    invoice: 'Fatura',
    date: 'Tarih',
    status: 'Durum',
    statusUnpaid: 'Ödenmedi',
    statusPaid: 'Ödendi',
    statusCancelled: 'İptal edildi',
    seller: 'Satıcı',
    buyer: 'Alıcı',
    taxOffice: 'Vergi dairesi',
    taxNumber: 'Vergi no',
    items: 'Hizmetler',
    service: 'Hizmet',
    quantity: 'Adet',
    unitPrice: 'Birim fiyat (KDV hariç)',
    net: 'Tutar (KDV hariç)',
    vatRate: 'KDV oranı',
    vatAmount: 'KDV tutarı',
    amount: 'Toplam',
    days: '{count} gün',
    subtotal: 'Ara toplam (KDV hariç)',
    vat: 'KDV (%{percent})',
    total: 'Genel toplam',
    displayTotal: 'Bilgi için: {date} tarihli TCMB kuruyla yaklaşık {amount}.',
    howToPay: 'Banka havalesi ile ödeme',
    subject: 'Tanıtım hizmeti faturası',
    payment: { bank: 'Banka', holder: 'Hesap sahibi', iban: 'IBAN', reference: 'Açıklama' },
    footer: 'Tutarlar Türk lirası (TRY) cinsindendir. Tanıtım, ödeme onaylandığında başlar.',
  },
  en: {
    invoice: 'Invoice',
    date: 'Date',
    status: 'Status',
    statusUnpaid: 'Unpaid',
    statusPaid: 'Paid',
    statusCancelled: 'Cancelled',
    seller: 'Seller',
    buyer: 'Buyer',
    taxOffice: 'Tax office',
    taxNumber: 'Tax number',
    items: 'Services',
    service: 'Service',
    quantity: 'Qty',
    unitPrice: 'Unit price (net)',
    net: 'Net amount',
    vatRate: 'VAT rate',
    vatAmount: 'VAT',
    amount: 'Amount',
    days: '{count} days',
    subtotal: 'Subtotal (net)',
    vat: 'VAT ({percent}%)',
    total: 'Total',
    displayTotal: 'For information: about {amount} at the CBRT rate of {date}.',
    howToPay: 'Payment by bank transfer',
    subject: 'Invoice for promotion services',
    payment: { bank: 'Bank', holder: 'Account holder', iban: 'IBAN', reference: 'Reference' },
    footer: 'Amounts are in Turkish lira (TRY). The promotion starts when the payment is confirmed.',
  },
  ru: {
    invoice: 'Счёт',
    date: 'Дата',
    status: 'Статус',
    statusUnpaid: 'Не оплачен',
    statusPaid: 'Оплачен',
    statusCancelled: 'Отменён',
    seller: 'Продавец',
    buyer: 'Покупатель',
    taxOffice: 'Налоговая инспекция',
    taxNumber: 'Налоговый номер',
    items: 'Услуги',
    service: 'Услуга',
    quantity: 'Кол-во',
    unitPrice: 'Цена без НДС',
    net: 'Сумма без НДС',
    vatRate: 'Ставка НДС',
    vatAmount: 'НДС',
    amount: 'Сумма с НДС',
    days: '{count} дн.',
    subtotal: 'Итого без НДС',
    vat: 'НДС ({percent}%)',
    total: 'Итого',
    displayTotal: 'Для информации: около {amount} по курсу ЦБ Турции на {date}.',
    howToPay: 'Оплата банковским переводом',
    subject: 'Счёт за услуги продвижения',
    payment: { bank: 'Банк', holder: 'Получатель', iban: 'IBAN', reference: 'Назначение платежа' },
    footer: 'Суммы указаны в турецких лирах (TRY). Продвижение начинается после подтверждения оплаты.',
  },
};
