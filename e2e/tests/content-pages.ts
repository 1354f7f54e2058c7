import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/** The pages issue 12 measures: home, a catalogue page and the newest listing, with the remote that renders each. */
export async function contentPages(request: APIRequestContext): Promise<Array<{ name: string; path: string; remote: string }>> {
  const list = (await (await request.get('/en/api/realty?page=1')).json()) as { data: Array<{ url: string }> };
  const listing = list.data[0]?.url;
  expect(listing, 'a listing to open').toBeTruthy();
  return [
    { name: 'home', path: '/en', remote: 'mf-catalog' },
    { name: 'catalogue', path: '/en/real-estate/sale', remote: 'mf-catalog' },
    { name: 'listing', path: listing ?? '', remote: 'mf-listing' },
  ];
}
