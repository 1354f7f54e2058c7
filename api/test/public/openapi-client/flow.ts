// A client program written only against the types openapi-typescript generates from /api/openapi.json, through
// openapi-fetch: it signs up, writes (a favourite) and reads (its favourites and its account). Not part of the api's
// own type check: openapi-client.test.ts copies it beside the freshly generated `schema.d.ts`, type-checks the two
// with tsc (strict), then runs it against the server.
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './schema';

export interface FlowResult {
  listingId: number;
  favorites: number[];
  email: string;
}

/** A browser's part: keep the cookies, send the XSRF-TOKEN cookie back as X-XSRF-TOKEN on writes (the `xsrf` scheme). */
function cookieJar(): Middleware {
  const cookies = new Map<string, string>();
  return {
    onRequest({ request }) {
      request.headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
      const xsrf = cookies.get('XSRF-TOKEN');
      if (xsrf && request.method !== 'GET') request.headers.set('X-XSRF-TOKEN', decodeURIComponent(xsrf));
      return request;
    },
    onResponse({ response }) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
      return response;
    },
  };
}

export async function flow(baseUrl: string, email: string): Promise<FlowResult> {
  const client = createClient<paths>({ baseUrl });
  client.use(cookieJar());
  const csrf = await client.GET('/sanctum/csrf-cookie');
  if (csrf.response.status !== 204) throw new Error(`csrf-cookie: ${csrf.response.status}`);
  const password = 'Generated-Client-42';
  const registered = await client.POST('/api/register', {
    body: { name: 'Deniz', lastname: 'Kaya', phone: '0532 7654321', email, password, password_confirmation: password },
  });
  if (registered.error) throw new Error(`register: ${JSON.stringify(registered.error)}`);
  const list = await client.GET('/api/realty', { params: { query: { page: 1 } } });
  const listingId = list.data?.data[0]?.id;
  if (listingId === undefined) throw new Error(`no listing: ${list.response.status}`);
  const favorite = await client.POST('/api/realty/favorite', { body: { realty_id: listingId } });
  if (favorite.error) throw new Error(`favorite: ${JSON.stringify(favorite.error)}`);
  const favorites = await client.GET('/api/realty/favorite');
  const me = await client.GET('/api/user');
  if (!favorites.data || !me.data) throw new Error(`read: ${favorites.response.status} ${me.response.status}`);
  return { listingId, favorites: favorites.data.data, email: me.data.data.email };
}
