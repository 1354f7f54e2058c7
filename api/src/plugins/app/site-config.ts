// Front-end settings the shell and remotes read from the page (no extra request): inlined into every page's
// __INITIAL_DATA__ under '/site-config'. The help centre's external URL (HELP_CENTER_URL) and the Yandex Maps key
// (YANDEX_MAPS_KEY; a browser key, public by nature: the JS API is loaded with it from the visitor's browser), and
// REMOTE_LOAD_TIMEOUT_MS when it differs from the shell's default (no bytes on every page for the default).
import fp from 'fastify-plugin';
import { REMOTE_LOAD_TIMEOUT_DEFAULT_MS } from '@realty/shared/page-data';
import type { AppOptions } from '../../app-options';

export const SITE_CONFIG_KEY = '/site-config';

export default fp<AppOptions>(
  async (fastify, opts) => {
    const { helpCenterUrl, yandexMapsKey, remoteLoadTimeoutMs } = opts.config;
    const timeout = remoteLoadTimeoutMs !== REMOTE_LOAD_TIMEOUT_DEFAULT_MS ? remoteLoadTimeoutMs : undefined;
    if (!helpCenterUrl && !yandexMapsKey && timeout === undefined) return;
    const value = {
      ...(helpCenterUrl ? { help_center_url: helpCenterUrl } : {}),
      ...(yandexMapsKey ? { yandex_maps_key: yandexMapsKey } : {}),
      ...(timeout !== undefined ? { remote_timeout_ms: timeout } : {}),
    };
    fastify.web.registerHeadProvider('*', () => ({ data: { [SITE_CONFIG_KEY]: value } }));
  },
  { name: 'site-config' },
);
