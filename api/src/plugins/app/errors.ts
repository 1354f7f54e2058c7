// One error handler for the whole app (fastify/demo style):
// - validation errors (zod via fastify-type-provider-zod, or JSON schema) -> 422 { message, errors: { field: [msg] } }
// - client errors (4xx) keep their message; 5xx messages are hidden; never a stack trace
// - unknown paths -> 404 { message }; the web plugin answers unknown page paths with the HTML 404 page.
// - messages are translated here, in the request's language: a validation message that is a message key
//   (`realtyIdInvalid`, see @realty/shared/schemas/account; `{min}`/`{max}`/`{values}` from the issue), any other
//   validation message (zod's or Ajv's English defaults) by its issue code (`fieldNumber`, `fieldTooLong`, … in
//   @realty/shared/schemas/validation-messages), an `AppHttpError` thrown by a route (`throw httpError(404,
//   'searchNotFound')`, `throw fieldError({ filter: ['searchesLimit'] }, { max: 50 })`; a domain's own catalogue through
//   `catalogueErrors(agencyMessage)`, and a route's `config.invalidField` for its forms' one field message), the body parsers' and
//   multipart's client errors (FRAMEWORK_MESSAGES) and the JSON 404.
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { accountMessage, fillPlaceholders, isAccountMessageKey, VALIDATION_MESSAGES, type AccountMessageKey } from '@realty/shared/schemas';
import { CATALOG_MESSAGES } from '@realty/shared/catalog';

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

const text = (value: unknown): string | undefined =>
  typeof value === 'number' || typeof value === 'bigint' || typeof value === 'string' ? String(value) : undefined;

/** `{min}`, `{max}`, `{values}` and a custom issue's own params, for filling a message. */
function issueParams(issue: FastifySchemaValidationError): Record<string, string | number> {
  const p = (issue.params ?? {}) as Record<string, unknown>;
  const out: Record<string, string | number> = {};
  const min = text(p.minimum ?? p.limit);
  const max = text(p.maximum ?? p.limit);
  if (min !== undefined) out.min = min;
  if (max !== undefined) out.max = max;
  const values = Array.isArray(p.values) ? p.values : Array.isArray(p.allowedValues) ? p.allowedValues : undefined;
  if (values) out.values = values.map(String).join(', ');
  if (p.params && typeof p.params === 'object') {
    for (const [key, value] of Object.entries(p.params as Record<string, unknown>)) {
      const v = text(value);
      if (v !== undefined) out[key] = v;
    }
  }
  return out;
}

/**
 * The message key of an issue without one of its own (zod's and Ajv's default English messages, or a stray
 * English text): chosen by the issue's code and what it expected, so every field message can be translated.
 */
function fallbackKey(issue: FastifySchemaValidationError): AccountMessageKey {
  const p = (issue.params ?? {}) as Record<string, unknown>;
  const origin = p.origin;
  const expected = p.expected ?? p.type;
  switch (issue.keyword) {
    case 'invalid_type':
    case 'type':
      if (/received undefined$/.test(issue.message ?? '')) return 'fieldRequired';
      if (expected === 'int' || expected === 'integer') return 'fieldInteger';
      if (expected === 'number' || expected === 'bigint' || expected === 'nan') return 'fieldNumber';
      if (expected === 'string') return 'fieldText';
      if (expected === 'boolean') return 'fieldBoolean';
      if (expected === 'array') return 'fieldList';
      return 'fieldInvalid';
    case 'required':
      return 'fieldRequired';
    case 'too_small':
      if (origin === 'number' || origin === 'bigint') return 'fieldMin';
      if (Number(p.minimum) <= 1) return 'fieldRequired';
      return origin === 'string' ? 'fieldTooShort' : 'fieldInvalid';
    case 'minimum':
    case 'exclusiveMinimum':
      return 'fieldMin';
    case 'minLength':
      return Number(p.limit) <= 1 ? 'fieldRequired' : 'fieldTooShort';
    case 'too_big':
      if (origin === 'number' || origin === 'bigint') return 'fieldMax';
      if (origin === 'string') return 'fieldTooLong';
      return origin === 'array' || origin === 'set' ? 'fieldTooMany' : 'fieldInvalid';
    case 'maximum':
    case 'exclusiveMaximum':
      return 'fieldMax';
    case 'maxLength':
      return 'fieldTooLong';
    case 'maxItems':
      return 'fieldTooMany';
    case 'invalid_value':
    case 'enum':
      return issueParams(issue).values ? 'fieldChoice' : 'fieldInvalid';
    case 'invalid_format':
    case 'pattern':
    case 'format':
      return 'fieldFormat';
    default:
      return 'fieldInvalid';
  }
}

/**
 * Field messages in the request's language: a message that is a key is translated (with the issue's params);
 * any other gets the translated message of its code. `keyed` is the first message that came from a key (the
 * reply's `message`, as the account forms expect).
 */
export function translatedErrors(
  issues: readonly FastifySchemaValidationError[],
  context: string | undefined,
  lang: string,
): { errors: Record<string, string[]>; keyed?: string } {
  const errors: Record<string, string[]> = {};
  let keyed: string | undefined;
  for (const issue of issues) {
    const message = issue.message ?? '';
    const params = issueParams(issue);
    const own = isAccountMessageKey(message);
    const translated = accountMessage(own ? message : fallbackKey(issue), lang, params);
    // the generic field messages (validation-messages.ts) do not name their field: not the reply's message
    if (own && !(message in VALIDATION_MESSAGES.en)) keyed ??= translated;
    (errors[fieldName(issue, context)] ??= []).push(translated);
  }
  return { errors, keyed };
}

/** An error reply a route throws: status and message key (or field errors), translated by the error handler. */
export class AppHttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: AccountMessageKey,
    readonly fields?: Record<string, AccountMessageKey[]>,
    readonly params?: Record<string, string | number>,
  ) {
    super(key);
    this.name = 'AppHttpError';
  }
}

export const httpError = (status: 401 | 403 | 404 | 409 | 422 | 429, key: AccountMessageKey, params?: Record<string, string | number>) =>
  new AppHttpError(status, key, undefined, params);

/** How a domain's message family translates its keys (`{name}` placeholders filled from `params`). */
type Translate<K extends string> = (key: K, lang: string, params?: Record<string, string | number>) => string;

/**
 * A 4xx of a domain whose messages are not account messages (the catalogue's, the listing form's): its status, key
 * and reply body in a language (`MessageFamily`). Thrown by a route; the error handler answers it.
 */
export class DomainHttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: string,
    readonly bodyIn: (lang: string) => ErrorBody,
    readonly noStore: boolean,
  ) {
    super(key);
    this.name = 'DomainHttpError';
  }
}

/** A domain's message family: how it translates its keys, and whether its error replies must never be cached. */
export class MessageFamily<K extends string> {
  constructor(
    private readonly translate: Translate<K>,
    private readonly noStore = false,
  ) {}

  /** `throw family.error(404, 'draftNotFound')` */
  error(status: 400 | 401 | 403 | 404 | 409 | 415 | 422 | 429, key: K, params?: Record<string, string | number>): DomainHttpError {
    return new DomainHttpError(status, key, (lang) => ({ message: this.translate(key, lang, params) }), this.noStore);
  }

  /** 422 with `{ field: [message] }`; the reply's message is the first field's first message. */
  fieldError(fields: Record<string, K[]>, params?: Record<string, string | number>): DomainHttpError {
    const first = Object.values(fields)[0]?.[0];
    return new DomainHttpError(
      422,
      first ?? '',
      (lang) => {
        const errors = Object.fromEntries(Object.entries(fields).map(([field, keys]) => [field, keys.map((key) => this.translate(key, lang, params))]));
        return { message: Object.values(errors)[0]?.[0] ?? '', errors };
      },
      this.noStore,
    );
  }

  /** 422 with per-field messages the domain's schema already wrote in the request's language (a per-language form schema). */
  fieldMessages(errors: Record<string, string[]>): DomainHttpError {
    const message = Object.values(errors)[0]?.[0] ?? '';
    return new DomainHttpError(422, 'invalid', () => ({ message, errors }), this.noStore);
  }
}

/** The public read routes' messages (the catalogue's `errors`: 'Listing not found', no final stop), never cached. */
export type CatalogErrorKey = keyof (typeof CATALOG_MESSAGES)['en']['errors'];
const CATALOG_ERRORS = new MessageFamily<CatalogErrorKey>(
  (key, lang) => CATALOG_MESSAGES[lang === 'tr' || lang === 'ru' ? lang : 'en'].errors[key],
  true,
);

/** A public read route's 4xx: `throw catalogError(404, 'listingNotFound')`. */
export const catalogError = (status: 401 | 403 | 404, key: CatalogErrorKey) => CATALOG_ERRORS.error(status, key);

/**
 * Messages only the server sends, in tr/en/ru. Not in @realty/shared's tables: a key added there changes its
 * versioned contract (shared/api-report.md) and would need a breaking bump for every remote, for a text no
 * front-end code reads (the forms show the reply's `message`).
 */
export const SERVER_MESSAGES = {
  en: { limitsUnavailable: 'This service is briefly unavailable. Please try again in {seconds} seconds.' },
  tr: { limitsUnavailable: 'Bu hizmet kısa süreliğine kullanılamıyor. Lütfen {seconds} saniye sonra tekrar deneyin.' },
  ru: { limitsUnavailable: 'Сервис временно недоступен. Повторите через {seconds} с.' },
} as const satisfies Record<'tr' | 'en' | 'ru', Record<string, string>>;
export type ServerMessageKey = keyof (typeof SERVER_MESSAGES)['en'];

/** A server message in `lang` (English for any other), `{name}` placeholders filled. */
export function serverMessage(key: ServerMessageKey, lang: string | undefined, params: Record<string, string | number> = {}): string {
  const table = SERVER_MESSAGES[lang === 'tr' || lang === 'ru' ? lang : 'en'];
  return fillPlaceholders(table[key], params);
}

/**
 * 503 while a dependency the request needs is down (e.g. Redis for the request limits): the translated message and
 * Retry-After, never cached. Logged as a warning with its cause, not as an unhandled error.
 */
export class UnavailableError extends Error {
  readonly statusCode = 503;
  constructor(
    readonly key: ServerMessageKey,
    readonly retryAfter: number,
    options?: { cause?: unknown },
  ) {
    super(key, options);
    this.name = 'UnavailableError';
  }
}

/** A domain's message catalogue (its contract's `agencyMessage`, …): a key and its parameters in the request's language. */
export type MessageCatalogue<K extends string> = (key: K, lang: string | undefined, params?: Record<string, string | number>) => string;

/** An error reply over a domain's own message catalogue (see `catalogueErrors`), translated by the error handler. */
export class CatalogueHttpError extends Error {
  constructor(
    readonly statusCode: number,
    key: string,
    private readonly render: (lang: string) => ErrorBody,
  ) {
    super(key);
    this.name = 'CatalogueHttpError';
  }

  body(lang: string): ErrorBody {
    return this.render(lang);
  }
}

/**
 * `httpError` and `fieldError` over a domain's catalogue (`catalogueErrors(agencyMessage)`): a route of that domain
 * throws them as it throws the account ones, and the error handler answers in the request's language.
 */
export function catalogueErrors<K extends string>(catalogue: MessageCatalogue<K>) {
  return {
    httpError: (status: 401 | 403 | 404 | 409 | 413 | 422 | 429, key: K, params?: Record<string, string | number>) =>
      new CatalogueHttpError(status, key, (lang) => ({ message: catalogue(key, lang, params) })),
    fieldError: (fields: Record<string, K[]>, params?: Record<string, string | number>) => {
      const first = Object.values(fields)[0]?.[0];
      return new CatalogueHttpError(422, first ?? 'invalid', (lang) => ({
        message: first ? catalogue(first, lang, params) : accountMessage('invalid', lang),
        errors: Object.fromEntries(Object.entries(fields).map(([field, keys]) => [field, keys.map((key) => catalogue(key, lang, params))])),
      }));
    },
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route whose form answers every invalid body field with its domain's one message ("Please check this field"):
     * that message in `lang`. Each field is then named by its top-level key, and the reply's message is that text.
     */
    invalidField?: (lang: string) => string;
  }
}

/** 422 with `{ field: [key] }`; the message is the first field's first message. */
export const fieldError = (fields: Record<string, AccountMessageKey[]>, params?: Record<string, string | number>) =>
  new AppHttpError(422, Object.values(fields)[0]?.[0] ?? 'invalid', fields, params);

type AppError = FastifyError & { validationContext?: string };

/**
 * Client errors raised by Fastify's body parsers and @fastify/multipart (English by default) and the message
 * each answers with in the request's language. FST_MULTIPART_MALFORMED is what plugins/external/multipart.ts
 * tags a parser failure with.
 */
const FRAMEWORK_MESSAGES: Record<string, AccountMessageKey> = {
  FST_MULTIPART_MALFORMED: 'uploadMalformed',
  FST_PROTO_VIOLATION: 'uploadMalformed',
  FST_INVALID_JSON_FIELD_ERROR: 'uploadMalformed',
  FST_MP_PREMATURE_CLOSE: 'uploadMalformed',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'uploadMalformed',
  FST_PARTS_LIMIT: 'requestTooLarge',
  FST_FILES_LIMIT: 'requestTooLarge',
  FST_FIELDS_LIMIT: 'requestTooLarge',
  FST_REQ_FILE_TOO_LARGE: 'requestTooLarge',
  FST_ERR_CTP_BODY_TOO_LARGE: 'requestTooLarge',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'requestMalformed',
  FST_ERR_CTP_INVALID_JSON_BODY: 'requestMalformed',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'requestMalformed',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'mediaTypeUnsupported',
};

/** The translated message of a framework client error, or undefined for others. */
function frameworkMessage(error: AppError, status: number, lang: string): string | undefined {
  const key = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
  if (key) return accountMessage(key, lang);
  // a JSON syntax error from the body parser (secure-json-parse) carries only its status
  if (status === 400 && error instanceof SyntaxError) return accountMessage('requestMalformed', lang);
  return undefined;
}

/** The 422 of a route declaring `config.invalidField`: its one message for each invalid top-level field. */
function invalidFieldBody(issues: readonly FastifySchemaValidationError[], context: string | undefined, text: string): ErrorBody {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) errors[fieldName(issue, context).split('.')[0] ?? 'body'] = [text];
  return { message: text, errors };
}

export function errorBody(error: AppError, lang = 'en', invalidField?: (lang: string) => string): { status: number; body: ErrorBody } {
  if (error instanceof CatalogueHttpError) return { status: error.statusCode, body: error.body(lang) };
  if (error instanceof AppHttpError) {
    const body: ErrorBody = { message: accountMessage(error.key, lang, error.params) };
    if (error.fields) {
      body.errors = Object.fromEntries(
        Object.entries(error.fields).map(([field, keys]) => [field, keys.map((key) => accountMessage(key, lang, error.params))]),
      );
    }
    return { status: error.statusCode, body };
  }
  if (error instanceof DomainHttpError) return { status: error.statusCode, body: error.bodyIn(lang) };
  if (error instanceof UnavailableError) {
    return { status: 503, body: { message: serverMessage(error.key, lang, { seconds: error.retryAfter }) } };
  }
  if (hasZodFastifySchemaValidationErrors(error) || (Array.isArray(error.validation) && error.validation.length > 0)) {
    if (invalidField && error.validationContext === 'body') return { status: 422, body: invalidFieldBody(error.validation ?? [], error.validationContext, invalidField(lang)) };
    const { errors, keyed } = translatedErrors(error.validation ?? [], error.validationContext, lang);
    // Account routes (message keys) answer with their first message, as Laravel's forms expect; others with the generic one.
    return { status: 422, body: { message: keyed ?? accountMessage('invalid', lang), errors } };
  }
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) return { status: 500, body: { message: SERVER_ERROR_MESSAGE } };
  return { status, body: { message: frameworkMessage(error, status, lang) ?? (error.message || NOT_FOUND_MESSAGE) } };
}

export const isApiPath = (url: string): boolean => /^\/(?:(?:tr|en|ru)\/)?(?:api|sanctum)(?:[/?#]|$)/.test(url);

export default fp(
  async (fastify) => {
    fastify.setErrorHandler(async (error: AppError, request: FastifyRequest, reply: FastifyReply) => {
      const { invalidField } = request.routeOptions.config;
      const { status, body } = errorBody(error, request.lang, invalidField);
      // a domain's refusals and its forms' field messages are about this visitor's request: never stored by a cache
      if (error instanceof CatalogueHttpError || (invalidField && status === 422)) reply.header('cache-control', 'private, no-store');
      if (error instanceof UnavailableError) {
        reply.header('retry-after', String(error.retryAfter)).header('cache-control', 'private, no-store');
        request.log.warn({ err: error.cause ?? error, url: request.url }, `dependency unavailable: ${error.key}`);
      } else if (error instanceof DomainHttpError) {
        if (error.noStore) reply.header('cache-control', 'private, no-store');
        request.log.info({ status, url: request.url }, error.key);
      } else if (status >= 500) {
        request.log.error({ err: error, method: request.method, url: request.url }, 'unhandled error');
      } else {
        request.log.info({ status, code: error.code, url: request.url }, error.message);
      }
      return reply.code(status).type('application/json; charset=utf-8').send(body);
    });

    fastify.setNotFoundHandler(async (request, reply) =>
      reply.code(404).type('application/json; charset=utf-8').send({ message: accountMessage('routeNotFound', request.lang) } satisfies ErrorBody),
    );
  },
  { name: 'errors' },
);
