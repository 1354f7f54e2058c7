// Cookies (signed with COOKIE_SECRET): session, XSRF-TOKEN, i18n_redirected, currency.
import fp from 'fastify-plugin';
import fastifyCookie from '@fastify/cookie';
import type { AppOptions } from '../../app-options';

export default fp<AppOptions>(
  async (fastify, opts) => {
    await fastify.register(fastifyCookie, {
      secret: opts.config.cookieSecret,
      parseOptions: { path: '/', sameSite: 'lax' },
    });
  },
  { name: 'cookie' },
);
