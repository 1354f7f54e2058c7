// The invoice PDF, made on the server with pdfmake in the reader's language. Only the fonts bundled with the package
// are read (Roboto has Turkish and Cyrillic letters, ₺ and ₽); no URL is ever fetched and no other file is read, and
// invoice data only ever goes into text nodes (never an image, link or font name), so nothing a user typed can make
// the generator reach anything.
import { createRequire } from 'node:module';
import type * as PdfMake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatDate, formatMoney } from '@realty/shared/format';
import type { Lang } from './provider';
import { PDF_LABELS } from './pdf-labels';
import { type Invoice, invoiceRateInfo } from '@realty/shared/contracts/billing';

const require = createRequire(import.meta.url);

let pdfmakeInstance: typeof PdfMake | undefined;
/** pdfmake (with pdfkit and fontkit) is loaded with the first invoice, not at start-up. */
function loadPdfmake(): typeof PdfMake {
  if (pdfmakeInstance) return pdfmakeInstance;
  const pdfmake = require('pdfmake') as typeof PdfMake;
  const roboto = (require('pdfmake/fonts/Roboto') as { Roboto: Record<'normal' | 'bold' | 'italics' | 'bolditalics', string> }).Roboto;
  const fontFiles = new Set(Object.values(roboto));
  pdfmake.setFonts({ Roboto: roboto });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => fontFiles.has(path));
  pdfmakeInstance = pdfmake;
  return pdfmake;
}

/** BCP 47 tags of the PDF's /Lang. */
const LANGUAGE_TAG: Record<Lang, string> = { tr: 'tr-TR', en: 'en', ru: 'ru-RU' };

/** 20 % in the reader's language ("%20" in Turkish). */
const formatPercent = (n: number, lang: Lang): string =>
  new Intl.NumberFormat(LANGUAGE_TAG[lang], { style: 'percent', maximumFractionDigits: 2 }).format(n / 100);

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
  const percent = (n: number) => formatPercent(n, lang);
  const right = (text: string): Content => ({ text, alignment: 'right', noWrap: true });
  const rows: Content[][] = invoice.items.map((item) => [
    {
      stack: [
        { text: item.title },
        ...(item.days ? [{ text: L.days.replace('{count}', String(item.days)), style: 'small' }] : []),
        ...item.listings.map((l) => ({ text: `#${l.id} ${l.title}`, style: 'small' })),
      ],
    },
    right(String(item.quantity)),
    right(money(item.unit_price)),
    right(money(item.net_amount)),
    right(percent(item.vat_percent)),
    right(money(item.vat_amount)),
    right(money(item.amount)),
  ]);
  const rate = invoiceRateInfo(invoice);
  const info: Content[] = rate
    ? [{ text: L.displayTotal.replace('{amount}', formatMoney(rate.amount, rate.currency, lang)).replace('{date}', rate.date), style: 'small', margin: [0, 4, 0, 0] }]
    : [];
  const payment: Content[] =
    invoice.status === 'unpaid'
      ? [
          { text: L.howToPay, style: 'h2', outline: true },
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
    // Document language and title for assistive technology (the viewer shows the title, not the file name). pdfmake
    // cannot tag content (its `tagged` option only marks the file as tagged, with an empty structure tree), so the
    // file is not claimed to be tagged; headings are bookmarks (outline) so a reader can move between sections.
    language: LANGUAGE_TAG[lang],
    displayTitle: true,
    info: {
      title: `${L.invoice} ${invoice.number}`,
      subject: L.subject,
      author: invoice.seller.name,
      keywords: `${invoice.number}, ${L.invoice}`,
      creator: invoice.seller.name,
      producer: invoice.seller.name,
    },
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
      { text: `${L.invoice} ${invoice.number}`, style: 'h1', outline: true },
      {
        columns: [
          { text: `${L.date}: ${date(invoice.created_at, lang)}` },
          { text: `${L.status}: ${status}${invoice.paid_at ? ` (${date(invoice.paid_at, lang)})` : ''}${invoice.cancelled_at ? ` (${date(invoice.cancelled_at, lang)})` : ''}`, alignment: 'right' },
        ],
        margin: [0, 0, 0, 16],
      },
      { columns: [partyBlock(L.seller, invoice.seller, L), partyBlock(L.buyer, invoice.buyer, L)], columnGap: 24 },
      { text: L.items, style: 'h2', outline: true },
      {
        table: {
          headerRows: 1,
          widths: ['*', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto'],
          body: [
            [L.service, L.quantity, L.unitPrice, L.net, L.vatRate, L.vatAmount, L.amount].map((text, i): Content => ({ text, style: 'label', alignment: i ? 'right' : 'left' })),
            ...rows,
          ],
        },
        layout: 'lightHorizontalLines',
        fontSize: 8.5,
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
  return loadPdfmake().createPdf(invoiceDocument(invoice, lang)).getBuffer();
}
