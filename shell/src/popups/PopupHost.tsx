import { observer } from 'mobx-react-lite';
import type { ComponentType } from 'react';
import { useUiStore, type PopupName } from '@realty/shared';

/**
 * Layout-level popups (language, currency, filter, sign-in, registration, forgot password, side menu) register here
 * as they are built; the ui store says which one is open.
 */
export const POPUPS: Partial<Record<PopupName, ComponentType>> = {};

export const PopupHost = observer(function PopupHost() {
  const { popup } = useUiStore();
  const Popup = popup ? POPUPS[popup] : undefined;
  return Popup ? <Popup /> : null;
});
