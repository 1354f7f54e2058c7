// The live events the messages pages follow (issue 30): the kernel's one stream of the page (shared/src/live), which
// the shell opens for the signed-in user and which also keeps the header's unread badge.
import { liveEvents, onLiveEvent, type LiveListener } from '@realty/shared';
import type { LiveEvent } from '@realty/shared/contracts/messages';

export { onLiveEvent, type LiveListener };

/** Hand an event to every listener, as the stream does (tests). */
export const dispatchLiveEvent = (event: LiveEvent): void => liveEvents.emit(event);

/** After this page marked messages read: the header's count is asked again. */
export const refreshUnread = (): void => liveEvents.refresh();
