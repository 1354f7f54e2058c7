// Profile of the signed-in user (profile/info). Signed in only (autohooks); a `user_id` must be the caller's own.
//   PATCH  /api/profile { user_id?, name?, lastname?, phone?, email?, current_password? }
//          a new e-mail needs the current password and is not set here: a confirmation link goes to it (as below)
//   PUT    /api/profile/password { user_id?, current_password, password, password_confirmation }
//          (other sessions end; this one stays; a pending e-mail change ends)
//   POST   /api/profile/photo  multipart: user_id, photo (JPEG/PNG/WebP/AVIF/HEIC, re-encoded to WebP)
//   DELETE /api/profile/photo?user_id
//   GET    /api/profile/email                                  the address and the pending change, if any
//   POST   /api/profile/email { user_id?, email, current_password }  mail a confirmation link to the new address
//   DELETE /api/profile/email?user_id                          cancel the pending change
//   DELETE /api/profile { user_id?, password }                 delete the account (services/account-deletion.ts)
//   GET    /api/profile/data?format=json|html                  download all personal data (data.ts, KVKK)
// The link is confirmed by the public POST /api/email-change/confirm (routes/api/email-change).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { accountErrors, accountErrorSchema, accountMessage, messageReplySchema } from '@realty/shared/schemas';
import { deleteAccountBodySchema, emailChangeBodySchema, emailChangeReplySchema, emailStatusReplySchema, passwordBodySchema, type PendingEmail, profileBodySchema, profileReplySchema, userIdQuerySchema, userReplySchema } from '@realty/shared/contracts/account';
import type { Lang } from '@realty/shared/routes';
import { me, type UserRow } from '../../../plugins/app/session';
import { fieldError, httpError } from '../../../plugins/app/errors';
import { ImageError } from '../../../services/uploads';
import personalData from './data';
import { signedInGet, signedInRoute } from '../../route-options';

interface PhotoForm {
  userId?: string;
  photo?: Buffer;
  tooLarge?: boolean;
  malformed?: boolean;
}

/**
 * The multipart body: the `user_id` field and the first file's bytes. A body that cannot be parsed (no or
 * a wrong boundary, truncated) is the client's fault: `malformed`, answered 422 (never a 500).
 */
async function readPhotoForm(request: FastifyRequest): Promise<PhotoForm> {
  const out: PhotoForm = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (out.photo) {
          await part.toBuffer(); // drain extra files
          continue;
        }
        out.photo = await part.toBuffer();
      } else if (part.fieldname === 'user_id' && typeof part.value === 'string') {
        out.userId = part.value;
      }
    }
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) return { tooLarge: true };
    request.log.info({ err: error }, 'malformed multipart body');
    return { malformed: true };
  }
  return out;
}

/** The `user_id` field of a multipart form: absent, or the caller's own id (422 malformed, 403 another). */
function checkFormUserId(value: string | undefined, user: UserRow): void {
  if (value === undefined || value.trim() === '') return;
  const parsed = userIdQuerySchema.safeParse({ user_id: value });
  if (!parsed.success) throw fieldError({ user_id: ['userIdInvalid'] });
  if (parsed.data.user_id !== user.id) throw httpError(403, 'forbidden');
}

const userErrors = { ...accountErrors, 429: accountErrorSchema };

const route: FastifyPluginAsyncZod = async (fastify) => {
  // GET /data (autoload loads only index.ts of a folder that has one)
  await fastify.register(personalData);

  /** Start an e-mail change (shared by PATCH with a new e-mail and POST /email); throws the 4xx replies. */
  async function requestEmailChange(
    request: FastifyRequest,
    user: UserRow,
    email: string,
    currentPassword: string | undefined,
    lang: Lang,
  ): Promise<{ wait: number } | { pending: PendingEmail }> {
    if (!currentPassword) throw fieldError({ current_password: ['currentPasswordRequired'] });
    const wait = Math.max(
      await fastify.limits.take(request, fastify.limits.rules.emailChange, 'account'),
      await fastify.limits.take(request, fastify.limits.rules.emailChangeAddress, 'address'),
    );
    if (wait > 0) return { wait };
    const outcome = await fastify.emailChanges.request(user, email, currentPassword, lang);
    if (!outcome.ok) throw fieldError({ [outcome.field]: [outcome.key] });
    return { pending: outcome.pending };
  }

  fastify.patch(
    '/',
    signedInRoute('account', 'Update name, last name, phone; a new e-mail (with the current password) gets a confirmation link', {
      body: profileBodySchema,
      response: { 200: profileReplySchema, ...userErrors },
    }),
    async (request, reply) => {
      const user = me(request);
      const { name, lastname, phone, email, current_password: currentPassword } = request.body;
      const emailChanges = email !== undefined && email !== user.email.toLowerCase();
      let pending: PendingEmail | null = null;
      if (emailChanges) {
        const started = await requestEmailChange(request, user, email, currentPassword, request.lang);
        if ('wait' in started) {
          return reply.code(429).header('retry-after', String(started.wait)).send({ message: accountMessage('tooManyRequests', request.lang, { seconds: started.wait }) });
        }
        pending = started.pending;
      }
      const updated = await fastify.users.updateProfile(user.id, { name, lastname, phone });
      if (!updated) throw httpError(401, 'unauthenticated');
      const message = pending ? accountMessage('emailChangeSent', request.lang, { email: pending.email }) : accountMessage('profileUpdated', request.lang);
      return reply.send({ message, data: fastify.users.serialize(updated), ...(pending ? { pending_email: pending } : {}) });
    },
  );

  fastify.put(
    '/password',
    signedInRoute('account', 'Change the password (with the current one); other sessions end; the address gets a notice', {
      body: passwordBodySchema,
      response: { 200: messageReplySchema, ...accountErrors },
    }),
    async (request, reply) => {
      const { current_password: current, password } = request.body;
      const user = me(request);
      const result = await fastify.auth.changePassword(user, current, password, request.sessionId ?? undefined);
      if (!result.ok) throw fieldError(result.errors);
      fastify.auth.passwordChangedNoticeLater(user, request.lang, (error) => request.log.error({ err: error }, 'password changed mail failed'));
      return reply.send({ message: accountMessage('passwordChanged', request.lang) });
    },
  );

  fastify.post(
    '/photo',
    signedInRoute('account', 'Upload a profile photo (multipart: field "photo", optional "user_id")', {
      consumes: ['multipart/form-data'],
      querystring: userIdQuerySchema,
      response: { 200: userReplySchema, ...accountErrors },
    }),
    async (request, reply) => {
      const user = me(request);
      if (!request.isMultipart()) throw fieldError({ photo: ['photoRequired'] });
      const form = await readPhotoForm(request);
      if (form.malformed) throw fieldError({ photo: ['uploadMalformed'] });
      checkFormUserId(form.userId, user);
      if (form.tooLarge) throw fieldError({ photo: ['photoTooLarge'] });
      if (!form.photo || form.photo.length === 0) throw fieldError({ photo: ['photoRequired'] });
      let saved;
      try {
        saved = await fastify.uploads.saveAvatar(user.id, form.photo);
      } catch (error) {
        if (error instanceof ImageError) throw fieldError({ photo: [error.reason === 'too-large' ? 'photoTooLarge' : 'photoInvalid'] });
        throw error;
      }
      // Replace atomically and remove exactly the photo this upload replaced (not the one read at the start:
      // a parallel upload may have replaced that one already).
      const { user: updated, previous } = await fastify.users.replacePhoto(user.id, saved.url);
      if (!updated) {
        await fastify.uploads.remove(saved.key);
        throw httpError(401, 'unauthenticated');
      }
      if (previous !== saved.url) await fastify.uploads.remove(previous);
      return reply.send({ message: accountMessage('photoUpdated', request.lang), data: fastify.users.serialize(updated) });
    },
  );

  fastify.delete(
    '/photo',
    signedInRoute('account', 'Remove the profile photo', {
      querystring: userIdQuerySchema,
      response: { 200: userReplySchema, ...accountErrors },
    }),
    async (request, reply) => {
      const { user: updated, previous } = await fastify.users.replacePhoto(me(request).id, null);
      await fastify.uploads.remove(previous);
      if (!updated) throw httpError(401, 'unauthenticated');
      return reply.send({ message: accountMessage('photoDeleted', request.lang), data: fastify.users.serialize(updated) });
    },
  );

  signedInGet(
    fastify,
    '/email',
    {
      tag: 'account',
      summary: 'The e-mail address and the change waiting for confirmation, if any',
      input: { querystring: userIdQuerySchema },
      reply: emailStatusReplySchema,
      errors: accountErrors,
    },
    async (request) => {
      const user = me(request);
      return { data: { email: user.email, pending: await fastify.emailChanges.pending(user.id) } };
    },
  );

  fastify.post(
    '/email',
    signedInRoute('account', 'Change the e-mail: a one-time link (24 hours) goes to the new address, a notice to the current one', {
      body: emailChangeBodySchema,
      response: { 200: emailChangeReplySchema, ...userErrors },
    }),
    async (request, reply) => {
      const { email, current_password: currentPassword } = request.body;
      const started = await requestEmailChange(request, me(request), email, currentPassword, request.lang);
      if ('wait' in started) {
        return reply.code(429).header('retry-after', String(started.wait)).send({ message: accountMessage('tooManyRequests', request.lang, { seconds: started.wait }) });
      }
      return reply.send({ message: accountMessage('emailChangeSent', request.lang, { email: started.pending.email }), data: started.pending });
    },
  );

  fastify.delete(
    '/email',
    signedInRoute('account', 'Cancel the e-mail change waiting for confirmation (its link stops working)', {
      querystring: userIdQuerySchema,
      response: { 200: messageReplySchema, ...accountErrors, 404: accountErrorSchema },
    }),
    async (request, reply) => {
      if (!(await fastify.emailChanges.cancel(me(request).id))) throw httpError(404, 'emailChangeNone');
      return reply.send({ message: accountMessage('emailChangeCancelled', request.lang) });
    },
  );

  fastify.delete(
    '/',
    {
      ...signedInRoute('account', 'Delete the account (with the password): listings hidden, personal data erased, invoices kept; signs out', {
        body: deleteAccountBodySchema,
        response: { 200: messageReplySchema, ...userErrors },
      }),
      preHandler: [fastify.limits.guard(fastify.limits.rules.accountDelete, 'account'), fastify.limits.guard(fastify.limits.rules.accountDeleteAddress, 'address')],
    },
    async (request, reply) => {
      const deleted = await fastify.accountDeletion.deleteWithPassword(me(request), request.body.password, request.lang);
      if (!deleted) throw fieldError({ password: ['currentPasswordWrong'] });
      await reply.endSession();
      fastify.csrf.issue(request, reply);
      return reply.send({ message: accountMessage('accountDeleted', request.lang) });
    },
  );
};

export default route;
