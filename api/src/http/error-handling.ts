import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError, ApiErrorCode } from '@teamwear/shared/contracts';
import { fieldsInvalid, HttpError, INTERNAL_ERROR_BODY } from './errors';
import { setSecurityHeaders } from './security-headers';

interface ErrorAnswer {
  status: number;
  body: ApiError;
}

const CODE_BY_STATUS: Record<number, ApiErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

// Fastify's own request errors, answered with messages written for API clients.
const FASTIFY_ERRORS: Record<string, ErrorAnswer> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, body: { code: 'INVALID_JSON', message: 'The request body is not valid JSON' } },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    body: { code: 'INVALID_JSON', message: 'The request body is empty although its content type is JSON' },
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    body: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as application/json' },
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, body: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' } },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    body: { code: 'BAD_REQUEST', message: 'The Content-Length header does not match the body' },
  },
};

type ValidationIssue = { instancePath?: string; message?: string };

/** `{ "email": "Email is invalid", "players.2.number": "…" }`; a body-level issue is keyed by its part ("body"). */
export function fieldsFromValidation(issues: ValidationIssue[], context: string | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const dotted = (issue.instancePath ?? '').split('/').filter(Boolean).join('.');
    const key = dotted || context || 'body';
    fields[key] ??= issue.message ?? 'Invalid value';
  }
  return fields;
}

function validationAnswer(fields: Record<string, string>): ErrorAnswer {
  return { status: 400, body: fieldsInvalid(fields).toBody() };
}

function answerFor(error: unknown): ErrorAnswer | null {
  if (error instanceof HttpError) return { status: error.statusCode, body: error.toBody() };
  if (hasZodFastifySchemaValidationErrors(error)) {
    return validationAnswer(fieldsFromValidation(error.validation, error.validationContext));
  }
  const fastifyError = error as Partial<FastifyError> | null;
  if (fastifyError && Array.isArray(fastifyError.validation)) {
    return validationAnswer(fieldsFromValidation(fastifyError.validation, fastifyError.validationContext));
  }
  const known = fastifyError?.code ? FASTIFY_ERRORS[fastifyError.code] : undefined;
  if (known) return known;
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // A client error from Fastify or a plugin: its message describes the request, not our internals.
    const code = CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
    return { status, body: { code, message: fastifyError?.message || 'The request is invalid' } };
  }
  return null;
}

/**
 * Errors Fastify meets before routing (a URL that does not decode, a path parameter over its length
 * limit): the same `{ code, message }` shape and security headers as every other answer. No hook
 * runs for these requests, so the headers are set here.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  setSecurityHeaders(reply);
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const body: ApiError = tooLong
    ? { code: 'BAD_REQUEST', message: 'A part of the address is too long' }
    : { code: 'BAD_REQUEST', message: 'The address is not a valid URL: a percent sign must be followed by two hex digits' };
  void reply.code(tooLong ? 414 : 400).type('application/json').send(body);
}

/** One error shape everywhere: `{ code, message, fields? }`, never a stack trace. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const answer = answerFor(error);
    if (!answer) {
      request.log.error({ err: error }, 'unexpected error');
      return reply.code(500).type('application/json').send(INTERNAL_ERROR_BODY);
    }
    if (error instanceof HttpError) reply.headers(error.headers);
    request.log.info({ code: answer.body.code, status: answer.status }, answer.body.message);
    return reply.code(answer.status).type('application/json').send(answer.body);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]?.slice(0, 200) ?? '';
    return reply
      .code(404)
      .type('application/json')
      .send({ code: 'NOT_FOUND', message: `No route for ${request.method} ${path}` } satisfies ApiError);
  });
}
