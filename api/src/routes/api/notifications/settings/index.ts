// The signed-in user's notice settings (issue 30): which e-mails and pushes they get. No row yet: everything on.
//   GET /api/notifications/settings   { data: NoticeSettings }
//   PUT /api/notifications/settings   a partial NoticeSettings → { message, data }
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noticeMessage, noticeSettingsBodySchema, noticeSettingsSchema } from '@realty/shared/contracts/messages';
import { accountErrors } from '@realty/shared/schemas';
import { me } from '../../../../plugins/app/session';
import { noStore } from '../../../../http-cache';
import { signedInRoute } from '../../../route-options';

const route: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    signedInRoute('messages', 'Notice settings: e-mails (messages, viewings) and pushes (messages, viewings, searches, price drops)', {
      response: { 200: z.object({ data: noticeSettingsSchema }), ...accountErrors },
    }),
    async (request, reply) => noStore(reply).send({ data: await fastify.notices.settings.get(me(request).id) }),
  );

  fastify.put(
    '/',
    signedInRoute('messages', 'Change notice settings (only the fields given)', {
      body: noticeSettingsBodySchema,
      response: { 200: z.object({ message: z.string(), data: noticeSettingsSchema }), ...accountErrors },
    }),
    async (request, reply) => {
      const data = await fastify.notices.settings.update(me(request).id, request.body);
      return noStore(reply).send({ message: noticeMessage('noticeSettingsSaved', request.lang), data });
    },
  );
};

export default route;
