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
  /**
   * Ask for sign-in (opens the sign-in popup through the bus), remembering where to go next and, with `then`, the
   * action that asked for it (add a favourite, save a search): it runs once the user has signed in or registered.
   */
  requireAuth(redirect?: string, then?: PendingAction): void;
  /** Hand over the pending action (once: it is forgotten here); the session runs it after signing in. */
  takePendingAction(): PendingAction | null;
  /** The sign-in popups were closed without signing in: forget where to go and what to finish. */
  abandonSignIn(): void;
}

/** What a guest asked for before being asked to sign in; it runs with the signed-in user (errors are its own). */
export type PendingAction = () => unknown;

export class AuthStore implements IAuthStore {
  user: AuthUser | null = null;
  redirectTarget: string | null = null;
  checked = false;
  private pendingAction: PendingAction | null = null;

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
      abandonSignIn: action,
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

  requireAuth(redirect?: string, then?: PendingAction): void {
    if (redirect) this.redirectTarget = redirect;
    // A new request replaces an older one: only the latest thing the guest asked for is finished.
    this.pendingAction = then ?? null;
    this.root.bus.emit('auth:required', redirect ? { redirect } : {});
  }

  takePendingAction(): PendingAction | null {
    const action = this.pendingAction;
    this.pendingAction = null;
    return action;
  }

  abandonSignIn(): void {
    if (this.user) return;
    this.pendingAction = null;
    this.redirectTarget = null;
  }
}
