// The messages domain's request and reply schemas (issue 30): conversations about a listing or with an agent, their
// messages, read receipts, blocks and reports, viewing requests, the live events stream, notification settings and
// Web Push subscriptions. Imported by the api's routes (validation, /api/openapi.json) and, for their types, by the
// shell (header badge) and mf-profile (messages pages). Error messages are keys of MESSAGES_MESSAGES (messages.ts).
import { z } from 'zod';

export const MESSAGE_TEXT_MAX = 2000;
export const MESSAGE_PHOTOS_MAX = 5;
export const VIEWING_SLOTS_MAX = 3;
/** The time zone viewing slots are proposed and kept in (shown in the viewer's locale). */
export const VIEWING_TIME_ZONE = 'Europe/Istanbul';
export const USER_REPORT_REASONS = ['spam', 'fraud', 'abuse', 'other'] as const;
export type UserReportReason = (typeof USER_REPORT_REASONS)[number];
export const VIEWING_STATUSES = ['pending', 'confirmed', 'declined', 'cancelled'] as const;
export type ViewingStatus = (typeof VIEWING_STATUSES)[number];
/** What the safety check flags in a first message. */
export const MESSAGE_FLAGS = ['link', 'phone', 'email'] as const;
export type MessageFlag = (typeof MESSAGE_FLAGS)[number];
/** The notice kinds a user can turn off, per channel (e-mail: messages, viewings; push: all four). */
export const NOTICE_KINDS = ['messages', 'viewings', 'searches', 'price_drops'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

const id = z.number().int();
const isoTime = z.string();

// ---------------------------------------------------------------- bodies

/** POST /api/conversations: exactly one of `realty_id` (a listing) or `agent_id` (an agent's page). */
export const startConversationBodySchema = z.object({
  realty_id: z.coerce.number().int().positive().optional(),
  agent_id: z.coerce.number().int().positive().optional(),
  text: z.string().trim().min(1, { error: 'textRequired' }).max(MESSAGE_TEXT_MAX, { error: 'textTooLong' }),
});
export type StartConversationBody = z.infer<typeof startConversationBodySchema>;

/** POST /api/conversations/{id}/messages: text, photos (ids of photos uploaded for messages), or both. */
export const sendMessageBodySchema = z.object({
  text: z.string().trim().max(MESSAGE_TEXT_MAX, { error: 'textTooLong' }).default(''),
  photos: z.array(z.string().min(1)).max(MESSAGE_PHOTOS_MAX, { error: 'photosTooMany' }).default([]),
});
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;

/** POST /api/conversations/{id}/read: everything up to this message (default: the newest) is read. */
export const readBodySchema = z.object({ up_to: z.coerce.number().int().positive().optional() });

export const reportUserBodySchema = z.object({
  reason: z.enum(USER_REPORT_REASONS, { error: 'reasonInvalid' }),
  comment: z.string().trim().max(1000, { error: 'textTooLong' }).optional(),
});
export type ReportUserBody = z.infer<typeof reportUserBodySchema>;

/** Slots as local Europe/Istanbul wall time, `YYYY-MM-DDTHH:mm`; in the future, at most 60 days ahead, distinct. */
export const viewingSlotField = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: 'slotInvalid' });
export const viewingRequestBodySchema = z.object({
  slots: z.array(viewingSlotField).min(1, { error: 'slotsRequired' }).max(VIEWING_SLOTS_MAX, { error: 'slotsTooMany' }),
  text: z.string().trim().max(MESSAGE_TEXT_MAX, { error: 'textTooLong' }).optional(),
});
export type ViewingRequestBody = z.infer<typeof viewingRequestBodySchema>;
/** POST /api/viewings/{id}/answer: confirm one of the proposed slots (its ISO instant), or decline with a message. */
export const viewingAnswerBodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('confirm'), slot: z.string(), text: z.string().trim().max(MESSAGE_TEXT_MAX).optional() }),
  z.object({ action: z.literal('decline'), text: z.string().trim().min(1, { error: 'textRequired' }).max(MESSAGE_TEXT_MAX) }),
]);
export type ViewingAnswerBody = z.infer<typeof viewingAnswerBodySchema>;

export const noticeSettingsSchema = z.object({
  email_messages: z.boolean(),
  email_viewings: z.boolean(),
  push_messages: z.boolean(),
  push_viewings: z.boolean(),
  push_searches: z.boolean(),
  push_price_drops: z.boolean(),
});
export type NoticeSettings = z.infer<typeof noticeSettingsSchema>;
export const noticeSettingsBodySchema = noticeSettingsSchema.partial();

/** POST /api/push/subscriptions: PushSubscription.toJSON(). */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: 'endpointInvalid' }).max(2000),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

// ---------------------------------------------------------------- replies

export const conversationListingSchema = z.object({
  id,
  title: z.string(),
  url: z.string(),
  photo: z.string().nullable(),
  price: z.number(),
  currency: z.string(),
  city: z.string().nullable(),
  /** False once hidden, deleted or sold: the card stays, greyed. */
  active: z.boolean(),
});
export type ConversationListing = z.infer<typeof conversationListingSchema>;

export const conversationPartySchema = z.object({
  /** Null once the account is deleted (then `name` is the translated "Deleted account"). */
  id: id.nullable(),
  name: z.string(),
  photo: z.string().nullable(),
  agency: z.string().nullable(),
  deleted: z.boolean(),
});

export const viewingSchema = z.object({
  id,
  conversation_id: id,
  status: z.enum(VIEWING_STATUSES),
  /** ISO instants. */
  slots: z.array(isoTime),
  confirmed_slot: isoTime.nullable(),
  reply: z.string().nullable(),
  /** True for the seller while pending (confirm or decline); the buyer may cancel while pending or confirmed. */
  can_answer: z.boolean(),
  can_cancel: z.boolean(),
  created_at: isoTime,
});
export type Viewing = z.infer<typeof viewingSchema>;

export const messageSchema = z.object({
  id,
  conversation_id: id,
  from_me: z.boolean(),
  kind: z.enum(['text', 'viewing']),
  text: z.string(),
  photos: z.array(z.object({ url: z.string(), width: z.number().int(), height: z.number().int() })),
  flags: z.array(z.enum(MESSAGE_FLAGS)),
  viewing: viewingSchema.nullable(),
  created_at: isoTime,
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSummarySchema = z.object({
  id,
  /** Which side the signed-in user is on ('agency': the listing agency's owner). */
  role: z.enum(['buyer', 'seller', 'agency']),
  listing: conversationListingSchema.nullable(),
  other: conversationPartySchema,
  last_message: z.object({ text: z.string(), kind: z.enum(['text', 'viewing']), from_me: z.boolean(), at: isoTime }).nullable(),
  unread: z.number().int(),
  /** The other party's last read message id (read receipts: my messages up to it are read). */
  other_read_id: z.number().int(),
  /** I blocked the other party / the other party blocked me (then I cannot write). */
  blocked: z.boolean(),
  blocked_me: z.boolean(),
  updated_at: isoTime,
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationListReplySchema = z.object({
  data: z.array(conversationSummarySchema),
  meta: z.object({ current_page: z.number().int(), last_page: z.number().int(), total: z.number().int() }),
});
export const messagesReplySchema = z.object({
  conversation: conversationSummarySchema,
  data: z.array(messageSchema),
  meta: z.object({ has_older: z.boolean() }),
});
export type MessagesReply = z.infer<typeof messagesReplySchema>;
export const messageSentReplySchema = z.object({ data: z.object({ conversation_id: id, message: messageSchema }) });
export type MessageSentReply = z.infer<typeof messageSentReplySchema>;
export const unreadReplySchema = z.object({ data: z.object({ unread: z.number().int(), threads: z.number().int() }) });
export type UnreadReply = z.infer<typeof unreadReplySchema>;

export const calendarEntrySchema = z.object({
  viewing_id: id,
  conversation_id: id,
  slot: isoTime,
  role: z.enum(['buyer', 'seller']),
  listing: conversationListingSchema.nullable(),
  other: conversationPartySchema,
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;
export const calendarReplySchema = z.object({ data: z.array(calendarEntrySchema) });

// ---------------------------------------------------------------- live events (GET /api/events, Server-Sent Events)

/** One event on the signed-in user's stream; the page then fetches what changed. */
export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), conversation_id: id, message_id: id }),
  z.object({ type: z.literal('read'), conversation_id: id, last_read_id: id }),
  z.object({ type: z.literal('viewing'), conversation_id: id, viewing_id: id }),
  z.object({ type: z.literal('unread'), unread: z.number().int() }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;

// ---------------------------------------------------------------- back office (GET /api/admin/moderation/user-reports)

const reportedUserSchema = z.object({ id: id.nullable(), name: z.string(), email: z.string().nullable(), deleted: z.boolean() });
/** An open "report this user" from a thread, with the thread's last messages for context. */
export const userReportItemSchema = z.object({
  id,
  reason: z.enum(USER_REPORT_REASONS),
  comment: z.string().nullable(),
  created_at: isoTime,
  reporter: reportedUserSchema,
  reported: reportedUserSchema,
  conversation_id: id.nullable(),
  /** The thread's last messages (newest last), to judge the report. */
  messages: z.array(z.object({ id, sender_id: id.nullable(), text: z.string(), created_at: isoTime })),
});
export type UserReportItem = z.infer<typeof userReportItemSchema>;
export const userReportListReplySchema = z.object({
  data: z.array(userReportItemSchema),
  meta: z.object({ current_page: z.number().int(), last_page: z.number().int(), total: z.number().int() }),
});
