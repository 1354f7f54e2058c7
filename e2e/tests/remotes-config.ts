// The environment's remotes configuration as the browser gets it (`/remotes.json`, served by the API or, behind
// deploy/nginx, by nginx from the environment's file): specs that break or watch a remote find its manifest there
// instead of assuming `/remotes/mf-<name>/mf-manifest.json`, so they hold for versioned URLs and remotes on a CDN.
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

export type RemoteName = 'catalog' | 'listing' | 'profile' | 'blog' | 'auth' | 'admin';

/** The manifest URL of a remote in this environment, absolute (resolved against the site's origin). */
export async function manifestUrl(request: APIRequestContext, remote: RemoteName, baseURL: string): Promise<string> {
  const reply = await request.get('/remotes.json');
  expect(reply.ok(), '/remotes.json').toBe(true);
  const url = ((await reply.json()) as Partial<Record<RemoteName, string>>)[remote];
  expect(url, `remotes.json names ${remote}`).toBeTruthy();
  return new URL(url!, baseURL).href;
}

/** A `page.route` matcher for exactly that file (any query string). */
export const sameFile = (target: string) => {
  const { origin, pathname } = new URL(target);
  return (url: URL): boolean => url.origin === origin && url.pathname === pathname;
};
