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
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { checkListingForm, listingFormMessage, listingFormSchema, type EditorData, type ListingFormMessageKey, type ListingFormValues } from '@realty/shared/schemas';
import { positiveId, requireUser } from '../../../plugins/app/auth';
import type { EditorError, EditorState } from '../../../plugins/app/listing/listing-editor';
import { ImageError, inspectPhoto, storeListingPhoto, removeListingPhoto } from '../../../plugins/app/listing/photos';
import { PENDING_ID, type PendingPhoto, type PhotoTarget } from '../../../plugins/app/listing/photo-queue';
import type { UserRow } from '../../../services/sessions';
import { listingUrl } from '../../../plugins/app/catalog/listings';

const msg = (request: FastifyRequest, key: ListingFormMessageKey) => listingFormMessage(key, request.lang);
const send = (reply: FastifyReply, request: FastifyRequest, status: number, key: ListingFormMessageKey) => reply.code(status).send({ message: msg(request, key) });
const fields = (reply: FastifyReply, request: FastifyRequest, errors: Record<string, string[]>) =>
  reply.code(422).send({ message: Object.values(errors)[0]?.[0] ?? msg(request, 'required'), errors });

function sendEditorError(reply: FastifyReply, request: FastifyRequest, error: EditorError, notFound: ListingFormMessageKey) {
  switch (error) {
    case 'notFound':
      return send(reply, request, 404, notFound);
    case 'photosMax':
      return fields(reply, request, { photo: [msg(request, 'photosMax')] });
    case 'badOrder':
      return fields(reply, request, { order: [msg(request, 'photoOrder')] });
    case 'draftTooLarge':
      return fields(reply, request, { values: [msg(request, 'draftTooLarge')] });
    case 'place':
      return fields(reply, request, { region: [msg(request, 'placeUnknown')] });
  }
}

const valuesOf = (body: unknown): Record<string, unknown> => {
  const values = (body as { values?: unknown } | null)?.values;
  return values && typeof values === 'object' && !Array.isArray(values) ? (values as Record<string, unknown>) : {};
};

/** Validate the form (and the photo rule when `photoCount` is given); on failure a 422 reply and undefined. */
function validate(reply: FastifyReply, request: FastifyRequest, values: unknown, photoCount?: number): ListingFormValues | undefined {
  const errors = checkListingForm(values, request.lang, photoCount);
  if (Object.keys(errors).length) {
    void fields(reply, request, errors);
    return undefined;
  }
  return listingFormSchema(request.lang).parse(values);
}

type PhotoFile = { ok: true; buffer: Buffer; name: string } | { ok: false; status: number; key: ListingFormMessageKey };

/** A pending upload as the form shows it: its failure in the request's language. */
const pendingReply = (request: FastifyRequest, p: PendingPhoto) => ({ ...p, error: p.error ? msg(request, p.error) : null });

/** The first file of a multipart body. Malformed bodies and oversized files are 4xx, never 5xx. */
async function readPhoto(request: FastifyRequest): Promise<PhotoFile> {
  if (!request.isMultipart()) return { ok: false, status: 422, key: 'photoRequired' };
  let buffer: Buffer | undefined;
  let name = '';
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (buffer) {
        part.file.resume(); // one photo a request: extra files are drained, not stored
        continue;
      }
      buffer = await part.toBuffer();
      name = part.filename ?? '';
    }
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) return { ok: false, status: 422, key: 'photoTooLarge' };
    if (status === 406 || status === 415) return { ok: false, status: 415, key: 'uploadMalformed' };
    return { ok: false, status: 400, key: 'uploadMalformed' };
  }
  if (!buffer || buffer.length === 0) return { ok: false, status: 422, key: 'photoRequired' };
  return { ok: true, buffer, name };
}

const route: FastifyPluginAsync = async (fastify) => {
  const editor = fastify.listingEditor;

  /** The signed-in user and the `:id` param (404 for a malformed id: nothing to find). */
  async function guard(request: FastifyRequest, reply: FastifyReply, notFound: ListingFormMessageKey): Promise<{ user: UserRow; id: number } | null> {
    const user = await requireUser(request, reply);
    if (!user) return null;
    const id = positiveId((request.params as { id?: string }).id);
    if (id === null) {
      await send(reply, request, 404, notFound);
      return null;
    }
    return { user, id };
  }

  async function uploadPhoto(request: FastifyRequest, reply: FastifyReply, target: 'draft' | 'listing') {
    const notFound = target === 'draft' ? 'draftNotFound' : 'listingNotFound';
    const g = await guard(request, reply, notFound);
    if (!g) return reply;
    const room = await editor.canAddPhoto(g.user.id, target === 'draft' ? { draftId: g.id } : { listingId: g.id });
    if (room) return sendEditorError(reply, request, room, notFound);
    const file = await readPhoto(request);
    if (!file.ok) return file.status === 422 ? fields(reply, request, { photo: [msg(request, file.key)] }) : send(reply, request, file.status, file.key);
    const imageError = (error: unknown) => {
      if (error instanceof ImageError) return fields(reply, request, { photo: [msg(request, error.reason === 'too-large' ? 'photoTooLarge' : 'photoInvalid')] });
      throw error;
    };
    let header;
    try {
      header = await inspectPhoto(file.buffer); // the header only: format and pixel cap
    } catch (error) {
      return imageError(error);
    }
    if (header.heic || header.pixels > fastify.photoInlineMaxPixels) {
      const where: PhotoTarget = target === 'draft' ? { draftId: g.id } : { listingId: g.id };
      const pending = await fastify.photoQueue.enqueue(g.user.id, where, file.buffer, file.name);
      return reply.code(202).send({ message: msg(request, 'photoQueued'), data: pendingReply(request, pending) });
    }
    let stored;
    try {
      stored = await storeListingPhoto(fastify.uploads, g.user.id, file.buffer);
    } catch (error) {
      return imageError(error);
    }
    const added =
      target === 'draft'
        ? await editor.addDraftPhoto(g.user.id, g.id, { key: stored.key, variants: stored.variants, phash: stored.phash })
        : await editor.addListingPhoto(g.user.id, g.id, stored.key, stored.variants, stored.phash);
    if (typeof added === 'string') {
      await removeListingPhoto(fastify.uploads, stored.key);
      return sendEditorError(reply, request, added, notFound);
    }
    return reply.code(201).send({ data: added });
  }

  async function reorder(request: FastifyRequest, reply: FastifyReply, target: 'draft' | 'listing') {
    const notFound = target === 'draft' ? 'draftNotFound' : 'listingNotFound';
    const g = await guard(request, reply, notFound);
    if (!g) return reply;
    const order = (request.body as { order?: unknown } | null)?.order;
    if (!Array.isArray(order) || order.length > 100 || !order.every((x) => typeof x === 'string' || typeof x === 'number')) {
      return fields(reply, request, { order: [msg(request, 'photoOrder')] });
    }
    const ids = order.map(String);
    const result = target === 'draft' ? await editor.reorderDraftPhotos(g.user.id, g.id, ids) : await editor.reorderListingPhotos(g.user.id, g.id, ids);
    if (typeof result === 'string') return sendEditorError(reply, request, result, notFound);
    return reply.send({ data: result });
  }

  async function removePhoto(request: FastifyRequest, reply: FastifyReply, target: 'draft' | 'listing') {
    const notFound = target === 'draft' ? 'draftNotFound' : 'listingNotFound';
    const g = await guard(request, reply, notFound);
    if (!g) return reply;
    const photoId = String((request.params as { photoId?: string }).photoId ?? '');
    if (PENDING_ID.test(photoId)) {
      const where: PhotoTarget = target === 'draft' ? { draftId: g.id } : { listingId: g.id };
      const removed = (await editor.ownsTarget(g.user.id, where)) && (await fastify.photoQueue.remove(where, photoId));
      if (!removed) return send(reply, request, 404, notFound);
      return reply.send({ message: msg(request, 'photoDeleted') });
    }
    const ok = target === 'draft' ? await editor.removeDraftPhoto(g.user.id, g.id, photoId) : await editor.removeListingPhoto(g.user.id, g.id, photoId);
    if (!ok) return send(reply, request, 404, notFound);
    return reply.send({ message: msg(request, 'photoDeleted') });
  }

  async function listPhotos(request: FastifyRequest, reply: FastifyReply, target: 'draft' | 'listing') {
    const notFound = target === 'draft' ? 'draftNotFound' : 'listingNotFound';
    const g = await guard(request, reply, notFound);
    if (!g) return reply;
    const where: PhotoTarget = target === 'draft' ? { draftId: g.id } : { listingId: g.id };
    const photos = await editor.photosOfTarget(g.user.id, where);
    if (!photos) return send(reply, request, 404, notFound);
    const pending = (await fastify.photoQueue.pending(where)).map((p) => pendingReply(request, p));
    return reply.header('cache-control', 'no-store').send({ data: { photos, pending } });
  }

  const withPending = async (request: FastifyRequest, state: EditorState, where: PhotoTarget): Promise<EditorData> => ({
    ...state,
    pending: (await fastify.photoQueue.pending(where)).map((p) => pendingReply(request, p)),
  });

  const tags = ['listing form'];

  fastify.post('/draft', { schema: { tags, summary: "Open the newest draft of a new listing (or start one)" } }, async (request, reply) => {
    const user = await requireUser(request, reply);
    if (!user) return reply;
    const state = await editor.openDraft(user.id);
    return reply.send({ data: await withPending(request, state, { draftId: state.draft_id as number }) });
  });

  fastify.put('/draft/:id', { schema: { tags, summary: 'Autosave a draft (partial values)' } }, async (request, reply) => {
    const g = await guard(request, reply, 'draftNotFound');
    if (!g) return reply;
    const saved = await editor.saveDraft(g.user.id, g.id, valuesOf(request.body));
    if (saved === null) return send(reply, request, 404, 'draftNotFound');
    if (saved === 'draftTooLarge') return sendEditorError(reply, request, saved, 'draftNotFound');
    return reply.send({ message: msg(request, 'draftSaved'), data: saved });
  });

  fastify.delete('/draft/:id', { schema: { tags, summary: 'Discard a draft and its photos' } }, async (request, reply) => {
    const g = await guard(request, reply, 'draftNotFound');
    if (!g) return reply;
    if (!(await editor.discardDraft(g.user.id, g.id))) return send(reply, request, 404, 'draftNotFound');
    return reply.send({ message: msg(request, 'draftDeleted') });
  });

  fastify.post('/draft/:id/publish', { schema: { tags, summary: 'Publish a draft: the listing becomes active' } }, async (request, reply) => {
    const g = await guard(request, reply, 'draftNotFound');
    if (!g) return reply;
    const values = valuesOf(request.body);
    const photoCount = await editor.draftPhotos(g.user.id, g.id);
    if (photoCount === null) return send(reply, request, 404, 'draftNotFound');
    await editor.saveDraft(g.user.id, g.id, values);
    const valid = validate(reply, request, values, photoCount);
    if (!valid) return reply;
    const result = await editor.publishDraft(g.user.id, g.id, valid, request.lang);
    if (typeof result === 'string') return sendEditorError(reply, request, result, 'draftNotFound');
    return reply.code(201).send({ message: msg(request, 'published'), data: { ...result, status: 'active' } });
  });

  fastify.post('/draft/:id/photos', { schema: { tags, summary: 'Upload one photo to a draft (multipart field "photo")' } }, (request, reply) => uploadPhoto(request, reply, 'draft'));
  fastify.get('/draft/:id/photos', { schema: { tags, summary: "A draft's photos and its uploads still processing or failed" } }, (request, reply) => listPhotos(request, reply, 'draft'));
  fastify.put('/draft/:id/photos', { schema: { tags, summary: "Reorder a draft's photos (the first is the cover)" } }, (request, reply) => reorder(request, reply, 'draft'));
  fastify.delete('/draft/:id/photos/:photoId', { schema: { tags, summary: "Delete a draft's photo" } }, (request, reply) => removePhoto(request, reply, 'draft'));

  fastify.get('/:id/edit', { schema: { tags, summary: 'An own listing as the edit form loads it' } }, async (request, reply) => {
    const g = await guard(request, reply, 'listingNotFound');
    if (!g) return reply;
    const data = await editor.editorOf(g.user.id, g.id);
    if (!data) return send(reply, request, 404, 'listingNotFound');
    return reply.header('cache-control', 'no-store').send({ data: await withPending(request, data, { listingId: g.id }) });
  });

  fastify.put('/:id/draft', { schema: { tags, summary: 'Autosave an edit' } }, async (request, reply) => {
    const g = await guard(request, reply, 'listingNotFound');
    if (!g) return reply;
    const draftId = await editor.editDraftId(g.user.id, g.id);
    if (draftId === null) return send(reply, request, 404, 'listingNotFound');
    const saved = await editor.saveDraft(g.user.id, draftId, valuesOf(request.body));
    if (saved === null) return send(reply, request, 404, 'listingNotFound');
    if (saved === 'draftTooLarge') return sendEditorError(reply, request, saved, 'listingNotFound');
    return reply.send({ message: msg(request, 'draftSaved'), data: saved });
  });

  fastify.put('/:id', { schema: { tags, summary: 'Save an edit (status kept; a price change is recorded)' } }, async (request, reply) => {
    const g = await guard(request, reply, 'listingNotFound');
    if (!g) return reply;
    const data = await editor.editorOf(g.user.id, g.id);
    if (!data) return send(reply, request, 404, 'listingNotFound');
    const valid = validate(reply, request, valuesOf(request.body), data.photos.length);
    if (!valid) return reply;
    const result = await editor.update(g.user.id, g.id, valid);
    if (typeof result === 'string') return sendEditorError(reply, request, result, 'listingNotFound');
    return reply.send({ message: msg(request, 'saved'), data: { ...result, url: listingUrl(request.lang, g.id) } });
  });

  fastify.delete('/:id', { schema: { tags, summary: 'Delete an own listing (soft delete; photo files removed)' } }, async (request, reply) => {
    const g = await guard(request, reply, 'listingNotFound');
    if (!g) return reply;
    if (!(await editor.remove(g.user.id, g.id))) return send(reply, request, 404, 'listingNotFound');
    return reply.send({ message: msg(request, 'listingDeleted') });
  });

  fastify.post('/:id/photos', { schema: { tags, summary: 'Upload one photo to an own listing (multipart field "photo")' } }, (request, reply) => uploadPhoto(request, reply, 'listing'));
  fastify.get('/:id/photos', { schema: { tags, summary: "An own listing's photos and its uploads still processing or failed" } }, (request, reply) => listPhotos(request, reply, 'listing'));
  fastify.put('/:id/photos', { schema: { tags, summary: "Reorder an own listing's photos (the first is the cover)" } }, (request, reply) => reorder(request, reply, 'listing'));
  fastify.delete('/:id/photos/:photoId', { schema: { tags, summary: "Delete an own listing's photo" } }, (request, reply) => removePhoto(request, reply, 'listing'));
};

export default route;
