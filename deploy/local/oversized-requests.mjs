// What the local servers answer a request whose address or headers are over their limits: the
// local counterpart of nginx's large_client_header_buffers (4 × 8 KiB; deploy/nginx). A page's
// address gets a short page saying so with a link home, an /api/ call the API's error shape;
// never Node's bare 431, which a browser shows as an empty page.
import http from 'node:http';
import { GATEWAY_ERROR_ANSWERS } from './error-answers.mjs';

/** The longest address (path and query) served: nginx's request line buffer, 8 KiB. */
export const MAX_URL_LENGTH = 8 * 1024;

/** Node's limit on the request line and headers together (its own default is 16 KiB): nginx's
 *  four buffers, 32 KiB. Above it Node stops reading the request (clientError below); under it an
 *  address over MAX_URL_LENGTH is refused by refuseLongUrl with its exact length. */
export const MAX_HEADER_SIZE = 32 * 1024;

const PAGE_ANSWERS = {
  414: {
    title: 'This address is too long',
    detail: (length) =>
      length === undefined
        ? `The address of this page is longer than the shop accepts (at most ${MAX_URL_LENGTH.toLocaleString('en')} characters). Check the link you followed, or go to the home page.`
        : `The address of this page has ${length.toLocaleString('en')} characters; the shop accepts at most ${MAX_URL_LENGTH.toLocaleString('en')}. Check the link you followed, or go to the home page.`,
    titleKm: 'អាសយដ្ឋាននេះវែងពេក',
    detailKm: `អាសយដ្ឋាននៃទំព័រនេះវែងជាងអ្វីដែលហាងទទួលយក (យ៉ាងច្រើន ${MAX_URL_LENGTH} តួអក្សរ)។ សូមពិនិត្យតំណដែលអ្នកបានចុច ឬទៅទំព័រដើម។`,
  },
  431: {
    title: 'This request is too large',
    detail: () =>
      `Your browser sent a longer address or more headers than the shop accepts (${MAX_HEADER_SIZE / 1024} KiB in all), most often because this site has stored too many cookies. Clear this site's cookies and try again, or go to the home page.`,
    titleKm: 'សំណើនេះធំពេក',
    detailKm: `កម្មវិធីរុករករបស់អ្នកបានផ្ញើអាសយដ្ឋាន ឬទិន្នន័យក្បាល (header) ច្រើនជាងអ្វីដែលហាងទទួលយក (សរុប ${MAX_HEADER_SIZE / 1024} KiB) ភាគច្រើនដោយសារគេហទំព័រនេះបានរក្សាទុកខូគីច្រើនពេក។ សូមសម្អាតខូគីរបស់គេហទំព័រនេះ ហើយព្យាយាមម្តងទៀត ឬទៅទំព័រដើម។`,
  },
};

/** The API's error shape (ApiError in @teamwear/shared/contracts). */
function jsonAnswer(status, length) {
  const message =
    status === 414
      ? `The request's address is too long${length === undefined ? '' : ` (${length} characters)`}: at most ${MAX_URL_LENGTH} characters`
      : `The request's address and headers are too large: at most ${MAX_HEADER_SIZE / 1024} KiB in all`;
  return JSON.stringify({ code: 'BAD_REQUEST', message });
}

/** A page of its own, in English and Khmer, that needs nothing else from the server. */
function pageAnswer(status, length) {
  const answer = PAGE_ANSWERS[status];
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${answer.title}</title></head>
<body>
<main>
<h1>${answer.title}</h1>
<p>${answer.detail(length)}</p>
<p><a href="/">Go to the home page</a></p>
<section lang="km">
<h2>${answer.titleKm}</h2>
<p>${answer.detailKm}</p>
<p><a href="/">ទៅទំព័រដើម</a></p>
</section>
</main>
</body>
</html>
`;
}

/** /api/… is answered as the API answers; anything else as a page. */
function isApiPath(target) {
  return target !== undefined && (target === '/api' || target.startsWith('/api/') || target.startsWith('/api?'));
}

/** The content type, body and headers for `status` to a request for `target` (undefined when unknown). */
export function oversizedAnswer(status, target, length) {
  if (isApiPath(target)) return { contentType: 'application/json; charset=utf-8', body: jsonAnswer(status, length) };
  return { contentType: 'text/html; charset=utf-8', body: pageAnswer(status, length) };
}

/** An onRequest hook: 414 for an address over MAX_URL_LENGTH (nginx's answer too), before anything is proxied. */
export async function refuseLongUrl(request, reply) {
  const length = request.raw.url.length;
  if (length <= MAX_URL_LENGTH) return;
  const { contentType, body } = oversizedAnswer(414, request.raw.url, length);
  return reply.code(414).header('Cache-Control', 'no-store').header('Connection', 'close').type(contentType).send(body);
}

/** Which part was over the limit, from the bytes Node read last (`rawPacket`, up to where it
 *  stopped): when that read began with the request line, its target, and whether the line ended
 *  (then the headers are too large) or not (the address is). A request that came in several
 *  reads may not show its request line: then neither is known. */
export function overflowOf(error) {
  const raw = Buffer.isBuffer(error.rawPacket) ? error.rawPacket : Buffer.alloc(0);
  const seen = raw.subarray(0, error.bytesParsed || raw.length).toString('latin1');
  const requestLine = /^[A-Z]+ (\S+)/.exec(seen);
  if (!requestLine) return { status: 431, target: undefined };
  return { status: seen.includes('\n') ? 431 : 414, target: requestLine[1] };
}

/** Fastify's clientErrorHandler: a request Node could not read gets an answer written by hand, as
 *  Fastify's own handler does, in words a person or the app can use. */
export function answerClientError(error, socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let status = 400;
  let target;
  if (error.code === 'HPE_HEADER_OVERFLOW') ({ status, target } = overflowOf(error));
  else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') status = 408;
  // A transfer coding Node does not know (xchunked, gzip): 501, as nginx answers it.
  else if (error.code === 'HPE_INVALID_TRANSFER_ENCODING') status = 501;
  const { contentType, body } =
    status === 414 || status === 431
      ? oversizedAnswer(status, target)
      : {
          contentType: 'application/json; charset=utf-8',
          body: JSON.stringify(status === 408 ? { code: 'BAD_REQUEST', message: 'The request was not received in time' } : GATEWAY_ERROR_ANSWERS[status]),
        };
  if (socket.writable) {
    socket.end(
      [
        `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
        `Content-Type: ${contentType}`,
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Cache-Control: no-store',
        'X-Content-Type-Options: nosniff',
        "Content-Security-Policy: default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  } else {
    socket.destroy();
  }
}
