// What the local servers answer for a request they refuse themselves (a path that climbs out with
// "..", an address that does not decode, an error of a plugin): the API's { code, message }, never
// Fastify's { statusCode, error, message }. nginx answers the statuses it makes itself with these
// same bodies (deploy/nginx/teamwear/gateway-errors.conf; gateway-errors.test.mjs compares them).
import { addSecurityHeaders } from './security-headers.mjs';

/** The answer to each status a gateway makes itself; 502 and 504 differ for the API and the rest. */
export const GATEWAY_ERROR_ANSWERS = {
  400: { code: 'BAD_REQUEST', message: 'The request could not be read' },
  403: { code: 'FORBIDDEN', message: 'This address is not served' },
  404: { code: 'NOT_FOUND', message: 'Not found' },
  405: { code: 'METHOD_NOT_ALLOWED', message: 'This method is not allowed at this address' },
  411: { code: 'BAD_REQUEST', message: 'A request with a body must give its length (Content-Length)' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' },
  500: { code: 'INTERNAL', message: 'Something went wrong in the gateway' },
  501: { code: 'BAD_REQUEST', message: "The request's Transfer-Encoding is not supported: send the body with Content-Length or chunked" },
  '502-api': { code: 'BAD_GATEWAY', message: 'The API could not be reached or closed the connection' },
  '502-page': { code: 'BAD_GATEWAY', message: 'The server behind the gateway could not be reached or closed the connection' },
  503: { code: 'SERVICE_UNAVAILABLE', message: 'The service is unavailable: try again later' },
  '504-api': { code: 'GATEWAY_TIMEOUT', message: 'The API did not answer in time' },
  '504-page': { code: 'GATEWAY_TIMEOUT', message: 'The server behind the gateway did not answer in time' },
  505: { code: 'BAD_REQUEST', message: 'Only HTTP/1.0 and HTTP/1.1 are spoken here' },
};

export const BAD_URL_ANSWER = { code: 'BAD_REQUEST', message: 'The address is not a valid URL: a percent sign must be followed by two hex digits' };
export const DOT_SEGMENT_ANSWER = { code: 'BAD_REQUEST', message: 'The address may not have a ".." segment' };

/** The answer for `status` (the -page variant of 502 and 504; 400's or 500's for a status not listed). */
export function gatewayErrorAnswer(status) {
  return GATEWAY_ERROR_ANSWERS[status] ?? GATEWAY_ERROR_ANSWERS[`${status}-page`] ?? GATEWAY_ERROR_ANSWERS[status >= 500 ? 500 : 400];
}

/** Fastify's error handler: a plugin's error (@fastify/static's 403 for a hidden file, reply-from's
 *  400 for a path it will not proxy) in the API's shape, with its status. */
export function answerGatewayError(error, request, reply) {
  const status = Number.isInteger(error.statusCode) && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) request.log.error({ err: error }, 'the gateway failed');
  return reply.code(status).header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(gatewayErrorAnswer(status));
}

/** Fastify's frameworkErrors: an address that does not decode (FST_ERR_BAD_URL) is refused before
 *  routing, where no hook runs (so the security headers are set here). */
export function answerFrameworkError(error, request, reply) {
  const body = error.code === 'FST_ERR_BAD_URL' ? BAD_URL_ANSWER : GATEWAY_ERROR_ANSWERS[400];
  addSecurityHeaders(request, reply);
  return reply.code(400).header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(body);
}

/** Does the path, decoded, have a ".." segment (/..%2F, /%2e%2e/)? nginx refuses one that climbs
 *  above the root with 400; here every such path is, before anything is served or proxied. */
export function hasDotSegment(url) {
  const pathname = url.split('?')[0];
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false; // Fastify refuses it as a bad URL
  }
  return decoded.split(/[/\\]/).includes('..');
}

/** An onRequest hook: 400 in the API's shape for a path with a ".." segment. */
export async function refuseDotSegments(request, reply) {
  if (!hasDotSegment(request.raw.url)) return;
  return reply.code(400).header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(DOT_SEGMENT_ANSWER);
}
