import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { POPUP_NAMES, type PopupName } from '../events/bus';
import type { Lang, RouteId } from '../routes';
import type { RootStore } from './root.store';

/** The popups that ask a guest to sign in. */
const AUTH_POPUPS: ReadonlySet<PopupName> = new Set<PopupName>(['signIn', 'register', 'forgot']);

export type ToastKind = 'error' | 'info' | 'success';

/** A short message the shell shows in its toast area (e.g. a failed request). */
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

/** The head a page sets for itself (a catalogue page's generated title, a listing's title); the shell applies it. */
export interface PageHead {
  /** The location pathname it belongs to (a stale head is never applied to the next page). */
  path: string;
  title: string;
  description?: string;
  /** Path (or URL) of the canonical page when it differs from the location, e.g. with `page` kept. */
  canonical?: string;
  /**
   * The page's path in each language it exists in (a journal post's translations). When set, hreflang lists only
   * these, and the language switch goes to `alternates[lang]`, else to the `otherwise` route of that language.
   */
  alternates?: Partial<Record<Lang, string>>;
  /** Where the language switch goes for a language missing from `alternates` (default: home). */
  otherwise?: RouteId;
  /** `<meta name="robots">` of the page ('noindex,follow' for a filtered catalogue page); none when absent. */
  robots?: string;
  /**
   * hreflang paths when they are not the page's language versions (`alternates`): a catalogue page lists its canonical in
   * each language (page 2 -> page 2, a filtered page -> its landing) while the language switch keeps the filter.
   */
  hreflang?: Partial<Record<Lang, string>>;
}

export interface IUiStore {
  /** The head the page on screen asked for; the shell falls back to the route's own title. */
  pageHead: PageHead | null;
  setPageHead(head: PageHead | null): void;
  /** The open popup (one at a time), or null. */
  popup: PopupName | null;
  online: boolean;
  /** Requests in flight (drives the loading bar). */
  pending: number;
  readonly loading: boolean;
  /** Toasts on screen, oldest first (the shell dismisses them after a few seconds). */
  toasts: Toast[];
  /** Show a toast; returns its id. The same message is not stacked twice. */
  notify(message: string, kind?: ToastKind): number;
  dismiss(id: number): void;
  isOpen(popup: PopupName): boolean;
  openPopup(popup: PopupName): void;
  closePopup(popup?: PopupName): void;
  togglePopup(popup: PopupName): void;
  setOnline(online: boolean): void;
  requestStarted(): void;
  requestFinished(): void;
}

export class UiStore implements IUiStore {
  popup: PopupName | null = null;
  pageHead: PageHead | null = null;
  online = typeof navigator === 'undefined' ? true : navigator.onLine !== false;
  pending = 0;
  toasts: Toast[] = [];
  private nextToast = 1;

  constructor(private readonly root: RootStore) {
    makeObservable(this, {
      popup: observable,
      pageHead: observableRef,
      setPageHead: action,
      online: observable,
      pending: observable,
      loading: computed,
      openPopup: action,
      closePopup: action,
      togglePopup: action,
      setOnline: action,
      requestStarted: action,
      requestFinished: action,
      toasts: observable,
      notify: action,
      dismiss: action,
    });
  }

  get loading(): boolean {
    return this.pending > 0;
  }

  notify(message: string, kind: ToastKind = 'error'): number {
    const same = this.toasts.find((toast) => toast.message === message && toast.kind === kind);
    if (same) return same.id;
    const id = this.nextToast++;
    this.toasts.push({ id, kind, message });
    if (this.toasts.length > 4) this.toasts.shift();
    return id;
  }

  dismiss(id: number): void {
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
  }

  setPageHead(head: PageHead | null): void {
    this.pageHead = head;
  }

  isOpen(popup: PopupName): boolean {
    return this.popup === popup;
  }

  openPopup(popup: PopupName): void {
    if (!(POPUP_NAMES as readonly string[]).includes(popup)) throw new Error(`Unknown popup "${popup}"`);
    this.popup = popup;
  }

  closePopup(popup?: PopupName): void {
    const closing = !popup || this.popup === popup ? this.popup : null;
    if (!closing) return;
    this.popup = null;
    // Closing the sign-in or registration popup without signing in drops what the guest had asked for.
    if (AUTH_POPUPS.has(closing)) this.root.auth.abandonSignIn();
  }

  togglePopup(popup: PopupName): void {
    if (this.popup === popup) this.closePopup(popup);
    else this.openPopup(popup);
  }

  setOnline(online: boolean): void {
    this.online = online;
  }

  requestStarted(): void {
    this.pending += 1;
  }

  requestFinished(): void {
    this.pending = Math.max(0, this.pending - 1);
  }
}
