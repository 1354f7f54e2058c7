// A listing published the way the site's own form does it (mf-profile/src/listing-form/api.ts): open a draft, upload
// a photo (the form requires one), publish the values; the listing is active at once (moderation follows publication).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from '@playwright/test';
import { expect } from './fixtures';

const PHOTO = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/photo-1.jpg');

/** The session's CSRF header (the XSRF-TOKEN cookie the API sets at sign-up or sign-in). */
export const xsrfHeader = async (context: BrowserContext, baseURL: string): Promise<Record<string, string>> => ({
  'X-XSRF-TOKEN': decodeURIComponent((await context.cookies(baseURL)).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? ''),
});

/** Publishes a listing with `values` (the form's fields) as the context's signed-in user; its id and page URL. */
export async function publishListing(context: BrowserContext, baseURL: string, values: Record<string, string>): Promise<{ id: number; url: string }> {
  const headers = await xsrfHeader(context, baseURL);
  const draft = (await (await context.request.post(`${baseURL}/en/api/listings/draft`, { headers })).json()).data.draft_id as number;
  const photo = await context.request.post(`${baseURL}/en/api/listings/draft/${draft}/photos`, {
    headers,
    multipart: { photo: { name: 'photo-1.jpg', mimeType: 'image/jpeg', buffer: readFileSync(PHOTO) } },
  });
  expect(photo.status(), await photo.text()).toBe(201);
  const published = await context.request.post(`${baseURL}/en/api/listings/draft/${draft}/publish`, { headers, data: { values } });
  expect(published.status(), await published.text()).toBe(201);
  return (await published.json()).data as { id: number; url: string };
}
