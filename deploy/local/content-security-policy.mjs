// The Content-Security-Policy of the app's pages (deploy/README.md, "Content-Security-Policy").
// deploy/nginx/gateway.conf.template writes the same policy for production.

/**
 * The origins of the remotes' manifests, as CSP sources: the shell loads each remote's scripts,
 * manifest, images and fonts from there. A relative URL is the page's own origin ('self').
 * @param {Record<string, string>} remotes name → manifest URL (what /remotes.json answers)
 * @param {string} pageOrigin e.g. http://localhost:3000
 */
export function remoteOrigins(remotes, pageOrigin) {
  const origins = new Set();
  for (const manifest of Object.values(remotes)) {
    let url;
    try {
      url = new URL(manifest, pageOrigin);
    } catch {
      continue; // not a URL: the shell cannot load that remote either
    }
    // A CSP source cannot name an IPv6 literal, and other schemes are no remote's.
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname.startsWith('[')) continue;
    if (url.origin !== pageOrigin) origins.add(url.origin);
  }
  return [...origins];
}

/**
 * @param {{ scriptHashes: string[], remoteOrigins: string[] }} sources
 *   scriptHashes: 'sha256-…' of index.html's inline scripts (the build's csp.json)
 */
export function contentSecurityPolicy({ scriptHashes, remoteOrigins: origins }) {
  const directives = [
    ["default-src 'self'"],
    // No 'unsafe-inline' and no 'unsafe-eval': a script injected into the page does not run.
    ["script-src 'self'", ...scriptHashes, ...origins],
    // antd's run-time <style> elements; why not a nonce: deploy/README.md.
    ["style-src 'self' 'unsafe-inline'"],
    // data: the shop's logo and favicon; blob: a picture being uploaded; the designer's patterns.
    ["img-src 'self' data: blob:", ...origins],
    // The designer loads its Khmer font from its own origin.
    ["font-src 'self'", ...origins],
    ["connect-src 'self'", ...origins],
    // No workers today; without this line workers would fall back to script-src's list.
    ["worker-src 'self'"],
    ["object-src 'none'"],
    ["base-uri 'self'"],
    ["form-action 'self'"],
    ["frame-ancestors 'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}
