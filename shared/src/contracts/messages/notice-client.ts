// Typed calls of the notice settings and Web Push subscriptions (issue 30): type-only imports, so a page that calls
// them bundles no zod. The live events stream is opened with EventSource on EVENTS_PATH (no typed call: a stream).
import type { NoticeSettings, PushSubscriptionBody } from './schemas';
import type { ApiClient } from '../../api/client';

/** GET: text/event-stream of LiveEvent (event name = its type). */
export const EVENTS_PATH = '/api/events';

export interface NoticeSettingsReply {
  data: NoticeSettings;
}
export interface PushKeyReply {
  data: { public_key: string | null };
}

export const fetchNoticeSettings = (api: ApiClient): Promise<NoticeSettingsReply> => api.get(api.langPath('/api/notifications/settings'));
export const saveNoticeSettings = (api: ApiClient, changes: Partial<NoticeSettings>): Promise<NoticeSettingsReply & { message: string }> =>
  api.put(api.langPath('/api/notifications/settings'), changes);
/** The VAPID public key for PushManager.subscribe (null: push is off on this server). */
export const fetchPushKey = (api: ApiClient): Promise<PushKeyReply> => api.get(api.langPath('/api/push/key'));
export const savePushSubscription = (api: ApiClient, subscription: PushSubscriptionBody): Promise<{ message: string }> =>
  api.post(api.langPath('/api/push/subscriptions'), subscription);
export const removePushSubscription = (api: ApiClient, endpoint: string): Promise<{ message: string }> =>
  api.delete(api.langPath('/api/push/subscriptions'), { data: { endpoint } });
