// Helpers for the billing tests: order a service through the API, read a PDF's text with pdfjs-dist.
import assert from 'node:assert/strict';
import { send, type TestUser } from '../accounts/helpers';
import type { Invoice } from '@realty/shared/contracts/billing';

/** Invoice details a private person can order with (a TC identity number with valid check digits). */
export const PERSON_BILLING = { name: 'Ayşe Yılmaz', address: 'Atatürk Cad. No: 12, Saray Mah., Alanya / Antalya', tax_office: '', tax_number: '10000000146' };

/** Order through the API; the buyer's details default to PERSON_BILLING unless the body has `billing` (or null: none). */
export async function order(user: TestUser, body: Record<string, unknown>, lang = 'en'): Promise<Invoice> {
  const payload = { ...body, billing: body.billing === null ? undefined : (body.billing ?? PERSON_BILLING) };
  const res = await send(user.jar, { method: 'POST', url: `/${lang}/api/invoices`, payload });
  assert.equal(res.statusCode, 201, res.body);
  return res.json<{ data: Invoice }>().data;
}

/** The text of every page of a PDF, white space collapsed. */
export async function pdfText(data: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  await doc.destroy();
  return parts.join('').replace(/\s+/g, ' ');
}
