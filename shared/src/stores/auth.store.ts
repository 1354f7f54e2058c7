import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import type { AuthUser } from '../types';
import type { RootStore } from './root.store';

export interface IAuthStore {
  user: AuthUser | null;
  /** Path to open after a successful sign-in (set when a guest hits a protected entry). */
  redirectTarget: string | null;
  /** False until the shell has asked the server who is signed in (gated pages wait for it). */
  checked: boolean;
  readonly isAuthenticated: boolean;
  /** PRODUCT.md §3: first letters of name and lastname, or 'NN' without a user. */
  readonly initials: string;
  setUser(user: AuthUser | null): void;
  setRedirectTarget(path: string | null): void;
  setChecked(checked?: boolean): void;
  /** Ask for sign-in (opens the sign-in popup through the bus), remembering where to go next. */
  requireAuth(redirect?: string): void;
}

export class AuthStore implements IAuthStore {
  user: AuthUser | null = null;
  redirectTarget: string | null = null;
  checked = false;

  constructor(private readonly root: RootStore) {
    makeObservable(this, {
      user: observableRef,
      redirectTarget: observable,
      checked: observable,
      setChecked: action,
      isAuthenticated: computed,
      initials: computed,
      setUser: action,
      setRedirectTarget: action,
      requireAuth: action,
    });
  }

  get isAuthenticated(): boolean {
    return this.user !== null;
  }

  get initials(): string {
    const user = this.user;
    if (!user?.name) return 'NN';
    return `${user.name.charAt(0)}${user.lastname?.charAt(0) ?? ''}`.toUpperCase();
  }

  setUser(user: AuthUser | null): void {
    const changed = (user?.id ?? null) !== (this.user?.id ?? null);
    this.user = user;
    if (changed) this.root.bus.emit('auth:changed', { user });
  }

  setRedirectTarget(path: string | null): void {
    this.redirectTarget = path;
  }

  setChecked(checked = true): void {
    this.checked = checked;
  }

  requireAuth(redirect?: string): void {
    if (redirect) this.redirectTarget = redirect;
    this.root.bus.emit('auth:required', redirect ? { redirect } : {});
  }
}
