// One-click unsubscribe from alert e-mails (saved searches, favourites' price changes): GET and POST
// /{lang}/api/alerts/unsubscribe?kind=search|favorites&id&sig (routes/unsubscribe-routes.ts).
import { accountMessage } from '@realty/shared/schemas';
import { unsubscribeQuerySchema } from '@realty/shared/contracts/account';
import { httpError } from '../../../../plugins/app/errors';
import { unsubscribeRoutes } from '../../../unsubscribe-routes';

export default unsubscribeRoutes({
  tag: 'account',
  what: 'an alert',
  querystring: unsubscribeQuerySchema,
  unsubscribe: async (query, { alerts }) => {
    if (!alerts.verify(query.kind, query.id, query.sig)) throw httpError(404, 'unsubscribeInvalid');
    await alerts.unsubscribe(query.kind, query.id);
  },
  doneMessage: (lang) => accountMessage('unsubscribed', lang),
});
