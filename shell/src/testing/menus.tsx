// Test-only helpers of the shell's menu tests: the avatar menu and the side menu, opened for a signed-in user.
import { act, fireEvent, screen } from '@testing-library/react';
import type { Lang, RootStore } from '@realty/shared';
import { renderWithApp } from '@realty/shared/testing';
import { Header } from '../header/Header';
import { PopupHost } from '../popups/PopupHost';
import { shellNamespaces } from './gate';

type SignedIn = Parameters<RootStore['auth']['setUser']>[0];

/** The header (English) with `user` signed in and the avatar menu open. */
export async function openAvatarMenu(user: SignedIn) {
  const rendered = await renderWithApp(<Header lang="en" />, { lang: 'en', namespaces: shellNamespaces });
  act(() => rendered.store.auth.setUser(user));
  fireEvent.click(await screen.findByTestId('user-menu'));
  return rendered;
}

/** The side menu open with `user` signed in. */
export async function openSideMenu(user: SignedIn, lang: Lang = 'en') {
  const rendered = await renderWithApp(<PopupHost />, { lang, namespaces: shellNamespaces });
  act(() => {
    rendered.store.auth.setUser(user);
    rendered.store.ui.openPopup('sideMenu');
  });
  return rendered;
}
