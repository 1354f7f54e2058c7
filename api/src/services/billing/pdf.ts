// The invoice PDF, made on the server with pdfmake in the reader's language. Only the fonts bundled with the package
// are read (Roboto has Turkish and Cyrillic letters, ₺ and ₽); no URL is ever fetched and no other file is read, and
// invoice data only ever goes into text nodes (never an image, link or font name), so nothing a user typed can make
// the generator reach anything.
import { createRequire } from 'node:module';
import type * as PdfMake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatDate, formatMoney } from '@realty/shared/format';
import type { Invoice } from '@realty/shared/schemas';
import type { Lang } from './provider';
import { PDF_LABELS } from './pdf-labels';

const require = createRequire(import.meta.url);
const pdfmake = require('pdfmake') as typeof PdfMake;
const ROBOTO = (require('pdfmake/fonts/Roboto') as { Roboto: Record<'normal' | 'bold' | 'italics' | 'bolditalics', string> }).Roboto;
const FONT_FILES = new Set(Object.values(ROBOTO));

pdfmake.setFonts({ Roboto: ROBOTO });
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => FONT_FILES.has(path));

const date = (iso: string | null, lang: Lang): string => (iso ? formatDate(iso, lang, { dateStyle: 'long', timeZone: 'Europe/Istanbul' }) : '—');

function partyBlock(title: string, p: Invoice['seller'], L: (typeof PDF_LABELS)[Lang]): Content {
  const lines = [p.name, p.address, p.tax_office && `${L.taxOffice}: ${p.tax_office}`, p.tax_number && `${L.taxNumber}: ${p.tax_number}`, p.email, p.phone].filter(Boolean);
  return { stack: [{ text: title, style: 'label' }, ...lines.map((line) => ({ text: line }))] };
}

/** The document definition (exported for tests). */
export function invoiceDocument(invoice: Invoice, lang: Lang): TDocumentDefinitions {
  const L = PDF_LABELS[lang];
  const money = (n: number) => formatMoney(n, 'TRY', lang);
  const status = invoice.status === 'paid' ? L.statusPaid : invoice.status === 'cancelled' ? L.statusCancelled : L.statusUnpaid;
  const rows: Content[][] = invoice.items.map((item) => [
    {
      stack: [
        { text: item.title },
        ...(item.days ? [{ text: L.days.replace('{count}', String(item.days)), style: 'small' }] : []),
        ...item.listings.map((l) => ({ text: `#${l.id} ${l.title}`, style: 'small' })),
      ],
    },
    { text: String(item.quantity), alignment: 'right' },
    { text: money(item.unit_price), alignment: 'right' },
    { text: money(item.amount), alignment: 'right' },
  ]);
  const info =
    invoice.display_currency !== 'TRY' && invoice.display_total !== null
      ? [{ text: L.displayTotal.replace('{amount}', formatMoney(invoice.display_total, invoice.display_currency, lang)), style: 'small', margin: [0, 4, 0, 0] } as Content]
      : [];
  const payment: Content[] =
    invoice.status === 'unpaid'
      ? [
          { text: L.howToPay, style: 'h2' },
          {
            table: {
              widths: ['auto', '*'],
              body: invoice.payment.instructions.map((i) => [{ text: L.payment[i.key], style: 'label' }, { text: i.value }]),
            },
            layout: 'noBorders',
          },
        ]
      : [];
  return {
    info: { title: `${L.invoice} ${invoice.number}`, creator: invoice.seller.name, producer: invoice.seller.name },
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 48],
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.25 },
    styles: {
      h1: { fontSize: 18, bold: true, margin: [0, 0, 0, 4] },
      h2: { fontSize: 12, bold: true, margin: [0, 16, 0, 6] },
      label: { bold: true, color: '#444444' },
      small: { fontSize: 8.5, color: '#555555' },
    },
    content: [
      { text: `${L.invoice} ${invoice.number}`, style: 'h1' },
      {
        columns: [
          { text: `${L.date}: ${date(invoice.created_at, lang)}` },
          { text: `${L.status}: ${status}${invoice.paid_at ? ` (${date(invoice.paid_at, lang)})` : ''}${invoice.cancelled_at ? ` (${date(invoice.cancelled_at, lang)})` : ''}`, alignment: 'right' },
        ],
        margin: [0, 0, 0, 16],
      },
      { columns: [partyBlock(L.seller, invoice.seller, L), partyBlock(L.buyer, invoice.buyer, L)], columnGap: 24 },
      { text: L.items, style: 'h2' },
      {
        table: {
          headerRows: 1,
          widths: ['*', 'auto', 'auto', 'auto'],
          body: [
            [
              { text: L.service, style: 'label' },
              { text: L.quantity, style: 'label', alignment: 'right' },
              { text: L.unitPrice, style: 'label', alignment: 'right' },
              { text: L.amount, style: 'label', alignment: 'right' },
            ],
            ...rows,
          ],
        },
        layout: 'lightHorizontalLines',
      },
      {
        table: {
          widths: ['*', 'auto'],
          body: [
            [{ text: L.subtotal, alignment: 'right' }, { text: money(invoice.subtotal), alignment: 'right' }],
            [{ text: L.vat.replace('{percent}', String(invoice.vat_percent)), alignment: 'right' }, { text: money(invoice.vat_amount), alignment: 'right' }],
            [{ text: L.total, bold: true, alignment: 'right' }, { text: money(invoice.total), bold: true, alignment: 'right' }],
          ],
        },
        layout: 'noBorders',
        margin: [0, 8, 0, 0],
      },
      ...info,
      ...payment,
      { text: L.footer, style: 'small', margin: [0, 24, 0, 0] },
    ],
  };
}

/** The invoice as a PDF file. */
export async function invoicePdf(invoice: Invoice, lang: Lang): Promise<Buffer> {
  return pdfmake.createPdf(invoiceDocument(invoice, lang)).getBuffer();
}
