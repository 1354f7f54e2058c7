// Orders, invoices and promotions (DECISIONS.md "Agents, agencies, invoices, import").
// - order: a listing owner orders a service for some of their active listings; one transaction takes the next invoice
//   number, writes the invoice (seller and buyer snapshots, VAT, TRY amounts plus the total in the buyer's currency
//   for information) and one pending promotion per listing.
// - markPaid (back office): the invoice becomes paid and its promotions start at once (after a running promotion of
//   the same kind on the same listing, so paying twice extends it); `expire` (jobs/promotions.ts) ends them.
// - cancel (back office): an unpaid invoice is cancelled and kept; its promotions never start.
// Every user-side method takes the signed-in user's id and filters by it (another user's invoice is null: a 404).
import { sql } from 'drizzle-orm';
import { accountMessage, type AccountMessageKey, type CurrencyCode, type PromotionKind, type PublicService } from '@realty/shared/schemas';
import type { BillingConfig } from '../../../config';
import type { Database, Row } from '../../../db/client';
import type { AuditService } from '../admin/audit';
import { catalogRefs } from '../catalog/catalog-cache';
import type { MailSender } from '../../../services/mail';
import { listingUrl } from '../catalog/listings';
import { listServices } from '../../../services/fees';
import { fieldError, httpError } from '../errors';
import { formatInvoiceNumber, invoiceYear, nextInvoiceNumber } from './numbering';
import { invoicePaidMail } from './paid-mail';
import { invoicePdf } from './pdf';
import type { Lang, PaymentProvider } from './provider';
import { vatLine, vatTotals } from './vat';
import { type BillingDetails, type BillingDetailsInput, type Invoice, type InvoiceParty, type InvoiceStatus, billingDetailsSchema } from '@realty/shared/contracts/billing';

export type OrderError =
  | { field: 'service' | 'listing_ids'; key: 'serviceUnknown' | 'listingsTooMany' | 'listingsNotYours'; max?: number }
  | { fields: Record<string, AccountMessageKey[]> };
export type OrderInput = { service: string; listing_ids: number[]; currency: CurrencyCode; billing?: BillingDetails | undefined };
export type AdminInvoiceRow = Invoice & { user: { id: number; email: string; name: string } };

const TITLE: Record<Lang, string> = { tr: 'title_tr', en: 'title_en', ru: 'title_ru' };
const round2 = (n: number): number => Math.round(n * 100) / 100;
const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const isoOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : new Date(v as string | Date).toISOString());
/** A `date` column as YYYY-MM-DD (PGlite and postgres.js may give a string or a Date). */
const dateOnly = (v: unknown): string => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));
const rowsOf = (res: unknown): Row[] => (Array.isArray(res) ? (res as Row[]) : (res as { rows: Row[] }).rows);

/** What is missing or wrong in invoice details, as `billing.<field>` message keys; null when they are complete. */
function billingErrors(details: unknown): Record<string, AccountMessageKey[]> | null {
  const parsed = billingDetailsSchema.safeParse(details);
  if (parsed.success) return null;
  const out: Record<string, AccountMessageKey[]> = {};
  for (const issue of parsed.error.issues) {
    const field = `billing.${String(issue.path[0] ?? 'name')}`;
    if (!out[field]) out[field] = [issue.message as AccountMessageKey];
  }
  return out;
}

const party = (value: unknown): InvoiceParty => {
  const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return { name: str(v.name), address: str(v.address), tax_office: str(v.tax_office), tax_number: str(v.tax_number), email: str(v.email), phone: str(v.phone) };
};

/** The back office downloads any invoice's PDF through its own route. */
const adminPdf = (row: AdminInvoiceRow, lang: Lang): AdminInvoiceRow => ({ ...row, pdf_url: `/${lang}/api/admin/payments/${row.id}/pdf` });

export class BillingService {
  constructor(
    private readonly database: Database,
    private readonly config: BillingConfig,
    private readonly provider: PaymentProvider,
    /** Back-office changes are audited in their own transaction. */
    private readonly audit: AuditService,
    /** The "invoice paid" mail; a failure to send is logged and does not undo the payment. */
    private readonly mail?: { mailer: MailSender; publicUrl: string; warn(obj: object, msg: string): void },
  ) {}

  // ---------------------------------------------------------------- user side

  /** Order `serviceCode` for the user's active listings; the new invoice, or what is wrong with the order. */
  async order(userId: number, input: OrderInput, lang: Lang, now = new Date()): Promise<Invoice | OrderError> {
    const svc = (
      await this.database.execute(
        'SELECT id, code, title_tr, price, currency::text AS currency, duration_days, listings_quota, promotion::text AS promotion FROM services WHERE code = $1 AND active',
        [input.service],
      )
    ).rows[0];
    if (!svc || !svc.promotion || !svc.duration_days) return { field: 'service', key: 'serviceUnknown' };
    const ids = [...new Set(input.listing_ids)];
    const max = svc.listings_quota ? Number(svc.listings_quota) : 1;
    if (ids.length > max) return { field: 'listing_ids', key: 'listingsTooMany', max };
    const own = await this.database.execute(
      `SELECT l.id FROM listings l WHERE l.id = ANY($1::int[]) AND l.user_id = $2 AND l.status = 'active' AND l.deleted_at IS NULL`,
      [ids, userId],
    );
    if (own.rows.length !== ids.length) return { field: 'listing_ids', key: 'listingsNotYours' };
    // The buyer's invoice details: those sent with the order (saved for the next one), else the saved ones; an invoice
    // is never made out without them (a Turkish buyer cannot file it).
    const details = input.billing ?? (await this.billingDetails(userId));
    const missing = billingErrors(details);
    if (missing) return { fields: missing };

    const refs = await catalogRefs(this.database);
    const serviceCurrency = str(svc.currency) as CurrencyCode;
    const price = round2(Number(svc.price) * (serviceCurrency === 'TRY' ? 1 : refs.rates[serviceCurrency]));
    // Listed prices include VAT (the fees page says so): each line is split into net and VAT in kuruş (vat.ts).
    const line = vatLine(price, 1, this.config.vatPercent);
    const { subtotal, vat: vatAmount, total } = vatTotals([line]);
    const display = await this.displayTotal(total, input.currency);
    const buyer = await this.buyerOf(userId, details);
    const seller = { name: this.config.seller.name, address: this.config.seller.address, tax_office: this.config.seller.taxOffice, tax_number: this.config.seller.taxNumber, email: '', phone: '' };

    const invoiceId = await this.database.db.transaction(async (tx) => {
      if (input.billing) {
        await tx.execute(sql`UPDATE users SET billing_name = ${details.name}, billing_address = ${details.address}, tax_office = ${details.tax_office},
          tax_number = ${details.tax_number}, updated_at = now() WHERE id = ${userId}`);
      }
      const number = await nextInvoiceNumber(tx, this.config.invoicePrefix, invoiceYear(now));
      const reference = this.provider.reference({ number });
      const inserted = rowsOf(
        await tx.execute(sql`INSERT INTO invoices (user_id, number, status, currency, subtotal, vat_percent, vat_amount, total,
            display_currency, display_total, display_rate_date, seller, buyer, payment_provider, payment_reference, created_at)
          VALUES (${userId}, ${number}, 'unpaid', 'TRY', ${subtotal}, ${this.config.vatPercent}, ${vatAmount}, ${total},
            ${input.currency}, ${display.total}, ${display.date}::date, ${JSON.stringify(seller)}::jsonb, ${JSON.stringify(buyer)}::jsonb,
            ${this.provider.id}, ${reference}, ${now.toISOString()}::timestamptz)
          RETURNING id`),
      );
      const id = Number(inserted[0]?.id);
      await tx.execute(sql`INSERT INTO invoice_items (invoice_id, service_id, listing_id, title, quantity, unit_price, net_amount, vat_percent, vat_amount, amount)
        VALUES (${id}, ${Number(svc.id)}, ${ids.length === 1 ? ids[0] : null}, ${str(svc.title_tr)}, ${line.quantity}, ${line.unitPrice}, ${line.net},
          ${line.vatPercent}, ${line.vat}, ${line.gross})`);
      for (const listingId of ids) {
        await tx.execute(sql`INSERT INTO listing_promotions (listing_id, invoice_id, kind, days)
          VALUES (${listingId}, ${id}, ${str(svc.promotion)}::promotion_kind, ${Number(svc.duration_days)})`);
      }
      return id;
    });
    return (await this.invoicesWhere('i.id = $1', [invoiceId], lang))[0] as Invoice;
  }

  /** `order` for a route: the new invoice with its message in `lang`, or what is wrong thrown as 422 per field. */
  async placeOrder(userId: number, input: OrderInput, lang: Lang): Promise<{ message: string; data: Invoice }> {
    const result = await this.order(userId, input, lang);
    if ('fields' in result) throw fieldError(result.fields);
    if ('key' in result) throw fieldError({ [result.field]: [result.key] }, result.max === undefined ? undefined : { max: result.max });
    return { message: accountMessage('orderCreated', lang, { number: result.number }), data: result };
  }

  /** One of the user's invoices (any invoice for `null`, the back office's), 404 when there is none. */
  async invoice(userId: number | null, invoiceId: number, lang: Lang): Promise<Invoice> {
    const invoice = await this.get(userId, invoiceId, lang);
    if (!invoice) throw httpError(404, 'invoiceNotFound');
    return invoice;
  }

  /** An invoice as a PDF in `lang`. */
  pdf(invoice: Invoice, lang: Lang): Promise<Buffer> {
    return invoicePdf(invoice, lang);
  }

  /** The paid services of the fees page, titled in `lang`. */
  services(lang: Lang): Promise<PublicService[]> {
    return listServices(this.database, lang);
  }

  /**
   * The details the user's next invoice is made out to: the saved ones, else the profile's name (or the name and
   * address of the agency the user owns); `complete` says whether an order can use them as they are.
   */
  async billingDetails(userId: number): Promise<{ name: string; address: string; tax_office: string; tax_number: string; complete: boolean }> {
    const row = (
      await this.database.execute(
        `SELECT u.name, u.lastname, u.billing_name, u.billing_address, u.tax_office, u.tax_number, a.name AS agency, a.address AS agency_address
         FROM users u LEFT JOIN LATERAL (SELECT name, address FROM agencies WHERE owner_id = u.id ORDER BY id LIMIT 1) a ON true WHERE u.id = $1`,
        [userId],
      )
    ).rows[0] ?? {};
    const person = [str(row.name), str(row.lastname)].filter(Boolean).join(' ');
    const details = {
      name: str(row.billing_name) || str(row.agency) || person,
      address: str(row.billing_address) || str(row.agency_address),
      tax_office: str(row.tax_office),
      tax_number: str(row.tax_number),
    };
    return { ...details, complete: billingErrors(details) === null };
  }
  /** A page of the user's invoices, newest first (cancelled ones included). */
  async list(userId: number, page: number, perPage: number, lang: Lang): Promise<{ rows: Invoice[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.invoicesWhere('i.user_id = $1', [userId], lang, { limit: perPage, offset: (page - 1) * perPage }),
      this.database.execute('SELECT count(*)::int AS n FROM invoices WHERE user_id = $1', [userId]),
    ]);
    return { rows, total: Number(count.rows[0]?.n ?? 0) };
  }

  /** One of the user's invoices; null when it is not theirs. `userId` null: any invoice (administrators). */
  async get(userId: number | null, invoiceId: number, lang: Lang): Promise<Invoice | null> {
    const rows = userId === null
      ? await this.invoicesWhere('i.id = $1', [invoiceId], lang)
      : await this.invoicesWhere('i.id = $1 AND i.user_id = $2', [invoiceId, userId], lang);
    return rows[0] ?? null;
  }

  // ---------------------------------------------------------------- back office

  /** Invoices with a status (unpaid: oldest first, the queue; others newest first), with the buyer's account. */
  async adminList(status: InvoiceStatus, page: number, perPage: number, lang: Lang): Promise<{ rows: AdminInvoiceRow[]; total: number }> {
    const order = status === 'unpaid' ? 'i.created_at ASC, i.id ASC' : 'i.created_at DESC, i.id DESC';
    const [rows, count] = await Promise.all([
      this.invoicesWhere('i.status = $1::invoice_status', [status], lang, { limit: perPage, offset: (page - 1) * perPage, order }),
      this.database.execute('SELECT count(*)::int AS n FROM invoices WHERE status = $1::invoice_status', [status]),
    ]);
    return { rows: rows.map((row) => adminPdf(row, lang)), total: Number(count.rows[0]?.n ?? 0) };
  }

  /** One invoice with its buyer's account (back office). */
  async adminGet(invoiceId: number, lang: Lang): Promise<AdminInvoiceRow | null> {
    const row = (await this.invoicesWhere('i.id = $1', [invoiceId], lang))[0];
    return row ? adminPdf(row, lang) : null;
  }

  /**
   * Mark an unpaid invoice paid: its promotions start now (or when a running promotion of the same kind on the same
   * listing ends). 'notFound', 'notUnpaid', or the invoice before and after (for the audit log).
   */
  async markPaid(actorId: number | null, invoiceId: number, lang: Lang, now = new Date()): Promise<'notFound' | 'notUnpaid' | { before: AdminInvoiceRow; after: AdminInvoiceRow }> {
    const result = await this.transition(actorId, 'invoice.paid', invoiceId, lang, async (tx) => {
      const at = now.toISOString();
      await tx.execute(sql`UPDATE invoices SET status = 'paid', paid_at = ${at}::timestamptz WHERE id = ${invoiceId}`);
      await tx.execute(sql`WITH s AS (
          SELECT p.id, GREATEST(${at}::timestamptz, coalesce((SELECT max(q.ends_at) FROM listing_promotions q
            WHERE q.listing_id = p.listing_id AND q.kind = p.kind AND q.status = 'active'), ${at}::timestamptz)) AS start
          FROM listing_promotions p WHERE p.invoice_id = ${invoiceId} AND p.status = 'pending')
        UPDATE listing_promotions p SET status = 'active', starts_at = s.start, ends_at = s.start + make_interval(days => p.days)
        FROM s WHERE p.id = s.id`);
    });
    if (typeof result === 'object') await this.sendPaidMail(invoiceId);
    return result;
  }

  /** Tell the buyer (in their language, at their current address) that the invoice is paid, with its PDF link. */
  private async sendPaidMail(invoiceId: number): Promise<void> {
    if (!this.mail) return;
    const { mailer, publicUrl, warn } = this.mail;
    const owner = (
      await this.database.execute(
        `SELECT u.name, u.email, u.locale::text AS locale FROM invoices i JOIN users u ON u.id = i.user_id WHERE i.id = $1 AND u.deleted_at IS NULL`,
        [invoiceId],
      )
    ).rows[0];
    if (!owner) return;
    const lang: Lang = owner.locale === 'en' || owner.locale === 'ru' ? owner.locale : 'tr';
    const invoice = await this.get(null, invoiceId, lang);
    if (!invoice) return;
    try {
      await mailer.send(invoicePaidMail({ name: str(owner.name), email: str(owner.email) }, invoice, publicUrl, lang));
    } catch (error) {
      warn({ err: error, invoiceId }, 'the invoice-paid mail could not be sent');
    }
  }

  /** Cancel an unpaid invoice (kept, status cancelled); its promotions never start. */
  async cancel(actorId: number | null, invoiceId: number, lang: Lang, now = new Date()): Promise<'notFound' | 'notUnpaid' | { before: AdminInvoiceRow; after: AdminInvoiceRow }> {
    return this.transition(actorId, 'invoice.cancel', invoiceId, lang, async (tx) => {
      await tx.execute(sql`UPDATE invoices SET status = 'cancelled', cancelled_at = ${now.toISOString()}::timestamptz WHERE id = ${invoiceId}`);
      await tx.execute(sql`UPDATE listing_promotions SET status = 'cancelled' WHERE invoice_id = ${invoiceId} AND status = 'pending'`);
    });
  }

  /** End the promotions whose period is over (the scheduled job); how many ended. */
  async expire(now = new Date()): Promise<number> {
    const res = await this.database.execute(
      `UPDATE listing_promotions SET status = 'ended' WHERE status = 'active' AND ends_at <= $1::timestamptz RETURNING id`,
      [now.toISOString()],
    );
    return res.rows.length;
  }

  // ---------------------------------------------------------------- internals

  /** An unpaid invoice's change in one transaction with its audit row (before/after: status, dates, promotions). */
  private async transition(
    actorId: number | null,
    action: 'invoice.paid' | 'invoice.cancel',
    invoiceId: number,
    lang: Lang,
    change: (tx: Parameters<Parameters<Database['db']['transaction']>[0]>[0]) => Promise<void>,
  ): Promise<'notFound' | 'notUnpaid' | { before: AdminInvoiceRow; after: AdminInvoiceRow }> {
    const before = await this.adminGet(invoiceId, lang);
    if (!before) return 'notFound';
    const done = await this.database.db.transaction(async (tx) => {
      const state = async () => {
        const inv = rowsOf(await tx.execute(sql`SELECT number, status::text AS status, total, paid_at, cancelled_at FROM invoices WHERE id = ${invoiceId}`))[0] ?? {};
        const promos = rowsOf(
          await tx.execute(sql`SELECT listing_id, kind::text AS kind, status::text AS status, starts_at, ends_at FROM listing_promotions WHERE invoice_id = ${invoiceId} ORDER BY id`),
        );
        return {
          number: str(inv.number),
          status: str(inv.status),
          total: Number(inv.total),
          paid_at: isoOrNull(inv.paid_at),
          cancelled_at: isoOrNull(inv.cancelled_at),
          promotions: promos.map((p) => ({ listing_id: Number(p.listing_id), kind: str(p.kind), status: str(p.status), starts_at: isoOrNull(p.starts_at), ends_at: isoOrNull(p.ends_at) })),
        };
      };
      const locked = rowsOf(await tx.execute(sql`SELECT status::text AS status FROM invoices WHERE id = ${invoiceId} FOR UPDATE`));
      if (locked[0]?.status !== 'unpaid') return false;
      const was = await state();
      await change(tx);
      await this.audit.record({ actorId, action, entityType: 'invoice', entityId: invoiceId, before: was, after: await state() }, tx);
      return true;
    });
    if (!done) return 'notUnpaid';
    return { before, after: (await this.adminGet(invoiceId, lang)) as AdminInvoiceRow };
  }

  /** The buyer snapshot: the invoice details with the account's (or its agency's) e-mail and phone. */
  private async buyerOf(userId: number, details: BillingDetails | BillingDetailsInput): Promise<InvoiceParty> {
    const res = await this.database.execute(
      `SELECT u.email, u.phone, a.email AS agency_email, a.phone AS agency_phone
       FROM users u LEFT JOIN LATERAL (SELECT * FROM agencies WHERE owner_id = u.id ORDER BY id LIMIT 1) a ON true WHERE u.id = $1`,
      [userId],
    );
    const row = res.rows[0] ?? {};
    const checked = billingDetailsSchema.parse(details);
    return {
      name: checked.name,
      address: checked.address,
      tax_office: checked.tax_office,
      tax_number: checked.tax_number,
      email: str(row.agency_email) || str(row.email),
      phone: str(row.agency_phone) || str(row.phone),
    };
  }

  /** The total in the buyer's display currency at the newest stored CBRT rate, with that rate's bulletin date. */
  private async displayTotal(total: number, currency: CurrencyCode): Promise<{ total: number | null; date: string | null }> {
    if (currency === 'TRY') return { total, date: null };
    const rate = (
      await this.database.execute('SELECT rate, rate_date::text AS rate_date FROM currency_rates WHERE code = $1::currency_code ORDER BY rate_date DESC LIMIT 1', [currency])
    ).rows[0];
    if (!rate || !(Number(rate.rate) > 0)) return { total: null, date: null };
    return { total: round2(total / Number(rate.rate)), date: str(rate.rate_date) };
  }

  /** Invoices matching `where` (over `invoices i`), with items, listings and promotions, in `lang`. */
  private async invoicesWhere(where: string, params: unknown[], lang: Lang, page: { limit?: number; offset?: number; order?: string } = {}): Promise<AdminInvoiceRow[]> {
    const n = params.length;
    const limit = page.limit === undefined ? '' : ` LIMIT $${n + 1}::int OFFSET $${n + 2}::int`;
    const res = await this.database.execute(
      `SELECT i.*, i.status::text AS status, i.display_currency::text AS display_currency, i.display_rate_date::text AS display_rate_date,
         u.email AS u_email, trim(concat_ws(' ', u.name, u.lastname)) AS u_name,
         (SELECT coalesce(json_agg(json_build_object('title', coalesce(s.${TITLE[lang]}, it.title), 'quantity', it.quantity,
            'unit_price', it.unit_price, 'net_amount', it.net_amount, 'vat_percent', it.vat_percent, 'vat_amount', it.vat_amount,
            'amount', it.amount, 'days', s.duration_days) ORDER BY it.id), '[]'::json)
          FROM invoice_items it LEFT JOIN services s ON s.id = it.service_id WHERE it.invoice_id = i.id) AS items,
         (SELECT coalesce(json_agg(json_build_object('listing_id', p.listing_id, 'kind', p.kind, 'status', p.status,
            'starts_at', p.starts_at, 'ends_at', p.ends_at,
            'title', (SELECT t.title FROM listing_translations t WHERE t.listing_id = p.listing_id
                      ORDER BY (t.lang::text = $${n + (page.limit === undefined ? 1 : 3)}) DESC, t.lang LIMIT 1)) ORDER BY p.id), '[]'::json)
          FROM listing_promotions p WHERE p.invoice_id = i.id) AS promotions
       FROM invoices i JOIN users u ON u.id = i.user_id
       WHERE ${where} ORDER BY ${page.order ?? 'i.created_at DESC, i.id DESC'}${limit}`,
      page.limit === undefined ? [...params, lang] : [...params, page.limit, page.offset ?? 0, lang],
    );
    return res.rows.map((row) => this.toInvoice(row, lang));
  }

  private toInvoice(row: Row, lang: Lang): AdminInvoiceRow {
    const promotions = (Array.isArray(row.promotions) ? row.promotions : JSON.parse(str(row.promotions) || '[]')) as Row[];
    const items = (Array.isArray(row.items) ? row.items : JSON.parse(str(row.items) || '[]')) as Row[];
    const listings = promotions.map((p) => ({ id: Number(p.listing_id), title: str(p.title), url: listingUrl(lang, Number(p.listing_id)) }));
    const number = str(row.number);
    const reference = str(row.payment_reference) || number;
    return {
      id: Number(row.id),
      number,
      status: str(row.status) as InvoiceStatus,
      created_at: new Date(row.created_at as string).toISOString(),
      paid_at: isoOrNull(row.paid_at),
      cancelled_at: isoOrNull(row.cancelled_at),
      currency: 'TRY',
      subtotal: Number(row.subtotal),
      vat_percent: Number(row.vat_percent),
      vat_amount: Number(row.vat_amount),
      total: Number(row.total),
      display_currency: str(row.display_currency) as CurrencyCode,
      display_total: row.display_total === null || row.display_total === undefined ? null : Number(row.display_total),
      display_rate_date: row.display_rate_date === null || row.display_rate_date === undefined ? null : dateOnly(row.display_rate_date),
      items: items.map((it) => ({
        title: str(it.title),
        quantity: Number(it.quantity),
        unit_price: Number(it.unit_price),
        net_amount: Number(it.net_amount),
        vat_percent: Number(it.vat_percent),
        vat_amount: Number(it.vat_amount),
        amount: Number(it.amount),
        days: it.days === null || it.days === undefined ? null : Number(it.days),
        listings,
      })),
      promotions: promotions.map((p) => ({
        listing_id: Number(p.listing_id),
        kind: str(p.kind) as PromotionKind,
        status: str(p.status) as Invoice['promotions'][number]['status'],
        starts_at: isoOrNull(p.starts_at),
        ends_at: isoOrNull(p.ends_at),
      })),
      seller: party(row.seller),
      buyer: party(row.buyer),
      payment: { provider: str(row.payment_provider), reference, instructions: this.provider.instructions({ number, reference }) },
      pdf_url: `/${lang}/api/invoices/${Number(row.id)}/pdf`,
      user: { id: Number(row.user_id), email: str(row.u_email), name: str(row.u_name) },
    };
  }
}

export { formatInvoiceNumber };
