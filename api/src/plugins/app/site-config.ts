// Front-end settings the shell reads from the page (no extra request): inlined into every page's
// __INITIAL_DATA__ under '/site-config'. Today: the help center's external URL (HELP_CENTER_URL).
import fp from 'fastify-plugin';
import type { AppOptions } from '../../app';

export const SITE_CONFIG_KEY = '/site-config';

export default fp<AppOptions>(
  async (fastify, opts) => {
    const helpCenterUrl = opts.config.helpCenterUrl;
    if (!helpCenterUrl) return;
    fastify.web.registerHeadProvider('*', () => ({ data: { [SITE_CONFIG_KEY]: { help_center_url: helpCenterUrl } } }));
  },
  { name: 'site-config' },
);
