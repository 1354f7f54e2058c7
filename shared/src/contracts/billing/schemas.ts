// Paid services: ordering a promotion, invoices and their payment (bank transfer), and the back office's payments.
// The billing contract's zod schemas (Node-safe): the api validates with them and documents them; mf-profile takes the
// types, the limits and the checks. The messages are the kernel's (schemas/billing-messages.ts, in accountMessage).
import { z } from 'zod';
import { CURRENCIES } from '../../format/currency';
import { PROMOTION_KINDS } from '../../catalog/constants';
import { pagedReplySchema } from '../../schemas/catalog';
import { accountMessage, positiveIdField } from '../../schemas/account';
import { isTaxNumber, isTcIdentityNumber } from '../../schemas/tax-id';

export const INVOICE_STATUSES = ['unpaid', 'paid', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** At most this many listings in one order (the biggest package). */
export const ORDER_LISTINGS_MAX = 50;

const blank = (v: unknown): unknown => (v === '' || v === null ? undefined : v);

export const BILLING_NAME_MAX = 200;
export const BILLING_ADDRESS_MAX = 500;
export const TAX_OFFICE_MAX = 100;
const text = (v: unknown): unknown => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ') : v === null ? undefined : v);
const digits = (v: unknown): unknown => (typeof v === 'string' ? v.replace(/[\s.-]/g, '') : v === null ? undefined : v);

/**
 * Who an invoice is made out to: a name (person or company title), the address, and the VKN (10 digits, with the tax
 * office) or, for a private person, the TC identity number (11 digits; the tax office may stay empty). Check digits
 * are verified. The order dialog checks it in the browser and the api on the order (messages per field).
 */
export const billingDetailsSchema = z
  .object({
    name: z.preprocess(text, z.string({ error: 'billingNameRequired' }).min(2, { error: 'billingNameRequired' }).max(BILLING_NAME_MAX, { error: 'billingNameMax' })),
    address: z.preprocess(
      text,
      z.string({ error: 'billingAddressRequired' }).min(10, { error: 'billingAddressRequired' }).max(BILLING_ADDRESS_MAX, { error: 'billingAddressMax' }),
    ),
    tax_office: z.preprocess(text, z.string({ error: 'taxOfficeRequired' }).max(TAX_OFFICE_MAX, { error: 'taxOfficeMax' }).default('')),
    tax_number: z.preprocess(
      digits,
      z
        .string({ error: 'taxNumberRequired' })
        .min(1, { error: 'taxNumberRequired' })
        .refine((v) => (v.length === 11 ? isTcIdentityNumber(v) : isTaxNumber(v)), { error: 'taxNumberInvalid' }),
    ),
  })
  .superRefine((value, ctx) => {
    if (value.tax_number.length === 10 && value.tax_office === '') ctx.addIssue({ code: 'custom', path: ['tax_office'], message: 'taxOfficeRequired' });
  });
export type BillingDetails = z.output<typeof billingDetailsSchema>;
export type BillingDetailsInput = z.input<typeof billingDetailsSchema>;

/** The billing details checked in `lang`: a message per field (empty when they are complete). */
export function checkBillingDetails(values: unknown, lang: string | undefined): Record<string, string[]> {
  const parsed = billingDetailsSchema.safeParse(values ?? {});
  const out: Record<string, string[]> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path.length ? String(issue.path[0]) : '_';
      const key = issue.message as Parameters<typeof accountMessage>[0];
      if (!out[field]) out[field] = [accountMessage(key, lang)];
    }
  }
  return out;
}

/** GET /api/invoices/billing: the details the next invoice will carry (saved ones, else the profile's and agency's). */
export const billingDetailsReplySchema = z.object({
  data: z.object({ name: z.string(), address: z.string(), tax_office: z.string(), tax_number: z.string(), complete: z.boolean() }),
});
export type BillingDetailsReply = z.infer<typeof billingDetailsReplySchema>;

export const orderBodySchema = z.object({
  service: z.string({ error: 'serviceUnknown' }).trim().min(1, { error: 'serviceUnknown' }).max(40, { error: 'serviceUnknown' }),
  listing_ids: z
    .array(positiveIdField('realtyIdInvalid'), { error: 'listingsRequired' })
    .min(1, { error: 'listingsRequired' })
    .max(ORDER_LISTINGS_MAX, { error: 'listingsRequired' }),
  /** The buyer's display currency: the total is also shown in it, for information. */
  currency: z.preprocess(blank, z.enum(CURRENCIES, { error: 'currencyInvalid' }).default('TRY')),
  /** The buyer's invoice details; may be left out when the saved ones are complete. Saved for the next order. */
  billing: billingDetailsSchema.optional(),
});
export type OrderBody = z.input<typeof orderBodySchema>;

export const invoiceIdParamsSchema = z.object({ id: positiveIdField('invoiceNotFound') });

const partySchema = z.object({
  name: z.string(),
  address: z.string(),
  tax_office: z.string(),
  tax_number: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type InvoiceParty = z.infer<typeof partySchema>;

export const invoiceItemSchema = z.object({
  title: z.string(),
  quantity: z.number().int(),
  /** Net unit price; the line's net amount, VAT rate and VAT; `amount` is the line's gross (net + VAT). */
  unit_price: z.number(),
  net_amount: z.number(),
  vat_percent: z.number(),
  vat_amount: z.number(),
  amount: z.number(),
  days: z.number().int().nullable(),
  listings: z.array(z.object({ id: z.number().int(), title: z.string(), url: z.string() })),
});

export const promotionSchema = z.object({
  listing_id: z.number().int(),
  kind: z.enum(PROMOTION_KINDS),
  status: z.enum(['pending', 'active', 'ended', 'cancelled']),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
});

export const invoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** Amounts are in TRY (`currency`); `display_total` is the total in `display_currency`, for information. */
  currency: z.literal('TRY'),
  subtotal: z.number(),
  vat_percent: z.number(),
  vat_amount: z.number(),
  total: z.number(),
  display_currency: z.enum(CURRENCIES),
  display_total: z.number().nullable(),
  /** The CBRT bulletin date (YYYY-MM-DD) of the rate `display_total` was converted at. */
  display_rate_date: z.string().nullable(),
  items: z.array(invoiceItemSchema),
  promotions: z.array(promotionSchema),
  seller: partySchema,
  buyer: partySchema,
  payment: z.object({
    provider: z.string(),
    /** What the buyer writes in the transfer's description. */
    reference: z.string(),
    /** How to pay, as the provider says (bank transfer: the account). */
    instructions: z.array(z.object({ key: z.enum(['bank', 'holder', 'iban', 'reference']), value: z.string() })),
  }),
  pdf_url: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceReplySchema = z.object({ data: invoiceSchema });
export const invoiceCreatedReplySchema = z.object({ message: z.string(), data: invoiceSchema });
export const invoiceListReplySchema = pagedReplySchema(invoiceSchema);
export type InvoiceListReply = z.infer<typeof invoiceListReplySchema>;

const pageField = z.preprocess(blank, z.coerce.number({ error: 'pageInvalid' }).int({ error: 'pageInvalid' }).min(1, { error: 'pageInvalid' }).max(10_000, { error: 'pageInvalid' }).default(1));

export const invoiceListQuerySchema = z.object({ page: pageField });

/** Back office: invoices by status (unpaid first by default), with the buyer's account. */
export const adminPaymentsQuerySchema = z.object({
  status: z.preprocess(blank, z.enum(INVOICE_STATUSES, { error: 'invoiceStatusInvalid' }).default('unpaid')),
  page: pageField,
});
export const adminInvoiceSchema = invoiceSchema.extend({
  user: z.object({ id: z.number().int(), email: z.string(), name: z.string() }),
});
export type AdminInvoice = z.infer<typeof adminInvoiceSchema>;
export const adminPaymentsReplySchema = pagedReplySchema(adminInvoiceSchema);
export type AdminPaymentsReply = z.infer<typeof adminPaymentsReplySchema>;
export const adminInvoiceReplySchema = z.object({ message: z.string(), data: adminInvoiceSchema });

/**
 * The information total in the buyer's currency is shown only when its CBRT rate was at most this many days old when
 * the invoice was made: the bank publishes on working days, so Friday's bulletin is still the newest on Monday
 * morning (3 days), plus one public holiday. An older rate means the rate job could not reach the bank; the line is
 * then left out rather than showing an amount at a stale rate (the invoice itself is in TRY).
 */
export const INVOICE_RATE_MAX_AGE_DAYS = 4;

const DAY_MS = 86_400_000;
/** The calendar day in Istanbul (UTC+3 all year since 2016) of an instant. */
const istanbulDay = (iso: string): string => new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().slice(0, 10);

/** The information total with its rate's date as DD.MM.YYYY, or null when there is none or the rate was stale. */
export function invoiceRateInfo(
  invoice: Pick<Invoice, 'display_currency' | 'display_total' | 'display_rate_date' | 'created_at'>,
): { amount: number; currency: Invoice['display_currency']; date: string } | null {
  const { display_currency: currency, display_total: amount, display_rate_date: rateDate } = invoice;
  if (currency === 'TRY' || amount === null || !rateDate || !/^\d{4}-\d{2}-\d{2}$/.test(rateDate)) return null;
  const age = (Date.parse(istanbulDay(invoice.created_at)) - Date.parse(rateDate)) / DAY_MS;
  if (age > INVOICE_RATE_MAX_AGE_DAYS) return null;
  const [y, m, d] = rateDate.split('-');
  return { amount, currency, date: `${d}.${m}.${y}` };
}
