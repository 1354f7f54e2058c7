// The messages domain (issue 30): conversations about a listing or with an agent (conversations.ts; summaries.ts builds
// the thread cards), the first message's safety check (safety.ts), message photos (photos.ts) and the send limits.
// Routes: api/src/routes/api/conversations; the back office's user reports: routes/api/admin/moderation.
import fp from 'fastify-plugin';
import { messagesMessage, type MessagesMessageKey } from '@realty/shared/contracts/messages';
import type { AppOptions } from '../../../app-options';
import { RequestLimits, type RequestLimit } from '../../../services/auth-throttle';
export { MESSAGE_LIMITS } from './limits';
import { MessageFamily } from '../errors';
import { ConversationService } from './conversations';
import { UserReportService } from './user-reports';

export interface MessageLimits {
  /** Count one on each key; 0 when allowed, else seconds to wait. */
  take(limit: RequestLimit, keys: readonly string[]): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    conversations: ConversationService;
    /** The domain's 4xx in the request's language: `throw fastify.messagesErrors.error(404, 'conversationNotFound')`. */
    messagesErrors: MessageFamily<MessagesMessageKey>;
    messageLimits: MessageLimits;
    /** The back office's queue of open user reports. */
    userReports: UserReportService;
  }
}

export default fp<AppOptions>(
  async (fastify) => {
    fastify.decorate('conversations', new ConversationService(fastify.database, (lang) => messagesMessage('deletedAccount', lang)));
    fastify.decorate('messagesErrors', new MessageFamily<MessagesMessageKey>(messagesMessage, true));
    fastify.decorate('messageLimits', new RequestLimits(fastify.throttleStore));
    fastify.decorate('userReports', new UserReportService({ database: fastify.database, audit: fastify.audit }));
  },
  { name: 'conversations', dependencies: ['database', 'throttle', 'live', 'uploads', 'admin'] },
);
