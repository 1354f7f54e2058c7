// Listing import (profile/import) for corporate accounts: into the agency when the user owns one, else their own.
// Signed in (autohooks) but for the template; thin: zod and `fastify.imports` calls, refusals thrown (agencyErrors).
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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feedFormSchema, importRunReplySchema, importsReplySchema } from '@realty/shared/contracts/agencies';
import { idParamsSchema, messageReplySchema, accountErrorSchema as errorSchema } from '@realty/shared/schemas';
import { me } from '../../../plugins/app/session';
import { agencyErrors, agencyInvalidField } from '../../../plugins/app/agencies/errors';
import { absentBodyAsEmpty } from '../../../plugins/app/input-guard';
import { noStore } from '../../../http-cache';
import { publicRoute, signedInRoute } from '../../route-options';

/** Uploaded files up to 100 MB (a 40,000-offer feed is about 46 MB). */
export const IMPORT_MAX_BYTES = 100 * 1024 * 1024;

const positive = (value: unknown): number | null => (typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/** 202: the run is queued; poll GET /api/import/{id}. */
const queuedReplySchema = z.object({ message: z.string(), data: z.object({ id: z.number().int() }) });
const importsWithMessageSchema = z.object({ message: z.string(), data: importsReplySchema.shape.data });

const route: FastifyPluginAsyncZod = async (fastify) => {
  const { imports } = fastify;

  fastify.get('/', { schema: { tags: ['import'], summary: 'Recent import runs and registered feeds', response: { 200: importsReplySchema, 403: errorSchema } } }, async (request, reply) => {
    const who = await imports.importer(me(request));
    return noStore(reply).send({ data: await imports.list(who.user.id, request.lang) });
  });

  fastify.get(
    '/template.csv',
    publicRoute('import', 'The CSV template (columns and one example row)', { response: { 200: z.string().describe('CSV, UTF-8') } }),
    async (_request, reply) =>
      reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', 'attachment; filename="realty-import-template.csv"').send(imports.template()),
  );

  fastify.post('/', { schema: { tags: ['import'], summary: 'Import a YRL XML or CSV file (runs in the background)', response: { 202: queuedReplySchema, 403: errorSchema, 409: errorSchema, 413: errorSchema, 422: errorSchema } } }, async (request, reply) => {
    const who = await imports.importer(me(request));
    await imports.ensureIdle(who.user.id);
    const dir = await mkdtemp(path.join(tmpdir(), 'realty-import-'));
    try {
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
          if (part.file.truncated) throw agencyErrors.httpError(413, 'importFileTooLarge');
        }
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 413) throw agencyErrors.httpError(413, 'importFileTooLarge');
        throw error;
      }
      if (!received) throw agencyErrors.httpError(422, 'importFileMissing');
      const format = imports.formatOf(filename, head);
      // the file goes to the shared storage and the run to the job queue: any instance working jobs imports it
      return noStore(reply).code(202).send(await imports.queueUpload(who, { format, filename, fullFeed }, file, request.lang));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  fastify.get(
    '/:id',
    signedInRoute('import', 'A run with a page of its rows (poll it until `status` is done, failed or cancelled)', {
      params: idParamsSchema,
      querystring: z.object({ page: z.string().optional().describe('The page of rows, from 1 (100 rows a page)') }),
      response: { 200: importRunReplySchema, 404: errorSchema },
    }),
    async (request, reply) => {
      const page = positive(request.query.page ?? '1') ?? 1;
      return noStore(reply).send({ data: await imports.run(me(request).id, request.params.id, Math.min(page, 10_000), request.lang) });
    },
  );

  fastify.post('/:id/cancel', { schema: { tags: ['import'], summary: 'Cancel a running import', params: idParamsSchema, response: { 200: messageReplySchema, 404: errorSchema } } }, async (request, reply) =>
    noStore(reply).send(await imports.cancel(me(request).id, request.params.id, request.lang)),
  );

  fastify.post(
    '/feeds',
    {
      preValidation: absentBodyAsEmpty,
      config: { invalidField: agencyInvalidField },
      schema: {
        tags: ['import'],
        summary: 'Register a feed URL (fetched now and on its schedule)',
        body: feedFormSchema,
        response: { 201: z.object({ message: z.string(), data: importsReplySchema.shape.data.extend({ run: z.number().int().nullable() }) }), 403: errorSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const who = await imports.importer(me(request));
      return noStore(reply).code(201).send(await imports.addFeed(who, request.body, request.lang));
    },
  );

  fastify.post('/feeds/:id/run', { schema: { tags: ['import'], summary: 'Run a feed now', params: idParamsSchema, response: { 202: queuedReplySchema, 403: errorSchema, 404: errorSchema, 409: errorSchema } } }, async (request, reply) => {
    const who = await imports.importer(me(request));
    return noStore(reply).code(202).send(await imports.runFeed(who, request.params.id, request.lang));
  });

  fastify.delete('/feeds/:id', { schema: { tags: ['import'], summary: 'Remove a feed', params: idParamsSchema, response: { 200: importsWithMessageSchema, 404: errorSchema } } }, async (request, reply) =>
    noStore(reply).send(await imports.removeFeed(me(request).id, request.params.id, request.lang)),
  );
};

export default route;
