// Typed calls of the conversations api (issue 30) for the messages pages (mf-profile), the listing and agent pages'
// "Write" buttons and the shell's unread badge. Signed in only (401 otherwise); a thread the caller is not a party
// of answers 404. Paths carry the interface language so that messages and listing cards come back translated.
import type { Lang } from '../../routes';
import type { ApiClient } from '../../api/client';
import type { MessageReply } from '../../api/auth';
import type {
  MessageSentReply,
  MessagesReply,
  ReportUserBody,
  SendMessageBody,
  StartConversationBody,
  UnreadReply,
  ConversationSummary,
} from './schemas';

export interface ConversationList {
  data: ConversationSummary[];
  meta: { current_page: number; last_page: number; total: number };
}
/** A photo uploaded for a message: its `id` goes into the message's `photos`. */
export interface UploadedPhoto {
  id: string;
  url: string;
  width: number;
  height: number;
}

/** POST /api/conversations: write about a listing (`realty_id`) or to an agent (`agent_id`); reuses the thread. */
export const startConversation = (api: ApiClient, body: StartConversationBody, lang?: Lang): Promise<MessageSentReply> =>
  api.post(api.langPath('/api/conversations', lang), body);

/** GET /api/conversations?page: my threads, newest first. */
export const fetchConversations = (api: ApiClient, page = 1, lang?: Lang): Promise<ConversationList> =>
  api.get(api.langPath('/api/conversations', lang), { params: { page } });

/** GET /api/conversations/unread: unread messages and threads with some (the header badge). */
export const fetchUnread = (api: ApiClient, lang?: Lang): Promise<UnreadReply> => api.get(api.langPath('/api/conversations/unread', lang));

/** GET /api/conversations/{id}/messages?before: 50 messages, oldest first; `before` pages back. */
export const fetchMessages = (api: ApiClient, id: number, before?: number, lang?: Lang): Promise<MessagesReply> =>
  api.get(api.langPath(`/api/conversations/${id}/messages`, lang), { params: before ? { before } : {} });

/** POST /api/conversations/{id}/messages: text and/or photos (ids from `uploadMessagePhoto`). */
export const sendMessage = (api: ApiClient, id: number, body: Partial<SendMessageBody>, lang?: Lang): Promise<MessageSentReply> =>
  api.post(api.langPath(`/api/conversations/${id}/messages`, lang), body);

/** POST /api/conversations/{id}/photos (multipart, one file): a photo to attach to my next message in this thread. */
export const uploadMessagePhoto = (api: ApiClient, id: number, file: Blob, lang?: Lang): Promise<{ data: UploadedPhoto }> => {
  const form = new FormData();
  form.append('photo', file);
  return api.post(api.langPath(`/api/conversations/${id}/photos`, lang), form);
};

/** POST /api/conversations/{id}/read: everything up to `upTo` (default: the newest) is read; never moves back. */
export const markRead = (api: ApiClient, id: number, upTo?: number, lang?: Lang): Promise<{ data: { last_read_id: number } }> =>
  api.post(api.langPath(`/api/conversations/${id}/read`, lang), upTo ? { up_to: upTo } : {});

/** POST / DELETE /api/conversations/{id}/block: block or unblock the other party. */
export const blockUser = (api: ApiClient, id: number, lang?: Lang): Promise<MessageReply> =>
  api.post(api.langPath(`/api/conversations/${id}/block`, lang), {});
export const unblockUser = (api: ApiClient, id: number, lang?: Lang): Promise<MessageReply> =>
  api.delete(api.langPath(`/api/conversations/${id}/block`, lang));

/** POST /api/conversations/{id}/report: report the other party to the moderators. */
export const reportUser = (api: ApiClient, id: number, body: ReportUserBody, lang?: Lang): Promise<MessageReply> =>
  api.post(api.langPath(`/api/conversations/${id}/report`, lang), body);
