// The corporate profile (profile/corporate) of the signed-in user (autohooks: 401 signed out, but for the invitation's
// landing). Thin: zod, one `fastify.agencies` call; refusals are thrown (agencyErrors) and translated by the error
// handler, and an invalid form field answers the agencies' one field message (`config.invalidField`).
//   GET    /api/agency                         role, agency, team, open invitations
//   POST   /api/agency                         create (corporate accounts without an agency)
//   PUT    /api/agency                         update (owner)
//   POST   /api/agency/logo                    multipart `logo` (owner; re-encoded by sharp)
//   DELETE /api/agency/logo                    (owner)
//   POST   /api/agency/invitations             { email, post? } (owner): e-mails a signed link
//   DELETE /api/agency/invitations/:id         (owner)
//   GET    /api/agency/invitations/:token      who invites whom (public: the link's landing)
//   POST   /api/agency/invitations/:token/accept   (signed in as the invited address)
//   PATCH  /api/agency/members/:userId         { post } (owner)
//   DELETE /api/agency/members/:userId         (owner)
//   PATCH  /api/agency/listings/:id            { status: active|hidden }: the author, or the agency's owner
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { agencyFormSchema, corporateReplySchema, invitationInfoReplySchema, inviteFormSchema, memberPatchSchema } from '@realty/shared/contracts/agencies';
import { idParamsSchema, messageReplySchema, positiveIdField, userIdParamsSchema, accountErrorSchema as errorSchema } from '@realty/shared/schemas';
import { me } from '../../../plugins/app/session';
import { agencyErrors, agencyInvalidField } from '../../../plugins/app/agencies/errors';
import { absentBodyAsEmpty } from '../../../plugins/app/input-guard';
import { noStore } from '../../../http-cache';
import { publicRoute } from '../../route-options';

/**
 * `/invitations/{invitation}`: the invitation's number for its owner (DELETE) or the token of the link mailed to the
 * invitee (GET, accept). One path template with one parameter name, as OpenAPI asks.
 */
const invitationIdParamsSchema = z.object({ invitation: positiveIdField('idInvalid') });
const invitationTokenParamsSchema = z.object({ invitation: z.string().min(1).max(500).describe('The token of the link in the invitation mail') });
const listingStatusSchema = z.object({ status: z.enum(['active', 'hidden']) });

/** A change's reply: its message and the agency, team and invitations as they are now. */
const savedReplySchema = z.object({ message: z.string(), data: corporateReplySchema.shape.data });
/** The errors an agency action answers: not the owner, not found, invalid. */
const outcomeErrors = { 403: errorSchema, 404: errorSchema, 422: errorSchema };
/** A form's body: a missing one is an empty form (a message per field), every invalid field the one agency message. */
const form = { preValidation: absentBodyAsEmpty, config: { invalidField: agencyInvalidField } };

const route: FastifyPluginAsyncZod = async (fastify) => {
  const { agencies } = fastify;

  fastify.get('/', { schema: { tags: ['agency'], summary: "The signed-in user's agency, team and invitations", response: { 200: corporateReplySchema } } }, async (request, reply) =>
    noStore(reply).send({ data: await agencies.profile(me(request), request.lang) }),
  );

  fastify.post(
    '/',
    { ...form, schema: { tags: ['agency'], summary: 'Create the agency (corporate accounts)', body: agencyFormSchema, response: { 201: savedReplySchema, ...outcomeErrors } } },
    async (request, reply) => noStore(reply).code(201).send(await agencies.create(me(request), request.body, request.lang)),
  );

  fastify.put(
    '/',
    { ...form, schema: { tags: ['agency'], summary: 'Update the agency (owner)', body: agencyFormSchema, response: { 200: savedReplySchema, ...outcomeErrors } } },
    async (request, reply) => noStore(reply).send(await agencies.update(me(request), request.body, request.lang)),
  );

  fastify.post(
    '/logo',
    { schema: { tags: ['agency'], summary: 'Upload the logo (owner; re-encoded to WebP)', response: { 200: z.object({ message: z.string(), data: z.object({ logo: z.string() }) }), ...outcomeErrors } } },
    async (request, reply) => {
      const agencyId = await agencies.ownedAgency(me(request).id);
      let file: Buffer | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (file) await part.toBuffer();
            else file = await part.toBuffer();
          }
        }
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 413) throw agencyErrors.httpError(422, 'logoTooLarge');
        throw error;
      }
      if (!file) throw agencyErrors.httpError(422, 'logoInvalid');
      return noStore(reply).send(await agencies.setLogo(agencyId, file, request.lang));
    },
  );

  fastify.delete('/logo', { schema: { tags: ['agency'], summary: 'Remove the logo (owner)', response: { 200: messageReplySchema, ...outcomeErrors } } }, async (request, reply) => {
    const { message } = await agencies.setLogo(await agencies.ownedAgency(me(request).id), null, request.lang);
    return noStore(reply).send({ message });
  });

  fastify.post(
    '/invitations',
    { ...form, schema: { tags: ['agency'], summary: 'Invite an agent by e-mail (owner)', body: inviteFormSchema, response: { 201: savedReplySchema, ...outcomeErrors } } },
    async (request, reply) => noStore(reply).code(201).send(await agencies.invite(me(request), request.body, request.lang)),
  );

  fastify.delete(
    '/invitations/:invitation',
    { schema: { tags: ['agency'], summary: 'Withdraw an invitation (owner)', params: invitationIdParamsSchema, response: { 200: savedReplySchema, ...outcomeErrors } } },
    async (request, reply) => noStore(reply).send(await agencies.withdrawInvitation(me(request), request.params.invitation, request.lang)),
  );

  fastify.get(
    '/invitations/:invitation',
    publicRoute('agency', 'An invitation by its link token', { params: invitationTokenParamsSchema, response: { 200: invitationInfoReplySchema, 404: errorSchema } }),
    async (request, reply) => noStore(reply).send({ data: await agencies.invitation(request.params.invitation) }),
  );

  fastify.post(
    '/invitations/:invitation/accept',
    { schema: { tags: ['agency'], summary: 'Accept an invitation (signed in as the invited address)', params: invitationTokenParamsSchema, response: { 200: savedReplySchema, ...outcomeErrors } } },
    async (request, reply) => noStore(reply).send(await agencies.acceptInvitation(me(request), request.params.invitation, request.lang)),
  );

  fastify.patch(
    '/members/:userId',
    { ...form, schema: { tags: ['agency'], summary: "Set an agent's post (owner)", params: userIdParamsSchema, body: memberPatchSchema, response: { 200: savedReplySchema, ...outcomeErrors } } },
    async (request, reply) => noStore(reply).send(await agencies.setMemberPost(me(request), request.params.userId, request.body.post ?? null, request.lang)),
  );

  fastify.delete(
    '/members/:userId',
    { schema: { tags: ['agency'], summary: 'Remove an agent (owner)', params: userIdParamsSchema, response: { 200: savedReplySchema, ...outcomeErrors } } },
    async (request, reply) => noStore(reply).send(await agencies.removeMember(me(request), request.params.userId, request.lang)),
  );

  fastify.patch(
    '/listings/:id',
    { ...form, schema: { tags: ['agency'], summary: "Show or hide a listing: its author or the agency's owner", params: idParamsSchema, body: listingStatusSchema, response: { 200: messageReplySchema, ...outcomeErrors } } },
    async (request, reply) => noStore(reply).send(await agencies.setListingStatus(me(request), request.params.id, request.body.status, request.lang)),
  );
};

export default route;
