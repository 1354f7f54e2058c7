// Paid services: ordering a promotion, invoices and their payment (bank transfer), and the back office's payments.
// Node-safe: the api validates with these schemas and documents them; the front ends take the types.
import { z } from 'zod';
import { CURRENCIES } from '../format/currency';
import { PROMOTION_KINDS } from '../catalog/constants';
import { listMetaSchema } from './catalog';
import { positiveIdField } from './account';

export const INVOICE_STATUSES = ['unpaid', 'paid', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** At most this many listings in one order (the biggest package). */
export const ORDER_LISTINGS_MAX = 50;

const blank = (v: unknown): unknown => (v === '' || v === null ? undefined : v);

export const orderBodySchema = z.object({
  service: z.string({ error: 'serviceUnknown' }).trim().min(1, { error: 'serviceUnknown' }).max(40, { error: 'serviceUnknown' }),
  listing_ids: z
    .array(positiveIdField('realtyIdInvalid'), { error: 'listingsRequired' })
    .min(1, { error: 'listingsRequired' })
    .max(ORDER_LISTINGS_MAX, { error: 'listingsRequired' }),
  /** The buyer's display currency: the total is also shown in it, for information. */
  currency: z.preprocess(blank, z.enum(CURRENCIES, { error: 'currencyInvalid' }).default('TRY')),
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
  unit_price: z.number(),
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
export const invoiceListReplySchema = z.object({ data: z.array(invoiceSchema), meta: listMetaSchema });
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
export const adminPaymentsReplySchema = z.object({ data: z.array(adminInvoiceSchema), meta: listMetaSchema });
export type AdminPaymentsReply = z.infer<typeof adminPaymentsReplySchema>;
export const adminInvoiceReplySchema = z.object({ message: z.string(), data: adminInvoiceSchema });
