// `request.lang`: the language of a request, from its path prefix (/tr/..., /en/..., /ru/...).
// Paths without a language prefix (/api/..., /sanctum/...) are 'tr', the default language.
import fp from 'fastify-plugin';
import { DEFAULT_LANG, isLang, type Lang } from '@realty/shared/routes';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

/** Language of a URL path: its first segment when that is a language, else the default. */
export function langOfPath(url: string): Lang {
  const first = url.split('/', 2)[1]?.split(/[?#]/, 1)[0];
  return isLang(first) ? first : DEFAULT_LANG;
}

export default fp(
  async (fastify) => {
    fastify.decorateRequest('lang', DEFAULT_LANG);
    fastify.addHook('onRequest', async (request) => {
      request.lang = langOfPath(request.url);
    });
  },
  { name: 'lang' },
);
