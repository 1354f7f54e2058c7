// Journal authoring (administrators only, autohooks of routes/api/admin):
//   GET  /api/admin/journal?page            every post (drafts, scheduled, published), last changed first
//   GET  /api/admin/journal/taxonomy        categories and tags
//   POST /api/admin/journal/taxonomy        a new category or tag { kind, title_tr, title_en, title_ru }
//   GET  /api/admin/journal/:id             a post with its translations
//   POST /api/admin/journal                 create (a draft) { slug?, category_id, tag_ids, cover, translations }
//   PUT  /api/admin/journal/:id             update (bodies sanitised on save)
//   POST /api/admin/journal/:id/publish     { publish, at? }: publish now, schedule, or unpublish
//   POST /api/admin/journal/cover           multipart image -> 201 the cover URL (the listing photo pipeline), or 202 for a
//                                           large one (above PHOTO_INLINE_MAX_PIXELS, or HEIC): processed in the
//                                           background by the photo queue, like large listing photos
//   GET  /api/admin/journal/cover/:upload   a queued cover: processing, failed (why) or done (its URLs)
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { accountErrorSchema, accountMessage } from '@realty/shared/schemas';
import {
  adminErrors,
  adminIdParamsSchema,
  adminNotFound,
  adminPostReplySchema,
  adminPostSavedReplySchema,
  adminPostsQuerySchema,
  adminPostsReplySchema,
  coverQueuedReplySchema,
  coverReplySchema,
  coverUploadParamsSchema,
  coverUploadReplySchema,
  journalTaxonomyReplySchema,
  type PostBodyData,
  postBodySchema,
  postPublishBodySchema,
  taxonomyBodySchema,
  taxonomyItemReplySchema,
} from '@realty/shared/contracts/admin';
import { me } from '../../../../plugins/app/session';
import { listingFormMessage } from '@realty/shared/contracts/listing';
import { firstFile } from '../../../../plugins/external/multipart';
import { fieldError, httpError } from '../../../../plugins/app/errors';
import { ImageError, inspectPhoto, storeListingPhoto } from '../../../../plugins/app/listing/photos';
import type { CoverUpload } from '../../../../plugins/app/listing/photo-queue';
import type { SaveError } from '../../../../plugins/app/admin/journal';
import { signedInGet, signedInPage, signedInRoute } from '../../../route-options';

const PER_PAGE = 20;

function saveError(error: SaveError): Error {
  if (error === 'notFound') return httpError(404, 'adminPostNotFound');
  if (error === 'slugTaken') return fieldError({ slug: ['postSlugTaken'] });
  if (error === 'category') return fieldError({ category_id: ['postCategoryInvalid'] });
  return fieldError({ tag_ids: ['postTagsInvalid'] });
}

/** A queued cover as the editor reads it: the failure in the request's language. */
const coverReply = (request: FastifyRequest, upload: CoverUpload) => ({ ...upload, error: upload.error ? listingFormMessage(upload.error, request.lang) : null });

const route: FastifyPluginAsyncZod = async (fastify) => {
  const journal = fastify.journalAdmin;

  signedInPage(
    fastify,
    { tag: 'admin', summary: 'Every journal post, last changed first', querystring: adminPostsQuerySchema, reply: adminPostsReplySchema, errors: adminErrors, perPage: PER_PAGE },
    ({ query: { page }, lang }, perPage) => journal.list({ page, perPage, lang }),
  );

  signedInGet(
    fastify,
    '/taxonomy',
    { tag: 'admin', summary: 'Journal categories and tags', input: {}, reply: journalTaxonomyReplySchema, errors: adminErrors },
    async (request) => ({ data: await journal.taxonomy(request.lang) }),
  );

  fastify.post(
    '/taxonomy',
    {
      schema: { tags: ['admin'], summary: 'Add a journal category or tag', body: taxonomyBodySchema, response: { 201: taxonomyItemReplySchema, ...adminErrors } },
    },
    async (request, reply) => {
      const { kind, title_tr, title_en, title_ru } = request.body;
      const created = await journal.addTaxonomy(me(request).id, kind, { tr: title_tr, en: title_en, ru: title_ru }, request.lang);
      if (created === 'taken') throw fieldError({ title_tr: ['taxonomyTaken'] });
      return reply.code(201).send({ message: accountMessage('taxonomyCreated', request.lang), data: created });
    },
  );

  signedInGet(
    fastify,
    '/:id',
    { tag: 'admin', summary: 'A journal post with its translations', input: { params: adminIdParamsSchema }, reply: adminPostReplySchema, errors: { ...adminErrors, ...adminNotFound } },
    async (request) => {
      const post = await journal.get(request.params.id);
      if (!post) throw httpError(404, 'adminPostNotFound');
      return { data: post };
    },
  );

  fastify.post(
    '/',
    { schema: { tags: ['admin'], summary: 'Create a journal post (a draft)', body: postBodySchema, response: { 201: adminPostSavedReplySchema, ...adminErrors } } },
    async (request, reply) => {
      const saved = await journal.save(me(request).id, null, request.body as PostBodyData);
      if (typeof saved === 'string') throw saveError(saved);
      return reply.code(201).send({ message: accountMessage('postSaved', request.lang), data: saved });
    },
  );

  fastify.put(
    '/:id',
    signedInRoute('admin', 'Update a journal post (bodies sanitised on save)', {
      params: adminIdParamsSchema,
      body: postBodySchema,
      response: { 200: adminPostSavedReplySchema, ...adminErrors, ...adminNotFound },
    }),
    async (request, reply) => {
      const saved = await journal.save(me(request).id, request.params.id, request.body as PostBodyData);
      if (typeof saved === 'string') throw saveError(saved);
      return reply.send({ message: accountMessage('postSaved', request.lang), data: saved });
    },
  );

  fastify.post(
    '/:id/publish',
    signedInRoute('admin', 'Publish now, schedule (a future `at`) or unpublish a journal post', {
      params: adminIdParamsSchema,
      body: postPublishBodySchema,
      response: { 200: adminPostSavedReplySchema, ...adminErrors, ...adminNotFound },
    }),
    async (request, reply) => {
      const { publish, at } = request.body;
      const post = await journal.publish(me(request).id, request.params.id, publish, at ? new Date(at) : null);
      if (!post) throw httpError(404, 'adminPostNotFound');
      const key = !publish ? 'postUnpublished' : post.state === 'scheduled' ? 'postScheduled' : 'postPublished';
      return reply.send({ message: accountMessage(key, request.lang), data: post });
    },
  );

  fastify.post(
    '/cover',
    signedInRoute('admin', 'Upload a cover image (multipart, one file): 201 processed, or 202 queued when large', {
      response: { 201: coverReplySchema, 202: coverQueuedReplySchema, ...adminErrors, 415: accountErrorSchema },
    }),
    async (request, reply) => {
      const image = await firstFile(request);
      if (image === 'tooLarge') throw fieldError({ cover: ['coverTooLarge'] });
      if (typeof image === 'string') throw fieldError({ cover: ['coverRequired'] });
      const coverError = (error: unknown) => {
        if (error instanceof ImageError) return fieldError({ cover: [error.reason === 'too-large' ? 'coverTooLarge' : 'postCoverInvalid'] });
        return error;
      };
      try {
        // the header only (format, pixel cap): a large image is processed off the request, as listing photos are
        const header = await inspectPhoto(image.buffer);
        if (header.heic || header.pixels > fastify.photoInlineMaxPixels) {
          const queued = await fastify.photoQueue.enqueueCover(me(request).id, image.buffer, image.name);
          return reply.code(202).send({ message: accountMessage('coverQueued', request.lang), data: coverReply(request, queued) });
        }
        const stored = await storeListingPhoto(fastify.uploads, me(request).id, image.buffer);
        return reply.code(201).send({ message: accountMessage('coverUploaded', request.lang), data: { cover: stored.variants.card.url, full: stored.variants.full.url } });
      } catch (error) {
        throw coverError(error);
      }
    },
  );

  signedInGet(
    fastify,
    '/cover/:upload',
    {
      tag: 'admin',
      summary: 'A cover processed in the background: processing, failed or done (with its URLs)',
      input: { params: coverUploadParamsSchema },
      reply: coverUploadReplySchema,
      errors: { ...adminErrors, ...adminNotFound },
    },
    async (request) => {
      const upload = await fastify.photoQueue.coverUpload(me(request).id, request.params.upload);
      if (!upload) throw httpError(404, 'coverUploadNotFound');
      return { data: coverReply(request, upload) };
    },
  );
};

export default route;
