// The messages pages' calls (issue 30), typed by the shared contract. Local until the shared clients
// (contracts/messages/client.ts, notice-client.ts) land; the integrator may swap these for them. Type-only imports of
// the contract: the pages bundle no zod.
import type { ApiClient } from '@realty/shared';
import type {
  ConversationSummary,
  MessageSentReply,
  MessagesReply,
  NoticeSettings,
  PushSubscriptionBody,
  ReportUserBody,
  SendMessageBody,
} from '@realty/shared/contracts/messages';

export interface ConversationList {
  data: ConversationSummary[];
  meta: { current_page: number; last_page: number; total: number };
}
export interface UploadedPhoto {
  id: string | number;
  url: string;
  width: number;
  height: number;
}
interface MessageReply {
  message?: string;
}

const conv = (api: ApiClient, id: number, tail = '') => api.langPath(`/api/conversations/${id}${tail}`);

export const fetchConversations = (api: ApiClient, page = 1): Promise<ConversationList> =>
  api.get(api.langPath('/api/conversations'), { params: { page } });
/** Oldest first; `before` (a message id) pages back in time. */
export const fetchMessages = (api: ApiClient, id: number, before?: number): Promise<MessagesReply> =>
  api.get(conv(api, id, '/messages'), before ? { params: { before } } : {});
export const sendMessage = (api: ApiClient, id: number, body: SendMessageBody): Promise<MessageSentReply> =>
  api.post(conv(api, id, '/messages'), body);
/** One photo for a message (multipart `file`); its id goes into the message's `photos`. */
export const uploadMessagePhoto = (api: ApiClient, id: number, file: File): Promise<{ data: UploadedPhoto }> => {
  const form = new FormData();
  form.append('file', file);
  return api.post(conv(api, id, '/photos'), form);
};
export const markRead = (api: ApiClient, id: number, upTo: number): Promise<unknown> => api.post(conv(api, id, '/read'), { up_to: upTo });
export const blockUser = (api: ApiClient, id: number): Promise<MessageReply> => api.post(conv(api, id, '/block'));
export const unblockUser = (api: ApiClient, id: number): Promise<MessageReply> => api.delete(conv(api, id, '/block'));
export const reportUser = (api: ApiClient, id: number, body: ReportUserBody): Promise<MessageReply> => api.post(conv(api, id, '/report'), body);

/** The reply may carry the settings under `data` (the api's usual envelope) or bare. */
const settingsOf = (reply: { data?: NoticeSettings } | NoticeSettings): NoticeSettings =>
  'data' in reply && reply.data ? reply.data : (reply as NoticeSettings);
export const fetchNoticeSettings = async (api: ApiClient): Promise<NoticeSettings> =>
  settingsOf(await api.get<{ data?: NoticeSettings } | NoticeSettings>(api.langPath('/api/notifications/settings')));
export const saveNoticeSettings = async (api: ApiClient, body: NoticeSettings): Promise<NoticeSettings> =>
  settingsOf(await api.put<{ data?: NoticeSettings } | NoticeSettings>(api.langPath('/api/notifications/settings'), body));
export const fetchPushKey = (api: ApiClient): Promise<{ data: { public_key: string | null } }> => api.get(api.langPath('/api/push/key'));
export const savePushSubscription = (api: ApiClient, body: PushSubscriptionBody): Promise<unknown> =>
  api.post(api.langPath('/api/push/subscriptions'), body);
export const deletePushSubscription = (api: ApiClient, endpoint: string): Promise<unknown> =>
  api.delete(api.langPath('/api/push/subscriptions'), { data: { endpoint } });
