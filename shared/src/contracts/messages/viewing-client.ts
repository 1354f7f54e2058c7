// Typed calls of the viewing requests (issue 30): type-only imports, so a page that calls them bundles no zod.
// Slots are proposed as Europe/Istanbul wall time (`YYYY-MM-DDTHH:mm`); the replies carry ISO instants.
import type { CalendarEntry, Viewing, ViewingAnswerBody, ViewingRequestBody } from './schemas';
import type { ApiClient } from '../../api/client';

/** A viewing change's reply: its translated message and the request as it is now. */
export interface ViewingReply {
  message: string;
  data: Viewing;
}

export const requestViewing = (api: ApiClient, conversationId: number, body: ViewingRequestBody): Promise<ViewingReply> =>
  api.post(api.langPath('/api/viewings'), { conversation_id: conversationId, ...body });
export const answerViewing = (api: ApiClient, id: number, body: ViewingAnswerBody): Promise<ViewingReply> =>
  api.post(api.langPath(`/api/viewings/${id}/answer`), body);
export const cancelViewing = (api: ApiClient, id: number): Promise<ViewingReply> => api.post(api.langPath(`/api/viewings/${id}/cancel`));
/** The signed-in user's confirmed viewings (as buyer, seller or agency owner), the soonest first; `from`/`to` ISO instants. */
export const fetchViewingCalendar = (api: ApiClient, range: { from?: string; to?: string } = {}): Promise<{ data: CalendarEntry[] }> =>
  api.get(api.langPath('/api/viewings'), { params: range });
/** The invitation file of a confirmed viewing (a download link). */
export const viewingIcsPath = (id: number): string => `/api/viewings/${id}/ics`;
