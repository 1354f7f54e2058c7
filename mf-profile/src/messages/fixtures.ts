// Test data of the messages pages (shapes of the shared contract).
import type { CalendarEntry, ConversationSummary, Message, Viewing } from '@realty/shared/contracts/messages';

export const listing = { id: 7, title: 'Sea view flat', url: '/en/real-estate/ad/7', photo: '/uploads/7/a-card.webp', price: 5_000_000, currency: 'TRY', city: 'Antalya', active: true };
export const other = { id: 22, name: 'Ayşe Demir', photo: null, agency: null, deleted: false };

export const summary = (id: number, overrides: Partial<ConversationSummary> = {}): ConversationSummary => ({
  id,
  role: 'buyer',
  listing,
  other,
  last_message: { text: `Hello from ${id}`, kind: 'text', from_me: false, at: '2026-11-20T10:00:00.000Z' },
  unread: 0,
  other_read_id: 0,
  blocked: false,
  blocked_me: false,
  updated_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export const message = (id: number, overrides: Partial<Message> = {}): Message => ({
  id,
  conversation_id: 5,
  from_me: false,
  kind: 'text',
  text: `Message ${id}`,
  photos: [],
  flags: [],
  viewing: null,
  created_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export const viewing = (overrides: Partial<Viewing> = {}): Viewing => ({
  id: 40,
  conversation_id: 5,
  status: 'pending',
  slots: ['2026-12-01T07:00:00.000Z', '2026-12-02T12:30:00.000Z'],
  confirmed_slot: null,
  reply: null,
  can_answer: false,
  can_cancel: false,
  created_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export const entry = (viewingId: number, slot: string, overrides: Partial<CalendarEntry> = {}): CalendarEntry => ({
  viewing_id: viewingId,
  conversation_id: 5,
  slot,
  role: 'seller',
  listing,
  other,
  ...overrides,
});

/** The api path without its language prefix: the client outside the shell says '/tr/api/…' (the default language). */
export const bare = (path: string): string => path.replace(/^\/(tr|en|ru)\//, '/');
