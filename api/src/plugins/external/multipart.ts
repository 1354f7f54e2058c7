// multipart/form-data for photo uploads and imports (limits from DECISIONS.md: 20 MB a file, 30 photos).
// Every route reads parts through `request.parts()`, which this plugin guards for all of them:
// - a body that cannot be parsed (no or a wrong boundary, truncated, garbage) fails with a client error
//   (400, code FST_MULTIPART_MALFORMED), which the error handler answers `{ message }` in the request's language,
//   whether the failure comes from the iterator, `part.toBuffer()` or the file stream a route pipes;
// - a file name loses its control characters (NUL and the like cannot be stored or shown), keeps at most 200
//   characters, and falls back to `upload` when nothing is left;
// - a text field holding a NUL or a lone surrogate fails with 422 `{ errors: { field: [message] } }`, as the input
//   guard answers for JSON bodies.
import fp from 'fastify-plugin';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fieldError } from '../app/errors';
import { isStorableText } from '../app/input-guard';

export const UPLOAD_LIMITS = { fileSize: 20 * 1024 * 1024, files: 30, fields: 200, parts: 260 } as const;

export const MALFORMED_MULTIPART = 'FST_MULTIPART_MALFORMED';

/** A parser failure (busboy throws plain errors without a status) becomes a 400 the error handler translates. */
export function asClientError(error: unknown): unknown {
  if (error instanceof Error) {
    const tagged = error as Error & { statusCode?: number; code?: string; syscall?: string };
    // a system error (a full disk while a route writes the file) stays a server error
    if (typeof tagged.statusCode !== 'number' && tagged.syscall === undefined) {
      tagged.statusCode = 400;
      tagged.code = MALFORMED_MULTIPART;
    }
  }
  return error;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A file name as the user may see it again: no control characters or lone surrogates, at most 200 characters. */
export function cleanFilename(name: string | undefined): string {
  const cleaned = (name ?? '').replace(CONTROL, '').trim().slice(0, 200);
  return cleaned || 'upload';
}

type Parts = FastifyRequest['parts'];

function guardParts(original: Parts, request: FastifyRequest): Parts {
  return async function* guarded(options) {
    try {
      for await (const part of original.call(request, options)) {
        if (part.type === 'file') {
          part.filename = cleanFilename(part.filename);
          // The same error object reaches toBuffer() and any pipeline of the stream: tag it before they see it.
          // The parser may have failed already (all bytes in one chunk): then the stream holds the error.
          if (part.file.errored) asClientError(part.file.errored);
          part.file.prependListener('error', asClientError);
          const toBuffer = part.toBuffer.bind(part);
          part.toBuffer = async () => {
            try {
              return await toBuffer();
            } catch (error) {
              throw asClientError(error);
            }
          };
        } else if (typeof part.value === 'string' && !isStorableText(part.value)) {
          throw fieldError({ [part.fieldname.replace(CONTROL, '') || 'body']: ['textInvalid'] });
        }
        yield part;
      }
    } catch (error) {
      throw asClientError(error);
    }
  } as Parts;
}

/** Why a multipart body gave no file: none (not multipart, no file part, an empty file), too large, wrong type, unreadable. */
export type NoFile = 'none' | 'tooLarge' | 'unsupported' | 'malformed';

/** The first file of a multipart body (one file a request: extra files are drained, not kept), or why there is none. */
export async function firstFile(request: FastifyRequest): Promise<{ buffer: Buffer; name: string } | NoFile> {
  if (!request.isMultipart()) return 'none';
  let buffer: Buffer | undefined;
  let name = '';
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (buffer) {
        part.file.resume();
        continue;
      }
      buffer = await part.toBuffer();
      name = part.filename ?? '';
    }
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) return 'tooLarge';
    return status === 406 || status === 415 ? 'unsupported' : 'malformed';
  }
  return buffer && buffer.length > 0 ? { buffer, name } : 'none';
}

export default fp(
  async (fastify) => {
    await fastify.register(fastifyMultipart, { limits: { ...UPLOAD_LIMITS } });
    fastify.addHook('preValidation', async (request) => {
      if (request.isMultipart()) request.parts = guardParts(request.parts, request);
    });
  },
  { name: 'multipart' },
);
