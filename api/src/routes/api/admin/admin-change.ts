// A back-office action on one thing by its `:id` (approve or hide a listing, block or unblock a user): POST, answered
// `{ message, data }` with the thing after it, 404 when there is none. Not a route module: autoload loads only
// index.ts of a folder that has one.
import type { FastifyTypeProviderDefault, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { accountMessage, type AccountMessageKey } from '@realty/shared/schemas';
import { adminErrors, adminIdParamsSchema, adminNotFound } from '@realty/shared/contracts/admin';
import { me } from '../../../plugins/app/session';
import { httpError } from '../../../plugins/app/errors';
import { signedInRoute, type ZodFastify } from '../../route-options';

/** What an action declares: OpenAPI summary, reply, the 404's message key and the success message key. */
export interface AdminChange<R extends z.ZodType<{ data: unknown }>> {
  summary: string;
  reply: R;
  notFound: AccountMessageKey;
  message: AccountMessageKey;
}

/** POST `path`: `change(actorId, id)` answers the thing after the action, or null (404); it may throw its own 4xx. */
export function adminChange<R extends z.ZodType<{ data: unknown }>>(
  fastify: ZodFastify,
  path: string,
  action: AdminChange<R>,
  change: (actorId: number, id: number) => Promise<z.infer<R>['data'] | null>,
): void {
  const options: RouteShorthandOptions = signedInRoute('admin', action.summary, {
    params: adminIdParamsSchema,
    response: { 200: action.reply, ...adminErrors, ...adminNotFound },
  });
  // As in publicRead: the schema's types cannot be resolved for a generic R here.
  fastify.withTypeProvider<FastifyTypeProviderDefault>().post(path, options, async (request, reply) => {
    const { id } = request.params as z.output<typeof adminIdParamsSchema>;
    const result: unknown = await change(me(request).id, id);
    if (result === null) throw httpError(404, action.notFound);
    return reply.send({ message: accountMessage(action.message, request.lang), data: result });
  });
}
