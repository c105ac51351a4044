import type { ApiError, ApiErrorCode } from '@teamwear/shared/contracts';

/** An error the API means to answer with: its status, code and message reach the client as they are. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: ApiErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string>;

  constructor(
    statusCode: number,
    code: ApiErrorCode,
    message: string,
    options: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
    this.fields = options.fields;
    this.headers = options.headers ?? {};
  }

  toBody(): ApiError {
    return this.fields ? { code: this.code, message: this.message, fields: this.fields } : { code: this.code, message: this.message };
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
