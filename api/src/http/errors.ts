import type { ApiError, ApiErrorCode } from '@teamwear/shared/contracts';

/** An error the API means to answer with: its status, code and message reach the client as they are. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: ApiErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string>;
  /** More members of the answer beside code and message (e.g. `username` of OTP_REQUIRED, `current` of DESIGN_CONFLICT). */
  readonly extra: Record<string, unknown>;

  constructor(
    statusCode: number,
    code: ApiErrorCode,
    message: string,
    options: { fields?: Record<string, string>; headers?: Record<string, string>; extra?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
    this.fields = options.fields;
    this.headers = options.headers ?? {};
    this.extra = options.extra ?? {};
  }

  toBody(): ApiError {
    const body = { ...this.extra, code: this.code, message: this.message };
    return this.fields ? { ...body, fields: this.fields } : body;
  }
}

export const INTERNAL_ERROR_BODY: ApiError = { code: 'INTERNAL', message: 'Something went wrong!' };

export const invalidCredentials = () => new HttpError(401, 'INVALID_CREDENTIALS', 'Invalid email or password');

export const tenantNotFound = (host: string) =>
  new HttpError(404, 'TENANT_NOT_FOUND', `No shop is configured for host "${host}"`);

const bearerChallenge = (error?: string) => ({
  'www-authenticate': error ? `Bearer error="${error}"` : 'Bearer',
});

export const authenticationRequired = () =>
  new HttpError(401, 'UNAUTHORIZED', 'Sign in to continue', { headers: bearerChallenge() });

export const invalidToken = () =>
  new HttpError(401, 'INVALID_TOKEN', 'The access token is invalid or has expired', {
    headers: bearerChallenge('invalid_token'),
  });

/** 400 VALIDATION_FAILED for rules checked after the schema (e.g. a too common password). */
export const validationFailed = (field: string, message: string) =>
  new HttpError(400, 'VALIDATION_FAILED', message, { fields: { [field]: message } });

/** 400 VALIDATION_FAILED naming each field's message: the one message as the answer's, else "Some fields are invalid". */
export function fieldsInvalid(fields: Record<string, string>): HttpError {
  const messages = Object.values(fields);
  return new HttpError(400, 'VALIDATION_FAILED', messages.length === 1 && messages[0] ? messages[0] : 'Some fields are invalid', { fields });
}

/** 400 for a mailed link (reset, unlock) that is unknown, used or expired. */
export const invalidLink = () => new HttpError(400, 'INVALID_TOKEN', 'This link is invalid or has expired');

export const notFound = (message: string) => new HttpError(404, 'NOT_FOUND', message);
