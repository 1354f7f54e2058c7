// The messages pages' calls (issue 30): the messages contract's typed calls, and the notice settings unwrapped from
// their `data` envelope for the settings page. Type-only imports of the schemas: the pages bundle no zod.
import type { ApiClient } from '@realty/shared';
import {
  fetchNoticeSettings as fetchSettingsReply,
  removePushSubscription,
  saveNoticeSettings as saveSettingsReply,
  type NoticeSettings,
} from '@realty/shared/contracts/messages';

export {
  blockUser,
  fetchConversations,
  fetchMessages,
  fetchPushKey,
  markRead,
  reportUser,
  savePushSubscription,
  sendMessage,
  unblockUser,
  uploadMessagePhoto,
  type ConversationList,
  type UploadedPhoto,
} from '@realty/shared/contracts/messages';

export const fetchNoticeSettings = async (api: ApiClient): Promise<NoticeSettings> => (await fetchSettingsReply(api)).data;
export const saveNoticeSettings = async (api: ApiClient, body: NoticeSettings): Promise<NoticeSettings> => (await saveSettingsReply(api, body)).data;
export const deletePushSubscription = removePushSubscription;
