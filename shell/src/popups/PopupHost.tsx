import { observer } from 'mobx-react-lite';
import type { ComponentType } from 'react';
import { useUiStore, type PopupName } from '@realty/shared';
import { ForgotPopup, RegisterPopup, SignInPopup } from './AuthPopups';
import { CurrencyPopup } from './CurrencyPopup';
import { FilterPopup } from './FilterPopup';
import { LanguagePopup } from './LanguagePopup';
import { SideMenu } from './SideMenu';

/** Layout-level popups (PRODUCT.md §2); the ui store says which one is open (one at a time). */
export const POPUPS: Record<PopupName, ComponentType> = {
  languages: LanguagePopup,
  currency: CurrencyPopup,
  filter: FilterPopup,
  forgot: ForgotPopup,
  register: RegisterPopup,
  signIn: SignInPopup,
  sideMenu: SideMenu,
};

export const PopupHost = observer(function PopupHost() {
  const { popup } = useUiStore();
  const Popup = popup ? POPUPS[popup] : undefined;
  return Popup ? <Popup key={popup} /> : null;
});
