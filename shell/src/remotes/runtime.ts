import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteContainerName, REMOTES, type PageProps, type RemoteName } from '@realty/shared';
import type { ComponentType } from 'react';
import { readInitialData } from '@realty/shared';
import { loadRemotesConfig, type RemotesConfig } from './config';
import { inlinedCssPlugin } from './inlined-css';
import { remoteFailurePlugin } from './plugin';
import { siteConfig } from '../session/siteConfig';

export type PageModule = { default: ComponentType<PageProps> };

let config: RemotesConfig | null = null;

const remoteEntry = (name: RemoteName, url: string) => ({ name: remoteContainerName(name), entry: url });

/** Take the page's inlined remotes.json (or fetch it) and register every remote with the federation runtime (once, before the first render). */
export async function initRemotes(): Promise<RemotesConfig> {
  registerPlugins([remoteFailurePlugin({ timeoutMs: siteConfig().remoteTimeoutMs }), inlinedCssPlugin()]);
  config = await loadRemotesConfig(readInitialData() as unknown as Record<string, unknown>);
  const current = config;
  registerRemotes(REMOTES.map((name) => remoteEntry(name, current[name])));
  return current;
}

/** A React component: a function, or a memo/forwardRef object such as an `observer()` page. */
export const isComponent = (value: unknown): value is ComponentType<PageProps> =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

/** Load an exposed page ('./HomePage') of a remote. Failures come back as the plugin's fallback module. */
export async function loadRemotePage(remote: RemoteName, page: string): Promise<PageModule> {
  const module = await loadRemote<PageModule>(`${remoteContainerName(remote)}/${page.replace(/^\.\//, '')}`);
  if (!module || !isComponent(module.default)) throw new Error(`Remote ${remote} has no page ${page}`);
  return module;
}

/** Forget a remote's cached manifest and entry so the next load fetches them again (the Retry button). */
export function resetRemote(remote: RemoteName): void {
  if (!config) return;
  registerRemotes([remoteEntry(remote, config[remote])], { force: true });
}
