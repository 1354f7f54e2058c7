// Helpers for the billing tests: order a service through the API, read a PDF's text with pdfjs-dist.
import assert from 'node:assert/strict';
import type { Invoice } from '@realty/shared/schemas';
import { send, type TestUser } from '../accounts/helpers';

export async function order(user: TestUser, body: Record<string, unknown>, lang = 'en'): Promise<Invoice> {
  const res = await send(user.jar, { method: 'POST', url: `/${lang}/api/invoices`, payload: body });
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
