// The send limits of the messages domain (spam from throwaway accounts, a listing flooded by one campaign).
import type { RequestLimit } from '../../../services/auth-throttle';

/** Per sender: messages per 10 minutes, new threads per hour; per listing: new threads per day. */
export const MESSAGE_LIMITS = {
  messages: { name: 'conv-messages', max: 30, windowSeconds: 10 * 60 },
  threads: { name: 'conv-threads', max: 10, windowSeconds: 60 * 60 },
  listingThreads: { name: 'conv-listing-threads', max: 50, windowSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, RequestLimit>;

