// The kernel's live events: one hub per page (this module is part of the @realty/shared singleton). Remotes only listen
// (onLiveEvent) and read the count. The kernel keeps just that: the connection code, and the code that opens it on
// sign-in and closes it on sign-out, is `@realty/shared/live-client`, which the shell loads only once a user is signed
// in (a signed-out visitor downloads none of it).
import { LiveHub, type LiveListener } from './hub';

export { LiveHub, type LiveListener } from './hub';

/** The page's live events: the unread count (MobX) and the listeners. */
export const liveEvents = new LiveHub();

/** Follow the signed-in user's live events (message, read, viewing, unread); returns the unsubscribe. */
export const onLiveEvent = (listener: LiveListener): (() => void) => liveEvents.on(listener);

/** The unread messages count; read it inside an observer component (MobX). 0 when signed out. */
export const useUnreadMessages = (): number => liveEvents.unread;
