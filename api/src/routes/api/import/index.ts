// Listing import (profile/import) for corporate accounts: into the agency when the user owns one, else their own.
//   GET    /api/import                    recent runs and registered feeds
//   POST   /api/import                    multipart `file` (YRL XML or CSV), `full_feed` (1/0, default 0): 202 { data: { id } }
//   GET    /api/import/template.csv       the CSV template
//   GET    /api/import/:id?page           a run with a page of its rows (messages in the request's language)
//   POST   /api/import/:id/cancel         stop a run at its next batch
//   POST   /api/import/feeds              { url, format, interval_hours }: register and run now
//   POST   /api/import/feeds/:id/run      run a feed now
//   DELETE /api/import/feeds/:id
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { agencyMessage, type AgencyMessageKey, type ImportFormat } from '@realty/shared/agencies';
import { z } from 'zod';
import {
  accountErrorSchema as errorSchema,
  feedFormSchema,
  idParamsSchema,
  importRunReplySchema,
  importsReplySchema,
  messageReplySchema,
} from '@realty/shared/schemas';
import { requireUser } from '../../../plugins/app/auth';
import type { UserRow } from '../../../services/sessions';
import { membership } from '../../../services/agencies/corporate';
import { noStore } from '../../../http-cache';
import { csvTemplate } from '../../../services/import/csv';
import { runningImport } from '../../../services/import/run';
import { addFeed, feedOfUser, importRun, listImports, queueRun, removeFeed, requestCancel, runFeed } from '../../../services/import/runs';

/** Uploaded files up to 100 MB (a 40,000-offer feed is about 46 MB). */
export const IMPORT_MAX_BYTES = 100 * 1024 * 1024;

const message = (reply: FastifyReply, request: FastifyRequest, status: number, key: AgencyMessageKey) =>
  noStore(reply).code(status).send({ message: agencyMessage(key, request.lang) });

const positive = (value: unknown): number | null => (typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

function formatOf(filename: string, head: string): ImportFormat | null {
  if (/\.csv$/i.test(filename)) return 'csv';
  if (/\.(xml|yrl)$/i.test(filename)) return 'yandex_xml';
  const start = head.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('<')) return 'yandex_xml';
  return start ? 'csv' : null;
}

/** 202: the run is queued; poll GET /api/import/{id}. */
const queuedReplySchema = z.object({ message: z.string(), data: z.object({ id: z.number().int() }) });
const importsWithMessageSchema = z.object({ message: z.string(), data: importsReplySchema.shape.data });

const route: FastifyPluginAsync = async (fastify) => {
  const { database } = fastify;

  /** A corporate account (or an agency's owner) and where its imports go. */
  async function importer(request: FastifyRequest, reply: FastifyReply): Promise<{ user: UserRow; agencyId: number | null } | null> {
    const user = await requireUser(request, reply);
    if (!user) return null;
    const place = await membership(database, user.id);
    if (place?.role === 'owner') return { user, agencyId: place.agencyId };
    if (user.orgType === 'corporate' && !place) return { user, agencyId: null };
    await message(reply, request, 403, place ? 'notOwner' : 'notCorporate');
    return null;
  }

  fastify.get('/', { schema: { tags: ['import'], summary: 'Recent import runs and registered feeds', response: { 200: importsReplySchema } } }, async (request, reply) => {
    const who = await importer(request, reply);
    if (!who) return reply;
    return noStore(reply).send({ data: await listImports(database, who.user.id, request.lang) });
  });

  fastify.get('/template.csv', { config: { public: true }, schema: { tags: ['import'], summary: 'The CSV template (columns and one example row)' } }, async (_request, reply) =>
    reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', 'attachment; filename="realty-import-template.csv"').send(csvTemplate()),
  );

  fastify.post('/', { schema: { tags: ['import'], summary: 'Import a YRL XML or CSV file (runs in the background)', response: { 202: queuedReplySchema, 403: errorSchema, 409: errorSchema, 413: errorSchema, 422: errorSchema } } }, async (request, reply) => {
    const who = await importer(request, reply);
    if (!who) return reply;
    if (await runningImport(database, who.user.id)) return message(reply, request, 409, 'importRunning');
    const dir = await mkdtemp(path.join(tmpdir(), 'realty-import-'));
    const file = path.join(dir, 'upload');
    let filename = '';
    // Hiding the listings a file lacks is asked for, never assumed (a partial file would hide most of the stock).
    let fullFeed = false;
    let head = '';
    let received = false;
    try {
      for await (const part of request.parts({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } })) {
        if (part.type === 'field') {
          if (part.fieldname === 'full_feed') fullFeed = part.value === '1' || part.value === 'true';
          continue;
        }
        if (received) {
          part.file.resume();
          continue;
        }
        received = true;
        filename = part.filename.slice(0, 200);
        await pipeline(
          part.file,
          async function* (source: AsyncIterable<Buffer>) {
            for await (const chunk of source) {
              if (!head) head = chunk.subarray(0, 256).toString('utf8');
              yield chunk;
            }
          },
          createWriteStream(file),
        );
        if (part.file.truncated) {
          await rm(dir, { recursive: true, force: true });
          return message(reply, request, 413, 'importFileTooLarge');
        }
      }
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      if ((error as { statusCode?: number }).statusCode === 413) return message(reply, request, 413, 'importFileTooLarge');
      throw error;
    }
    if (!received) {
      await rm(dir, { recursive: true, force: true });
      return message(reply, request, 422, 'importFileMissing');
    }
    const format = formatOf(filename, head);
    if (!format) {
      await rm(dir, { recursive: true, force: true });
      return message(reply, request, 422, 'importFormatUnknown');
    }
    let id: number;
    try {
      // the file goes to the shared storage and the run to the job queue: any instance working jobs imports it
      id = await queueRun(fastify.imports, fastify.jobs, { userId: who.user.id, agencyId: who.agencyId, format, filename, fullFeed }, file);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    return noStore(reply).code(202).send({ message: agencyMessage('saved', request.lang), data: { id } });
  });

  fastify.get<{ Params: { id: number }; Querystring: { page?: string } }>(
    '/:id',
    {
      schema: {
        tags: ['import'],
        summary: 'A run with a page of its rows (poll it until `status` is done, failed or cancelled)',
        params: idParamsSchema,
        querystring: z.object({ page: z.string().optional().describe('The page of rows, from 1 (100 rows a page)') }),
        response: { 200: importRunReplySchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      if (!user) return reply;
      const page = positive(request.query.page ?? '1') ?? 1;
      const data = await importRun(database, user.id, request.params.id, Math.min(page, 10_000), request.lang);
      if (!data) return message(reply, request, 404, 'importNotFound');
      return noStore(reply).send({ data });
    },
  );

  fastify.post<{ Params: { id: number } }>('/:id/cancel', { schema: { tags: ['import'], summary: 'Cancel a running import', params: idParamsSchema, response: { 200: messageReplySchema, 404: errorSchema } } }, async (request, reply) => {
    const user = await requireUser(request, reply);
    if (!user) return reply;
    const outcome = await requestCancel(database, user.id, request.params.id);
    if (outcome === 'missing') return message(reply, request, 404, 'importNotFound');
    return noStore(reply).send({ message: agencyMessage('cancelled', request.lang) });
  });

  fastify.post('/feeds', { schema: { tags: ['import'], summary: 'Register a feed URL (fetched now and on its schedule)', response: { 201: z.object({ message: z.string(), data: importsReplySchema.shape.data.extend({ run: z.number().int().nullable() }) }), 403: errorSchema, 422: errorSchema } } }, async (request, reply) => {
    const who = await importer(request, reply);
    if (!who) return reply;
    const parsed = feedFormSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      const text = agencyMessage('invalid', request.lang);
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'body')] = [text];
      return noStore(reply).code(422).send({ message: text, errors });
    }
    const feed = await addFeed(database, who.user.id, who.agencyId, parsed.data);
    let run: number | null = null;
    if (!(await runningImport(database, who.user.id))) run = await runFeed(fastify.imports, fastify.jobs, { ...feed, agencyId: who.agencyId }, who.user.id);
    return noStore(reply)
      .code(201)
      .send({ message: agencyMessage('saved', request.lang), data: { ...(await listImports(database, who.user.id, request.lang)), run } });
  });

  fastify.post<{ Params: { id: number } }>('/feeds/:id/run', { schema: { tags: ['import'], summary: 'Run a feed now', params: idParamsSchema, response: { 202: queuedReplySchema, 403: errorSchema, 404: errorSchema, 409: errorSchema } } }, async (request, reply) => {
    const who = await importer(request, reply);
    if (!who) return reply;
    const feed = await feedOfUser(database, who.user.id, request.params.id);
    if (!feed) return message(reply, request, 404, 'feedNotFound');
    if (await runningImport(database, who.user.id)) return message(reply, request, 409, 'importRunning');
    const runId = await runFeed(fastify.imports, fastify.jobs, feed, who.user.id);
    return noStore(reply).code(202).send({ message: agencyMessage('saved', request.lang), data: { id: runId } });
  });

  fastify.delete<{ Params: { id: number } }>('/feeds/:id', { schema: { tags: ['import'], summary: 'Remove a feed', params: idParamsSchema, response: { 200: importsWithMessageSchema, 404: errorSchema } } }, async (request, reply) => {
    const user = await requireUser(request, reply);
    if (!user) return reply;
    if (!(await removeFeed(database, user.id, request.params.id))) return message(reply, request, 404, 'feedNotFound');
    return noStore(reply).send({ message: agencyMessage('removed', request.lang), data: await listImports(database, user.id, request.lang) });
  });
};

export default route;
