// drizzle-kit lives in the root node_modules while drizzle-orm is installed under
// api/node_modules (npm did not hoist it), so drizzle-kit cannot import it.
// This resolve hook points `drizzle-orm` imports at the api copy.
// Used by `npm run db:generate -w @realty/api`.
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(`
const apiUrl = ${JSON.stringify(new URL('../../../', import.meta.url).href)};
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: apiUrl + 'package.json' });
  }
  return next(specifier, context);
}`),
  import.meta.url,
);
