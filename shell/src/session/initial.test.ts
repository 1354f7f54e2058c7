import { createEventBus, createRootStore, type AuthUser } from '@realty/shared';
import { applyServerSession } from './initial';

const store = () => createRootStore({ lang: 'en', bus: createEventBus() });

describe('applyServerSession', () => {
  it('a signed-in page: the user, their favourites and "checked" before the first render', () => {
    const s = store();
    applyServerSession(s, { user: { id: 7, name: 'Ayşe', lastname: 'Yılmaz' } as AuthUser, favorites: [3, 9] });
    expect(s.auth.user?.id).toBe(7);
    expect(s.favorites.has(9)).toBe(true);
    expect(s.auth.checked).toBe(true);
  });

  it('a page that says "no session" is checked at once (the gate asks to sign in on the first render)', () => {
    const s = store();
    applyServerSession(s, null);
    expect(s.auth.user).toBeNull();
    expect(s.auth.checked).toBe(true);
  });

  it('a page that says nothing (an old cached copy) leaves the check to the browser', () => {
    const s = store();
    applyServerSession(s, undefined);
    expect(s.auth.checked).toBe(false);
  });
});
