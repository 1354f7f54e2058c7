import type { ComponentType } from 'react';
import { createPromiseCache } from '@realty/shared';

/** The forms mf-auth exposes for the shell's popups. */
export type AuthFormName = 'SignInForm' | 'RegisterForm' | 'ForgotPasswordForm';
/** A form module: default export is a component (a function or a memo/observer object). */
export type AuthFormModule = { default: ComponentType };

export type AuthFormLoader = (name: AuthFormName) => Promise<AuthFormModule>;

const federationLoader: AuthFormLoader = async (name) => {
  const { loadRemote } = await import('@module-federation/enhanced/runtime');
  const module = await loadRemote<AuthFormModule>(`mf_auth/${name}`);
  if (!module?.default) throw new Error(`mf-auth has no ${name}`);
  return module;
};

let loader: AuthFormLoader = federationLoader;
const cache = createPromiseCache<AuthFormModule>();

/** One load per form and attempt; a failed load is forgotten so that opening the popup again retries. */
export function loadAuthForm(name: AuthFormName): Promise<AuthFormModule> {
  return cache.get(name, () => loader(name));
}

/** Tests: load forms from elsewhere (null restores Module Federation). */
export function setAuthFormLoader(next: AuthFormLoader | null): void {
  loader = next ?? federationLoader;
  cache.clear();
}
