// The Content-Security-Policy lines a partner's site needs to show a shop's studio (deploy/README.md,
// "Embedding the studio"), as the example partner site sends them.

/**
 * The origins of a shop's remotes, from what its /remotes.json answers (a relative entry is the
 * shop's own origin): the studio's scripts, pictures and fonts come from the designer's.
 * @param {unknown} remotesJson
 * @param {string} shopOrigin
 */
export function remoteOriginsOf(remotesJson, shopOrigin) {
  const remotes = remotesJson && typeof remotesJson === 'object' ? remotesJson.remotes : null;
  const origins = new Set();
  for (const entry of Object.values(remotes ?? {})) {
    if (typeof entry !== 'string') continue;
    try {
      const { origin, protocol } = new URL(entry, `${shopOrigin}/`);
      if ((protocol === 'https:' || protocol === 'http:') && origin !== shopOrigin) origins.add(origin);
    } catch {
      // not a URL: the studio cannot load that remote either
    }
  }
  return [...origins];
}

/**
 * A strict policy for the partner's page, with what the studio needs added to it.
 * - script-src: the loader (/embed.js) and the studio's start come from the shop, the studio
 *   from the designer remote. No 'unsafe-eval' and no 'unsafe-inline': the studio needs neither.
 * - style-src 'unsafe-inline': antd writes the studio's styles as <style> elements (in the
 *   studio's shadow root), as on the shop's own pages.
 * - connect-src: the shop's API and remotes.json, the designer's manifest and pictures.
 * - img-src data: blob:: pictures the studio draws and a logo being uploaded.
 * - font-src: the Khmer fonts, from the shop and the designer.
 * @param {{ shopOrigin: string, remoteOrigins: string[] }} sources
 */
export function partnerContentSecurityPolicy({ shopOrigin, remoteOrigins }) {
  const studio = [shopOrigin, ...remoteOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${studio}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${studio}`,
    `font-src 'self' ${studio}`,
    `connect-src 'self' ${studio}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
