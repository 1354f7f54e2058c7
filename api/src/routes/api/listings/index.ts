// The add/edit listing form (profile/add, profile/edit/{id}). Signed-in only; a draft or listing that is not the
// caller's answers 404. Values are checked with the shared form schema (422 per field in the request's language).
//   POST   /api/listings/draft                     open the newest draft of a new listing (or a new one)
//   PUT    /api/listings/draft/{id}                { values }  autosave (any partial values)
//   DELETE /api/listings/draft/{id}                discard it and its photos
//   POST   /api/listings/draft/{id}/publish        { values }  validate, create the active listing → 201 { id, url }
//   GET    /api/listings/{id}/edit                 an own listing as the form loads it (with its edit draft)
//   PUT    /api/listings/{id}/draft                { values }  autosave an edit
//   PUT    /api/listings/{id}                      { values }  save an edit (status kept; a new price → history)
//   DELETE /api/listings/{id}                      soft delete, its photos' files removed
//   POST   /api/{draft|listings}/{id}/photos       multipart, field "photo" (one file a request; 20 MB, 30 a listing):
//                                                  201 { data: photo } processed at once, or 202 { data: pending } for
//                                                  a large one (above PHOTO_INLINE_MAX_PIXELS), processed in the background
//   GET    /api/{draft|listings}/{id}/photos       { data: { photos, pending } } (the form polls while some are processing)
//   PUT    /api/{draft|listings}/{id}/photos       { order: [photo ids] } (the first is the cover)
//   DELETE /api/{draft|listings}/{id}/photos/{photoId}  a photo, or a pending/failed upload (`u<n>`)
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import {
  checkListingForm,
  draftSavedReplySchema,
  editorErrors,
  editorIdParamsSchema,
  editorPhotoParamsSchema,
  editorReplySchema,
  editorValuesBodySchema,
  editSavedReplySchema,
  type EditorData,
  listingFormMessage,
  type ListingFormMessageKey,
  listingFormSchema,
  type ListingFormValues,
  photoAddedReplySchema,
  photoListReplySchema,
  photoOrderBodySchema,
  photoOrderReplySchema,
  photoQueuedReplySchema,
  publishReplySchema,
  uploadErrors,
} from '@realty/shared/contracts/listing';
import { pathTo } from '@realty/shared/routes';
import { messageReplySchema } from '@realty/shared/schemas';
import { absentBodyAsEmpty } from '../../../plugins/app/input-guard';
import { firstFile } from '../../../plugins/external/multipart';
import { me, positiveId } from '../../../plugins/app/session';
import type { EditorError, EditorState } from '../../../plugins/app/listing/listing-editor';
import type { PendingPhoto, PhotoTarget } from '../../../plugins/app/listing/photo-queue';

type Target = 'draft' | 'listing';
type NotFound = 'draftNotFound' | 'listingNotFound';

const msg = (request: FastifyRequest, key: ListingFormMessageKey) => listingFormMessage(key, request.lang);
const notFoundOf = (target: Target): NotFound => (target === 'draft' ? 'draftNotFound' : 'listingNotFound');

/** A pending upload as the form shows it: its failure in the request's language. */
const pendingReply = (request: FastifyRequest, p: PendingPhoto) => ({ ...p, error: p.error ? msg(request, p.error) : null });

// Signed in through autohooks.ts (401 otherwise). Every 4xx is thrown (`fastify.listingFormErrors`) and translated
// by the error handler.
const route: FastifyPluginAsyncZod = async (fastify) => {
  const editor = fastify.listingEditor;
  const errors = fastify.listingFormErrors;

  /** The 4xx of an editor refusal. */
  function editorError(error: EditorError, notFound: NotFound) {
    switch (error) {
      case 'notFound':
        return errors.error(404, notFound);
      case 'photosMax':
        return errors.fieldError({ photo: ['photosMax'] });
      case 'badOrder':
        return errors.fieldError({ order: ['photoOrder'] });
      case 'draftTooLarge':
        return errors.fieldError({ values: ['draftTooLarge'] });
      case 'place':
        return errors.fieldError({ region: ['placeUnknown'] });
    }
  }

  /** The form's values when valid (and the photo rule when `photoCount` is given); else a 422 per field. */
  function validate(request: FastifyRequest, values: unknown, photoCount?: number): ListingFormValues {
    const problems = checkListingForm(values, request.lang, photoCount);
    if (Object.keys(problems).length) throw errors.fieldMessages(problems);
    return listingFormSchema(request.lang).parse(values);
  }

  /** The signed-in user's id and the `:id` param (404 for a malformed id: nothing to find). */
  function guard(request: FastifyRequest, notFound: NotFound): { userId: number; id: number } {
    const id = positiveId((request.params as { id?: string }).id);
    if (id === null) throw errors.error(404, notFound);
    return { userId: me(request).id, id };
  }

  const whereOf = (target: Target, id: number): PhotoTarget => (target === 'draft' ? { draftId: id } : { listingId: id });

  async function uploadPhoto(request: FastifyRequest, target: Target) {
    const notFound = notFoundOf(target);
    const g = guard(request, notFound);
    const room = await editor.canAddPhoto(g.userId, whereOf(target, g.id));
    if (room) throw editorError(room, notFound);
    const file = await firstFile(request);
    if (file === 'none') throw errors.fieldError({ photo: ['photoRequired'] });
    if (file === 'tooLarge') throw errors.fieldError({ photo: ['photoTooLarge'] });
    if (typeof file === 'string') throw errors.error(file === 'unsupported' ? 415 : 400, 'uploadMalformed');
    const imageError = (error: unknown) => {
      const refusal = fastify.listingPhotos.refusal(error);
      return refusal ? errors.fieldError({ photo: [refusal] }) : error;
    };
    let header;
    try {
      header = await fastify.listingPhotos.inspect(file.buffer); // the header only: format and pixel cap
    } catch (error) {
      throw imageError(error);
    }
    if (header.heic || header.pixels > fastify.photoInlineMaxPixels) {
      const pending = await fastify.photoQueue.enqueue(g.userId, whereOf(target, g.id), file.buffer, file.name);
      return { status: 202, body: { message: msg(request, 'photoQueued'), data: pendingReply(request, pending) } };
    }
    let stored;
    try {
      stored = await fastify.listingPhotos.store(g.userId, file.buffer);
    } catch (error) {
      throw imageError(error);
    }
    const added =
      target === 'draft'
        ? await editor.addDraftPhoto(g.userId, g.id, { key: stored.key, variants: stored.variants, phash: stored.phash })
        : await editor.addListingPhoto(g.userId, g.id, stored.key, stored.variants, stored.phash);
    if (typeof added === 'string') {
      await fastify.listingPhotos.remove(stored.key);
      throw editorError(added, notFound);
    }
    return { status: 201, body: { data: added } };
  }

  async function reorder(request: FastifyRequest, target: Target) {
    const notFound = notFoundOf(target);
    const g = guard(request, notFound);
    const ids = (request.body as { order: Array<string | number> }).order.map(String);
    const result = target === 'draft' ? await editor.reorderDraftPhotos(g.userId, g.id, ids) : await editor.reorderListingPhotos(g.userId, g.id, ids);
    if (typeof result === 'string') throw editorError(result, notFound);
    return { data: result };
  }

  async function removePhoto(request: FastifyRequest, target: Target) {
    const notFound = notFoundOf(target);
    const g = guard(request, notFound);
    const photoId = String((request.params as { photoId?: string }).photoId ?? '');
    const removed = fastify.photoQueue.isPendingId(photoId)
      ? (await editor.ownsTarget(g.userId, whereOf(target, g.id))) && (await fastify.photoQueue.remove(whereOf(target, g.id), photoId))
      : target === 'draft'
        ? await editor.removeDraftPhoto(g.userId, g.id, photoId)
        : await editor.removeListingPhoto(g.userId, g.id, photoId);
    if (!removed) throw errors.error(404, notFound);
    return { message: msg(request, 'photoDeleted') };
  }

  async function listPhotos(request: FastifyRequest, target: Target) {
    const g = guard(request, notFoundOf(target));
    const where = whereOf(target, g.id);
    const photos = await editor.photosOfTarget(g.userId, where);
    if (!photos) throw errors.error(404, notFoundOf(target));
    const pending = (await fastify.photoQueue.pending(where)).map((p) => pendingReply(request, p));
    return { data: { photos, pending } };
  }

  const withPending = async (request: FastifyRequest, state: EditorState, where: PhotoTarget): Promise<EditorData> => ({
    ...state,
    pending: (await fastify.photoQueue.pending(where)).map((p) => pendingReply(request, p)),
  });

  const tags = ['listing form'];
  /** A write of the form's values to draft or listing `:id`: an absent body is `{}`, a malformed one answers 422. */
  const valuesWrite = <Success extends Record<number, ZodType>>(summary: string, success: Success) => ({
    schema: { tags, summary, params: editorIdParamsSchema, body: editorValuesBodySchema, response: { ...success, ...editorErrors } },
    preValidation: absentBodyAsEmpty,
  });

  fastify.post('/draft', { schema: { tags, summary: 'Open the newest draft of a new listing (or start one)', response: { 200: editorReplySchema, ...editorErrors } } }, async (request) => {
    const state = await editor.openDraft(me(request).id);
    return { data: await withPending(request, state, { draftId: state.draft_id as number }) };
  });

  fastify.put('/draft/:id', valuesWrite('Autosave a draft (partial values)', { 200: draftSavedReplySchema }), async (request) => {
    const g = guard(request, 'draftNotFound');
    const saved = await editor.saveDraft(g.userId, g.id, request.body.values ?? {});
    if (saved === null) throw errors.error(404, 'draftNotFound');
    if (saved === 'draftTooLarge') throw editorError(saved, 'draftNotFound');
    return { message: msg(request, 'draftSaved'), data: saved };
  });

  fastify.delete('/draft/:id', { schema: { tags, summary: 'Discard a draft and its photos', params: editorIdParamsSchema, response: { 200: messageReplySchema, ...editorErrors } } }, async (request) => {
    const g = guard(request, 'draftNotFound');
    if (!(await editor.discardDraft(g.userId, g.id))) throw errors.error(404, 'draftNotFound');
    return { message: msg(request, 'draftDeleted') };
  });

  fastify.post('/draft/:id/publish', valuesWrite('Publish a draft: the listing becomes active', { 201: publishReplySchema }), async (request, reply) => {
    const g = guard(request, 'draftNotFound');
    const values = request.body.values ?? {};
    const photoCount = await editor.draftPhotos(g.userId, g.id);
    if (photoCount === null) throw errors.error(404, 'draftNotFound');
    await editor.saveDraft(g.userId, g.id, values);
    const valid = validate(request, values, photoCount);
    const result = await editor.publishDraft(g.userId, g.id, valid, request.lang);
    if (typeof result === 'string') throw editorError(result, 'draftNotFound');
    return reply.code(201).send({ message: msg(request, 'published'), data: { ...result, status: 'active' } });
  });

  for (const target of ['draft', 'listing'] as const) {
    const path = target === 'draft' ? '/draft/:id/photos' : '/:id/photos';
    const whose = target === 'draft' ? "a draft's" : "an own listing's";
    const summary = `Upload one photo to ${target === 'draft' ? 'a draft' : 'an own listing'} (multipart field "photo")`;
    const upload = { tags, summary, params: editorIdParamsSchema, response: { 201: photoAddedReplySchema, 202: photoQueuedReplySchema, ...uploadErrors } };
    fastify.post(path, { schema: upload }, async (request, reply) => {
      const { status, body } = await uploadPhoto(request, target);
      return reply.code(status).send(body);
    });
    const listSummary = `${whose[0]!.toUpperCase()}${whose.slice(1)} photos and its uploads still processing or failed`;
    fastify.get(path, { schema: { tags, summary: listSummary, params: editorIdParamsSchema, response: { 200: photoListReplySchema, ...editorErrors } } }, async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await listPhotos(request, target)),
    );
    fastify.put(
      path,
      {
        schema: { tags, summary: `Reorder ${whose} photos (the first is the cover)`, params: editorIdParamsSchema, body: photoOrderBodySchema, response: { 200: photoOrderReplySchema, ...editorErrors } },
        preValidation: absentBodyAsEmpty,
        // Any malformed order is the one problem the form can show: "list every photo once".
        config: { invalidField: (lang: string) => listingFormMessage('photoOrder', lang) },
      },
      (request) => reorder(request, target),
    );
    fastify.delete(
      `${path}/:photoId`,
      { schema: { tags, summary: `Delete ${whose} photo`, params: editorPhotoParamsSchema, response: { 200: messageReplySchema, ...editorErrors } } },
      (request) => removePhoto(request, target),
    );
  }

  fastify.get('/:id/edit', { schema: { tags, summary: 'An own listing as the edit form loads it', params: editorIdParamsSchema, response: { 200: editorReplySchema, ...editorErrors } } }, async (request, reply) => {
    const g = guard(request, 'listingNotFound');
    const data = await editor.editorOf(g.userId, g.id);
    if (!data) throw errors.error(404, 'listingNotFound');
    return reply.header('cache-control', 'no-store').send({ data: await withPending(request, data, { listingId: g.id }) });
  });

  fastify.put('/:id/draft', valuesWrite('Autosave an edit', { 200: draftSavedReplySchema }), async (request) => {
    const g = guard(request, 'listingNotFound');
    const draftId = await editor.editDraftId(g.userId, g.id);
    if (draftId === null) throw errors.error(404, 'listingNotFound');
    const saved = await editor.saveDraft(g.userId, draftId, request.body.values ?? {});
    if (saved === null) throw errors.error(404, 'listingNotFound');
    if (saved === 'draftTooLarge') throw editorError(saved, 'listingNotFound');
    return { message: msg(request, 'draftSaved'), data: saved };
  });

  fastify.put('/:id', valuesWrite('Save an edit (status kept; a price change is recorded)', { 200: editSavedReplySchema }), async (request) => {
    const g = guard(request, 'listingNotFound');
    const data = await editor.editorOf(g.userId, g.id);
    if (!data) throw errors.error(404, 'listingNotFound');
    const valid = validate(request, request.body.values ?? {}, data.photos.length);
    const result = await editor.update(g.userId, g.id, valid);
    if (typeof result === 'string') throw editorError(result, 'listingNotFound');
    return { message: msg(request, 'saved'), data: { ...result, url: pathTo(request.lang, 'listing', String(g.id)) } };
  });

  fastify.delete('/:id', { schema: { tags, summary: 'Delete an own listing (soft delete; photo files removed)', params: editorIdParamsSchema, response: { 200: messageReplySchema, ...editorErrors } } }, async (request) => {
    const g = guard(request, 'listingNotFound');
    if (!(await editor.remove(g.userId, g.id))) throw errors.error(404, 'listingNotFound');
    return { message: msg(request, 'listingDeleted') };
  });
};

export default route;
