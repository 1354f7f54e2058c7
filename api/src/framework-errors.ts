// Errors Fastify and Node's HTTP parser answer before a route or the error handler runs (a malformed URL,
// headers or request line too large, a garbled request) get the project's error shape `{ message }`
// instead of Fastify's `{ error, code, message, statusCode }`.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyServerOptions } from 'fastify';
import { accountMessage } from '@realty/shared/schemas';
import { langOfPath } from './plugins/app/lang';

/** The status of a client error from Node's HTTP parser. */
export function clientErrorStatus(error: { code?: unknown }): number {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return 431;
    case 'HPE_URI_TOO_LONG':
      return 414;
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return 408;
    default:
      return 400;
  }
}

const MESSAGES: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
};

export const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = (error, socket: Socket) => {
  const status = clientErrorStatus(error as { code?: unknown });
  if (socket.writable && !(socket as Socket & { _httpMessage?: unknown })._httpMessage) {
    const body = JSON.stringify({ message: MESSAGES[status] ?? 'Bad Request' });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
};

/**
 * FST_ERR_BAD_URL (a path that is not valid percent-encoding) and FST_ERR_ASYNC_CONSTRAINT: 400 `{ message }`, in the
 * language of the path's prefix (the parser errors above come before any path is known, and stay English).
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (_error, request, reply) => {
  // originalUrl: the router saw /api/... for /{lang}/api/... (lang-api.ts).
  const message = accountMessage('addressInvalid', langOfPath(request.originalUrl ?? request.url ?? ''));
  void (reply as unknown as FastifyReply).code(400).type('application/json; charset=utf-8').send({ message });
};
