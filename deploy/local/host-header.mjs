// The gateway picks the shop, the remotes' origins and the page's policy by the Host header, and
// passes it to the API: anything but a host name (or IP address) with an optional port is refused.

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const PLAIN_HOST = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*\\.?|\\[[0-9a-f:.]+\\])(?::(\\d{1,5}))?$`, 'i');

/** A DNS name (one trailing dot allowed), an IPv4 address or a bracketed IPv6 address, and an
 *  optional port 1–65535; e.g. not `localhost:3000@attacker.example`. */
export function isPlainHost(host) {
  if (typeof host !== 'string' || host.length > 260) return false;
  const match = PLAIN_HOST.exec(host);
  if (!match) return false;
  const port = match[1];
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
}

/** An onRequest hook: 400 with the API's error shape before anything is served or proxied. */
export async function refuseMalformedHost(request, reply) {
  const host = request.headers.host;
  if (isPlainHost(host)) return;
  const message = host === undefined ? 'The Host header is missing' : 'The Host header must be a host name with an optional port';
  return reply.code(400).header('Cache-Control', 'no-store').send({ code: 'BAD_REQUEST', message });
}
