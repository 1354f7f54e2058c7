// Journal authoring (administrators only, autohooks of routes/api/admin):
//   GET  /api/admin/journal?page            every post (drafts, scheduled, published), last changed first
//   GET  /api/admin/journal/taxonomy        categories and tags
//   POST /api/admin/journal/taxonomy        a new category or tag { kind, title_tr, title_en, title_ru }
//   GET  /api/admin/journal/:id             a post with its translations
//   POST /api/admin/journal                 create (a draft) { slug?, category_id, tag_ids, cover, translations }
//   PUT  /api/admin/journal/:id             update (bodies sanitised on save)
//   POST /api/admin/journal/:id/publish     { publish, at? }: publish now, schedule, or unpublish
//   POST /api/admin/journal/cover           multipart image -> the cover URL (the listing photo pipeline)
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  accountErrorSchema,
  accountMessage,
  adminErrors,
  adminIdParamsSchema,
  adminNotFound,
  adminPostReplySchema,
  adminPostSavedReplySchema,
  adminPostsQuerySchema,
  adminPostsReplySchema,
  coverReplySchema,
  journalTaxonomyReplySchema,
  postBodySchema,
  postPublishBodySchema,
  taxonomyBodySchema,
  taxonomyItemReplySchema,
  type PostBodyData,
} from '@realty/shared/schemas';
import { me } from '../../../../plugins/app/account';
import { fieldError, httpError } from '../../../../plugins/app/errors';
import { noStore } from '../../../../services/catalog-http';
import { listMeta } from '../../../../services/pagination';
import { ImageError, storeListingPhoto } from '../../../../services/photos';
import type { SaveError } from '../../../../services/admin/journal';

const PER_PAGE = 20;

function saveError(error: SaveError): Error {
  if (error === 'notFound') return httpError(404, 'adminPostNotFound');
  if (error === 'slugTaken') return fieldError({ slug: ['postSlugTaken'] });
  if (error === 'category') return fieldError({ category_id: ['postCategoryInvalid'] });
  return fieldError({ tag_ids: ['postTagsInvalid'] });
}

async function readImage(request: FastifyRequest): Promise<Buffer | 'required' | 'tooLarge'> {
  if (!request.isMultipart()) return 'required';
  let buffer: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (buffer) {
        part.file.resume();
        continue;
      }
      buffer = await part.toBuffer();
    }
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) return 'tooLarge';
    return 'required';
  }
  return buffer && buffer.length > 0 ? buffer : 'required';
}

const route: FastifyPluginAsyncZod = async (fastify) => {
  const journal = fastify.journalAdmin;

  fastify.get(
    '/',
    { schema: { tags: ['admin'], summary: 'Every journal post, last changed first', querystring: adminPostsQuerySchema, response: { 200: adminPostsReplySchema, ...adminErrors } } },
    async (request, reply) => {
      const { page } = request.query;
      const { rows, total } = await journal.list({ page, perPage: PER_PAGE, lang: request.lang });
      return noStore(reply).send({ data: rows, meta: listMeta(page, PER_PAGE, total) });
    },
  );

  fastify.get(
    '/taxonomy',
    { schema: { tags: ['admin'], summary: 'Journal categories and tags', response: { 200: journalTaxonomyReplySchema, ...adminErrors } } },
    async (request, reply) => noStore(reply).send({ data: await journal.taxonomy(request.lang) }),
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

  fastify.get(
    '/:id',
    { schema: { tags: ['admin'], summary: 'A journal post with its translations', params: adminIdParamsSchema, response: { 200: adminPostReplySchema, ...adminErrors, ...adminNotFound } } },
    async (request, reply) => {
      const post = await journal.get(request.params.id);
      if (!post) throw httpError(404, 'adminPostNotFound');
      return noStore(reply).send({ data: post });
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
    {
      schema: {
        tags: ['admin'],
        summary: 'Update a journal post (bodies sanitised on save)',
        params: adminIdParamsSchema,
        body: postBodySchema,
        response: { 200: adminPostSavedReplySchema, ...adminErrors, ...adminNotFound },
      },
    },
    async (request, reply) => {
      const saved = await journal.save(me(request).id, request.params.id, request.body as PostBodyData);
      if (typeof saved === 'string') throw saveError(saved);
      return reply.send({ message: accountMessage('postSaved', request.lang), data: saved });
    },
  );

  fastify.post(
    '/:id/publish',
    {
      schema: {
        tags: ['admin'],
        summary: 'Publish now, schedule (a future `at`) or unpublish a journal post',
        params: adminIdParamsSchema,
        body: postPublishBodySchema,
        response: { 200: adminPostSavedReplySchema, ...adminErrors, ...adminNotFound },
      },
    },
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
    { schema: { tags: ['admin'], summary: 'Upload a cover image (multipart, one file)', response: { 201: coverReplySchema, ...adminErrors, 415: accountErrorSchema } } },
    async (request, reply) => {
      const image = await readImage(request);
      if (image === 'required') throw fieldError({ cover: ['coverRequired'] });
      if (image === 'tooLarge') throw fieldError({ cover: ['coverTooLarge'] });
      try {
        const stored = await storeListingPhoto(fastify.uploads, me(request).id, image);
        return reply.code(201).send({ message: accountMessage('coverUploaded', request.lang), data: { cover: stored.variants.card.url, full: stored.variants.full.url } });
      } catch (error) {
        if (error instanceof ImageError) throw fieldError({ cover: [error.reason === 'too-large' ? 'coverTooLarge' : 'postCoverInvalid'] });
        throw error;
      }
    },
  );
};

export default route;
