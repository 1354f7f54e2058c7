// Invoice numbers: one series per year without gaps or duplicates. The counter row of the year is incremented in the
// transaction that inserts the invoice: concurrent orders queue on that row's lock (INSERT … ON CONFLICT DO UPDATE is
// atomic), and a transaction that rolls back gives its number back with it.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The year an invoice belongs to: its date in Türkiye. */
export const invoiceYear = (at: Date): number =>
  Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Istanbul', year: 'numeric' }).format(at));

export const formatInvoiceNumber = (prefix: string, year: number, n: number): string => `${prefix}-${year}-${String(n).padStart(6, '0')}`;

/** Take the next number of `year` inside `tx`. */
export async function nextInvoiceNumber(tx: Tx, prefix: string, year: number): Promise<string> {
  const res = await tx.execute(
    sql`INSERT INTO invoice_counters (year, last) VALUES (${year}, 1)
        ON CONFLICT (year) DO UPDATE SET last = invoice_counters.last + 1 RETURNING last`,
  );
  const rows = (Array.isArray(res) ? res : (res as { rows: Record<string, unknown>[] }).rows) as Record<string, unknown>[];
  return formatInvoiceNumber(prefix, year, Number(rows[0]?.last));
}
