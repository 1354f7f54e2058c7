// The corporate profile (profile/corporate) of the signed-in user. Thin: guard, zod, one service call.
//   GET    /api/agency                         role, agency, team, open invitations
//   POST   /api/agency                         create (corporate accounts without an agency)
//   PUT    /api/agency                         update (owner)
//   POST   /api/agency/logo                    multipart `logo` (owner; re-encoded by sharp)
//   POST   /api/agency/invitations             { email, post? } (owner): e-mails a signed link
//   DELETE /api/agency/invitations/:id         (owner)
//   GET    /api/agency/invitations/:token      who invites whom (public: the link's landing)
//   POST   /api/agency/invitations/:token/accept   (signed in as the invited address)
//   PATCH  /api/agency/members/:userId         { post } (owner)
//   DELETE /api/agency/members/:userId         (owner)
//   PATCH  /api/agency/listings/:id            { status: active|hidden }: the author, or the agency's owner
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import tr from '@realty/shared/i18n/tr.json';
import en from '@realty/shared/i18n/en.json';
import ru from '@realty/shared/i18n/ru.json';
import { agencyMessage, type AgencyMessageKey } from '@realty/shared/agencies';
import {
  accountErrorSchema as errorSchema,
  agencyFormSchema,
  corporateReplySchema,
  idParamsSchema,
  invitationInfoReplySchema,
  inviteFormSchema,
  memberPatchSchema,
  messageReplySchema,
  positiveIdField,
  userIdParamsSchema,
} from '@realty/shared/schemas';
import { requireUser } from '../../../plugins/app/auth';
import { ImageError } from '../../../services/uploads';
import {
  acceptInvitation,
  cancelInvitation,
  corporateProfile,
  createAgency,
  invitationInfo,
  invite,
  ownedAgency,
  removeMember,
  setListingStatus,
  setLogo,
  setMemberPost,
  updateAgency,
} from '../../../services/agencies/corporate';
import type { Outcome } from '../../../services/agencies/outcome';
import { removeLogo, saveLogo } from '../../../services/agencies/logo';
import { noStore } from '../../../http-cache';

const SITE = { tr: tr.siteName, en: en.siteName, ru: ru.siteName } as const;

const message = (reply: FastifyReply, request: FastifyRequest, status: number, key: AgencyMessageKey, params?: Record<string, string>) =>
  noStore(reply).code(status).send({ message: agencyMessage(key, request.lang, params) });

function failed(reply: FastifyReply, request: FastifyRequest, outcome: Extract<Outcome<unknown>, { ok: false }>) {
  const text = agencyMessage(outcome.key, request.lang);
  return noStore(reply)
    .code(outcome.status)
    .send({ message: text, ...(outcome.field ? { errors: { [outcome.field]: [text] } } : {}) });
}

/** zod parse; a failure is a 422 with the translated "check this field" per field. */
function parse<S extends z.ZodType>(schema: S, body: unknown, request: FastifyRequest, reply: FastifyReply): z.output<S> | undefined {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const text = agencyMessage('invalid', request.lang);
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'body')] = [text];
  void noStore(reply).code(422).send({ message: text, errors });
  return undefined;
}

/**
 * `/invitations/{invitation}`: the invitation's number for its owner (DELETE) or the token of the link mailed to the
 * invitee (GET, accept). One path template with one parameter name, as OpenAPI asks.
 */
const invitationIdParamsSchema = z.object({ invitation: positiveIdField('idInvalid') });
const invitationTokenParamsSchema = z.object({ invitation: z.string().min(1).max(500).describe('The token of the link in the invitation mail') });

/** A change's reply: its message and the agency, team and invitations as they are now. */
const savedReplySchema = z.object({ message: z.string(), data: corporateReplySchema.shape.data });
/** The errors an agency action answers (Outcome): not the owner, not found, invalid. */
const outcomeErrors = { 403: errorSchema, 404: errorSchema, 422: errorSchema };

const route: FastifyPluginAsync = async (fastify) => {
  const { database } = fastify;
  const secret = fastify.config.cookieSecret;

  fastify.get('/', { schema: { tags: ['agency'], summary: "The signed-in user's agency, team and invitations", response: { 200: corporateReplySchema } } }, async (request, reply) => {
    const user = await requireUser(request, reply);
    if (!user) return reply;
    return noStore(reply).send({ data: await corporateProfile(database, user, request.lang) });
  });

  fastify.post('/', { schema: { tags: ['agency'], summary: 'Create the agency (corporate accounts)', response: { 201: savedReplySchema, ...outcomeErrors } } }, async (request, reply) => {
    const user = await requireUser(request, reply);
    if (!user) return reply;
    const data = parse(agencyFormSchema, request.body, request, reply);
    if (!data) return reply;
    const outcome = await createAgency(database, user, data);
    if (!outcome.ok) return failed(reply, request, outcome);
    return noStore(reply).code(201).send({ message: agencyMessage('saved', request.lang), data: await corporateProfile(database, user, request.lang) });
  });

  fastify.put('/', { schema: { tags: ['agency'], summary: 'Update the agency (owner)', response: { 200: savedReplySchema, ...outcomeErrors } } }, async (request, reply) => {
    const user = await requireUser(request, reply);
    if (!user) return reply;
    const data = parse(agencyFormSchema, request.body, request, reply);
    if (!data) return reply;
    const outcome = await updateAgency(database, user, data);
    if (!outcome.ok) return failed(reply, request, outcome);
    return noStore(reply).send({ message: agencyMessage('saved', request.lang), data: await corporateProfile(database, user, request.lang) });
  });

  fastify.post('/logo', { schema: { tags: ['agency'], summary: 'Upload the logo (owner; re-encoded to WebP)', response: { 200: z.object({ message: z.string(), data: z.object({ logo: z.string() }) }), ...outcomeErrors } } }, async (request, reply) => {
    const user = await requireUser(request, reply);
    if (!user) return reply;
    const owned = await ownedAgency(database, user.id);
    if (!owned.ok) return failed(reply, request, owned);
    let file: Buffer | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (file) await part.toBuffer();
          else file = await part.toBuffer();
        }
      }
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 413) return message(reply, request, 422, 'logoTooLarge');
      throw error;
    }
    if (!file) return message(reply, request, 422, 'logoInvalid');
    try {
      const url = await saveLogo(fastify.uploads, owned.value, file);
      await removeLogo(fastify.uploads, await setLogo(database, owned.value, url));
      return noStore(reply).send({ message: agencyMessage('saved', request.lang), data: { logo: url } });
    } catch (error) {
      if (error instanceof ImageError) return message(reply, request, 422, error.reason === 'too-large' ? 'logoTooLarge' : 'logoInvalid');
      throw error;
    }
  });

  fastify.delete('/logo', { schema: { tags: ['agency'], summary: 'Remove the logo (owner)', response: { 200: messageReplySchema, ...outcomeErrors } } }, async (request, reply) => {
    const user = await requireUser(request, reply);
    if (!user) return reply;
    const owned = await ownedAgency(database, user.id);
    if (!owned.ok) return failed(reply, request, owned);
    await removeLogo(fastify.uploads, await setLogo(database, owned.value, null));
    return noStore(reply).send({ message: agencyMessage('removed', request.lang) });
  });

  fastify.post('/invitations', { schema: { tags: ['agency'], summary: 'Invite an agent by e-mail (owner)', response: { 201: savedReplySchema, ...outcomeErrors } } }, async (request, reply) => {
    const user = await requireUser(request, reply);
    if (!user) return reply;
    const data = parse(inviteFormSchema, request.body, request, reply);
    if (!data) return reply;
    const outcome = await invite(database, user, data, secret);
    if (!outcome.ok) return failed(reply, request, outcome);
    const lang = request.lang;
    const link = `${fastify.config.publicUrl}/${lang}/profile/corporate?invite=${encodeURIComponent(outcome.value.token)}`;
    const params = { agency: outcome.value.agencyName, site: SITE[lang], inviter: [user.name, user.lastname].filter(Boolean).join(' '), link };
    await fastify.mailer.send({ to: data.email, subject: agencyMessage('invitationSubject', lang, params), text: agencyMessage('invitationBody', lang, params) });
    return noStore(reply)
      .code(201)
      .send({ message: agencyMessage('invitationSent', lang, { email: data.email }), data: await corporateProfile(database, user, lang) });
  });

  fastify.delete<{ Params: { invitation: number } }>('/invitations/:invitation', { schema: { tags: ['agency'], summary: 'Withdraw an invitation (owner)', params: invitationIdParamsSchema, response: { 200: savedReplySchema, ...outcomeErrors } } }, async (request, reply) => {
    const user = await requireUser(request, reply);
    if (!user) return reply;
    const outcome = await cancelInvitation(database, user, request.params.invitation);
    if (!outcome.ok) return failed(reply, request, outcome);
    return noStore(reply).send({ message: agencyMessage('removed', request.lang), data: await corporateProfile(database, user, request.lang) });
  });

  fastify.get<{ Params: { invitation: string } }>('/invitations/:invitation', { config: { public: true }, schema: { tags: ['agency'], summary: 'An invitation by its link token', params: invitationTokenParamsSchema, response: { 200: invitationInfoReplySchema, 404: errorSchema } } }, async (request, reply) => {
    const info = await invitationInfo(database, request.params.invitation, secret);
    if (!info) return message(reply, request, 404, 'invitationInvalid');
    return noStore(reply).send({ data: info });
  });

  fastify.post<{ Params: { invitation: string } }>(
    '/invitations/:invitation/accept',
    { schema: { tags: ['agency'], summary: 'Accept an invitation (signed in as the invited address)', params: invitationTokenParamsSchema, response: { 200: savedReplySchema, ...outcomeErrors } } },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      if (!user) return reply;
      const outcome = await acceptInvitation(database, user, request.params.invitation, secret);
      if (!outcome.ok) return failed(reply, request, outcome);
      return noStore(reply).send({
        message: agencyMessage('invitationAccepted', request.lang, { agency: outcome.value }),
        data: await corporateProfile(database, user, request.lang),
      });
    },
  );

  fastify.patch<{ Params: { userId: number } }>('/members/:userId', { schema: { tags: ['agency'], summary: "Set an agent's post (owner)", params: userIdParamsSchema, response: { 200: savedReplySchema, ...outcomeErrors } } }, async (request, reply) => {
    const user = await requireUser(request, reply);
    if (!user) return reply;
    const memberId = request.params.userId;
    const data = parse(memberPatchSchema, request.body, request, reply);
    if (!data) return reply;
    const outcome = await setMemberPost(database, user, memberId, data.post ?? null);
    if (!outcome.ok) return failed(reply, request, outcome);
    return noStore(reply).send({ message: agencyMessage('saved', request.lang), data: await corporateProfile(database, user, request.lang) });
  });

  fastify.delete<{ Params: { userId: number } }>('/members/:userId', { schema: { tags: ['agency'], summary: 'Remove an agent (owner)', params: userIdParamsSchema, response: { 200: savedReplySchema, ...outcomeErrors } } }, async (request, reply) => {
    const user = await requireUser(request, reply);
    if (!user) return reply;
    const memberId = request.params.userId;
    const outcome = await removeMember(database, user, memberId);
    if (!outcome.ok) return failed(reply, request, outcome);
    return noStore(reply).send({ message: agencyMessage('removed', request.lang), data: await corporateProfile(database, user, request.lang) });
  });

  fastify.patch<{ Params: { id: number } }>(
    '/listings/:id',
    { schema: { tags: ['agency'], summary: "Show or hide a listing: its author or the agency's owner", params: idParamsSchema, response: { 200: messageReplySchema, ...outcomeErrors } } },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      if (!user) return reply;
      const { id } = request.params;
      const data = parse(z.object({ status: z.enum(['active', 'hidden']) }), request.body, request, reply);
      if (!data) return reply;
      const outcome = await setListingStatus(database, user, id, data.status);
      if (!outcome.ok) return failed(reply, request, outcome);
      return noStore(reply).send({ message: agencyMessage('saved', request.lang) });
    },
  );
};

export default route;
