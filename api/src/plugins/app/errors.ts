// One error handler for the whole app (fastify/demo style):
// - validation errors (zod via fastify-type-provider-zod, or JSON schema) -> 422 { message, errors: { field: [msg] } }
// - client errors (4xx) keep their message; 5xx messages are hidden; never a stack trace
// - unknown paths -> 404 { message }; the web plugin answers unknown page paths with the HTML 404 page.
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

export const VALIDATION_MESSAGE = 'The given data was invalid.';
export const NOT_FOUND_MESSAGE = 'Not Found';
export const SERVER_ERROR_MESSAGE = 'Server Error';

/** 'body.email' style field names become 'email'; nested paths keep dots ('filter.rooms.0'). */
function fieldName(issue: FastifySchemaValidationError, context: string | undefined): string {
  const fromPath = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  const missing = (issue.params as { missingProperty?: unknown } | undefined)?.missingProperty;
  if (typeof missing === 'string') return fromPath ? `${fromPath}.${missing}` : missing;
  return fromPath || context || 'body';
}

export function validationErrors(
  issues: readonly FastifySchemaValidationError[],
  context: string | undefined,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = fieldName(issue, context);
    (errors[field] ??= []).push(issue.message ?? 'is invalid');
  }
  return errors;
}

type AppError = FastifyError & { validationContext?: string };

export function errorBody(error: AppError): { status: number; body: ErrorBody } {
  if (hasZodFastifySchemaValidationErrors(error) || (Array.isArray(error.validation) && error.validation.length > 0)) {
    return {
      status: 422,
      body: { message: VALIDATION_MESSAGE, errors: validationErrors(error.validation ?? [], error.validationContext) },
    };
  }
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) return { status: 500, body: { message: SERVER_ERROR_MESSAGE } };
  return { status, body: { message: error.message || NOT_FOUND_MESSAGE } };
}

export const isApiPath = (url: string): boolean => /^\/(?:(?:tr|en|ru)\/)?(?:api|sanctum)(?:[/?#]|$)/.test(url);

export default fp(
  async (fastify) => {
    fastify.setErrorHandler(async (error: AppError, request: FastifyRequest, reply: FastifyReply) => {
      const { status, body } = errorBody(error);
      if (status >= 500) {
        request.log.error({ err: error, method: request.method, url: request.url }, 'unhandled error');
      } else {
        request.log.info({ status, code: error.code, url: request.url }, error.message);
      }
      return reply.code(status).type('application/json; charset=utf-8').send(body);
    });

    fastify.setNotFoundHandler(async (_request, reply) =>
      reply.code(404).type('application/json; charset=utf-8').send({ message: NOT_FOUND_MESSAGE } satisfies ErrorBody),
    );
  },
  { name: 'errors' },
);
