// Profile of the signed-in user (profile/info). `user_id` must be the caller's own id.
//   PATCH  /api/profile { user_id, name?, lastname?, phone?, email?, current_password? }
//          (a new e-mail needs the current password)
//   PUT    /api/profile/password { user_id, current_password, password, password_confirmation }
//          (other sessions end; this one stays)
//   POST   /api/profile/photo  multipart: user_id, photo (JPEG/PNG/WebP/AVIF/HEIC, re-encoded to WebP)
//   DELETE /api/profile/photo?user_id
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { authMessage, authSchemas } from '@realty/shared/schemas';
import { isUniqueViolation, serializeUser } from '../../../services/users';
import { ImageError } from '../../../services/uploads';
import { input, parseOr422, requireOwner, requireUser, sendFieldErrors, sendMessage } from '../../../plugins/app/auth';

/**
 * The multipart body: the `user_id` field and the first file's bytes. A body that cannot be parsed (no or
 * a wrong boundary, truncated) is the client's fault: `malformed`, answered 422 (never a 500).
 */
async function readPhotoForm(request: FastifyRequest): Promise<{ userId?: string; photo?: Buffer; tooLarge?: boolean; malformed?: boolean }> {
  const out: { userId?: string; photo?: Buffer; tooLarge?: boolean; malformed?: boolean } = {};
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

function photoReply(reply: FastifyReply, request: FastifyRequest, error: unknown) {
  if (error instanceof ImageError) {
    return sendFieldErrors(reply, request, { photo: [error.reason === 'too-large' ? 'photoTooLarge' : 'photoInvalid'] });
  }
  throw error;
}

const route: FastifyPluginAsync = async (fastify) => {
  fastify.patch('/', { schema: { tags: ['account'], summary: 'Update name, last name, phone, e-mail' } }, async (request, reply) => {
    const user = await requireOwner(request, reply, input(request, 'user_id'));
    if (!user) return reply;
    const data = parseOr422(authSchemas(request.lang).profile, request.body, request, reply);
    if (!data) return reply;
    const emailChanges = data.email !== undefined && data.email !== user.email.toLowerCase();
    if (emailChanges) {
      if (!data.current_password) return sendFieldErrors(reply, request, { current_password: ['currentPasswordRequired'] });
      if (!(await fastify.auth.checkPassword(user, data.current_password))) {
        return sendFieldErrors(reply, request, { current_password: ['currentPasswordWrong'] });
      }
      if (await fastify.users.emailTaken(data.email as string, user.id)) return sendFieldErrors(reply, request, { email: ['emailTaken'] });
    }
    let updated;
    try {
      updated = await fastify.users.updateProfile(user.id, {
        name: data.name,
        lastname: data.lastname,
        phone: data.phone,
        email: emailChanges ? data.email : undefined,
      });
    } catch (error) {
      if (isUniqueViolation(error)) return sendFieldErrors(reply, request, { email: ['emailTaken'] });
      throw error;
    }
    if (!updated) return sendMessage(reply, request, 401, 'unauthenticated');
    return reply.send({ message: authMessage('profileUpdated', request.lang), data: serializeUser(updated) });
  });

  fastify.put('/password', { schema: { tags: ['account'], summary: 'Change the password (with the current one)' } }, async (request, reply) => {
    const user = await requireOwner(request, reply, input(request, 'user_id'));
    if (!user) return reply;
    const data = parseOr422(authSchemas(request.lang).password, request.body, request, reply);
    if (!data) return reply;
    const result = await fastify.auth.changePassword(user, data.current_password, data.password, request.sessionId ?? undefined);
    if (!result.ok) return sendFieldErrors(reply, request, result.errors);
    return reply.send({ message: authMessage('passwordChanged', request.lang) });
  });

  fastify.post('/photo', { schema: { tags: ['account'], summary: 'Upload a profile photo (multipart field "photo")' } }, async (request, reply) => {
    const signedIn = await requireUser(request, reply);
    if (!signedIn) return reply;
    if (!request.isMultipart()) return sendFieldErrors(reply, request, { photo: ['photoRequired'] });
    const form = await readPhotoForm(request);
    if (form.malformed) return sendFieldErrors(reply, request, { photo: ['uploadMalformed'] });
    const user = await requireOwner(request, reply, form.userId ?? input(request, 'user_id'));
    if (!user) return reply;
    if (form.tooLarge) return sendFieldErrors(reply, request, { photo: ['photoTooLarge'] });
    if (!form.photo || form.photo.length === 0) return sendFieldErrors(reply, request, { photo: ['photoRequired'] });
    let saved;
    try {
      saved = await fastify.uploads.saveAvatar(user.id, form.photo);
    } catch (error) {
      return photoReply(reply, request, error);
    }
    // Replace atomically and remove exactly the photo this upload replaced (not the one read at the start:
    // a parallel upload may have replaced that one already).
    const { user: updated, previous } = await fastify.users.replacePhoto(user.id, saved.url);
    if (!updated) {
      await fastify.uploads.remove(saved.key);
      return sendMessage(reply, request, 401, 'unauthenticated');
    }
    if (previous !== saved.url) await fastify.uploads.remove(previous);
    return reply.send({ message: authMessage('photoUpdated', request.lang), data: serializeUser(updated) });
  });

  fastify.delete('/photo', { schema: { tags: ['account'], summary: 'Remove the profile photo' } }, async (request, reply) => {
    const user = await requireOwner(request, reply, input(request, 'user_id'));
    if (!user) return reply;
    const { user: updated, previous } = await fastify.users.replacePhoto(user.id, null);
    await fastify.uploads.remove(previous);
    if (!updated) return sendMessage(reply, request, 401, 'unauthenticated');
    return reply.send({ message: authMessage('photoDeleted', request.lang), data: serializeUser(updated) });
  });
};

export default route;
