// GET /api/push/key: the VAPID public key a browser subscribes with (PushManager.subscribe's applicationServerKey);
// null when this server has no VAPID keys (push is off: the page hides its push switches).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicRoute } from '../../../route-options';

const route: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    publicRoute('messages', 'The Web Push public key (null: push is off)', {
      response: { 200: z.object({ data: z.object({ public_key: z.string().nullable() }) }) },
    }),
    async () => ({ data: { public_key: fastify.notices.push.publicKey } }),
  );
};

export default route;
