import { action, computed, makeObservable, observable } from 'mobx';
import { POPUP_NAMES, type PopupName } from '../events/bus';
import type { RootStore } from './root.store';

export interface IUiStore {
  /** The open popup (one at a time), or null. */
  popup: PopupName | null;
  online: boolean;
  /** Requests in flight (drives the loading bar). */
  pending: number;
  readonly loading: boolean;
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
  online = typeof navigator === 'undefined' ? true : navigator.onLine !== false;
  pending = 0;

  constructor(private readonly root: RootStore) {
    makeObservable(this, {
      popup: observable,
      online: observable,
      pending: observable,
      loading: computed,
      openPopup: action,
      closePopup: action,
      togglePopup: action,
      setOnline: action,
      requestStarted: action,
      requestFinished: action,
    });
  }

  get loading(): boolean {
    return this.pending > 0;
  }

  isOpen(popup: PopupName): boolean {
    return this.popup === popup;
  }

  openPopup(popup: PopupName): void {
    if (!(POPUP_NAMES as readonly string[]).includes(popup)) throw new Error(`Unknown popup "${popup}"`);
    this.popup = popup;
    this.root.bus.emit('popup:open', { popup });
  }

  closePopup(popup?: PopupName): void {
    if (!popup || this.popup === popup) this.popup = null;
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
