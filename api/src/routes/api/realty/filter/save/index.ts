// POST /api/realty/filter/save { user_id, filter, name?, url?, alert? }: save the catalogue filter. Signed in only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountErrors, accountMessage } from '@realty/shared/schemas';
import { saveSearchBodySchema, savedSearchReplySchema } from '@realty/shared/contracts/account';
import { me } from '../../../../../plugins/app/session';
import { fieldError } from '../../../../../plugins/app/errors';
import { isCurrency } from '@realty/shared/format';
import { signedInRoute } from '../../../../route-options';

export { isSitePath } from '@realty/shared/contracts/account';

const route: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/',
    signedInRoute('account', 'Save a catalogue search', {
      description: `Unknown filter fields are dropped. At most ${fastify.savedSearches.max} saved searches per user; any number of them may have alerts.`,
      body: saveSearchBodySchema,
      response: { 201: savedSearchReplySchema, ...accountErrors },
    }),
    async (request, reply) => {
      const user = me(request);
      const { body } = request;
      const filter = fastify.savedSearches.sanitize(body.filter);
      if (!filter) throw fieldError({ filter: ['filterInvalid'] });
      const count = await fastify.savedSearches.count(user.id);
      if (count >= fastify.savedSearches.max) throw fieldError({ filter: ['searchesLimit'] }, { max: fastify.savedSearches.max });
      const name = body.name ?? `${accountMessage('searchDefaultName', request.lang)} ${count + 1}`;
      // The display currency (header switch, `currency` cookie): alert mails show prices in it when the filter has none.
      const cookie = request.cookies.currency;
      const currency = isCurrency(filter.currency) ? filter.currency : isCurrency(cookie) ? cookie : undefined;
      const saved = await fastify.savedSearches.create(user.id, { name, filter, url: body.url ?? null, alert: body.alert, currency }, request.lang);
      return reply.code(201).send({ message: accountMessage('searchSaved', request.lang), data: saved });
    },
  );
};

export default route;
