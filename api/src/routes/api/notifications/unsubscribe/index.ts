// One-click unsubscribe from the message / viewing notice e-mails: GET and POST
// /{lang}/api/notifications/unsubscribe?kind=messages|viewings&id&sig turn email_<kind> off (routes/unsubscribe-routes.ts).
import { z } from 'zod';
import { noticeMessage } from '@realty/shared/contracts/messages';
import { catalogueErrors } from '../../../../plugins/app/errors';
import { EMAIL_NOTICE_KINDS } from '../../../../plugins/app/notices/settings';
import { unsubscribeRoutes } from '../../../unsubscribe-routes';

const { httpError } = catalogueErrors(noticeMessage);

const querySchema = z.object({
  kind: z.enum(EMAIL_NOTICE_KINDS),
  id: z.coerce.number().int().positive().max(2_147_483_647),
  sig: z.string().min(1).max(100),
});

export default unsubscribeRoutes({
  tag: 'messages',
  what: 'message or viewing e-mails',
  querystring: querySchema,
  unsubscribe: async (query, { notices: { settings } }) => {
    if (!settings.verify(query.kind, query.id, query.sig) || !(await settings.unsubscribe(query.kind, query.id))) throw httpError(404, 'unsubscribeInvalid');
  },
  doneMessage: (lang) => noticeMessage('unsubscribed', lang),
});
