// The example partner site (deploy/README.md, "Embedding the studio"): a club's page on an
// origin of its own that shows a shop's studio, served by `npm start` on PARTNER_PORT. Its policy
// is a strict one plus the lines a partner adds for the studio (partner-csp.mjs), so that what the
// README tells partners is what this page is seen to work with.
import fs from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import { partnerContentSecurityPolicy, remoteOriginsOf } from './partner-csp.mjs';

const here = import.meta.dirname;
const FILES = {
  '/': { file: 'partner.html', type: 'text/html; charset=utf-8' },
  '/partner.js': { file: 'partner.js', type: 'text/javascript; charset=utf-8' },
  '/partner.css': { file: 'partner.css', type: 'text/css; charset=utf-8' },
};

/** The shop's remotes' origins, as its remotes.json says now (none when it cannot be read). */
async function remoteOrigins(shopOrigin) {
  try {
    const response = await fetch(`${shopOrigin}/remotes.json`, { signal: AbortSignal.timeout(5000) });
    return response.ok ? remoteOriginsOf(await response.json(), shopOrigin) : [];
  } catch {
    return [];
  }
}

/**
 * @param {{ port: number, host?: string, shopOrigin: string }} options
 *   shopOrigin: the shop whose /embed.js the page includes (e.g. http://localhost:3000)
 */
export async function startPartnerServer({ port, host = '0.0.0.0', shopOrigin }) {
  const app = Fastify({ logger: false });
  for (const [url, { file, type }] of Object.entries(FILES)) {
    app.get(url, async (_request, reply) => {
      const text = await fs.readFile(path.join(here, file), 'utf8');
      reply.header('Content-Type', type).header('Cache-Control', 'no-cache').header('X-Content-Type-Options', 'nosniff');
      if (file.endsWith('.html')) {
        reply.header('Content-Security-Policy', partnerContentSecurityPolicy({ shopOrigin, remoteOrigins: await remoteOrigins(shopOrigin) }));
        return text.replaceAll('{{SHOP_ORIGIN}}', shopOrigin);
      }
      return text;
    });
  }
  await app.listen({ port, host });
  return app;
}
