// `npm run production:local`: the production topology on this machine, as CI's production smoke
// starts it (scripts/production-smoke.mjs), kept running until Ctrl+C: Debian's nginx with the
// production templates (a gateway, one static server per remote, the remotes released and
// promoted), two API replicas from the API image's files on PostgreSQL, the demo shops.
// PostgreSQL: DATABASE_URL when set (a database of its own, which the API migrates), else a
// throw-away cluster (scripts/postgres-cluster.mjs), deleted at the end with everything else.
// The gateway's port: PRODUCTION_LOCAL_PORT (8090 by default). Needs the apps built (npm run build).
import fs from 'node:fs';
import path from 'node:path';
import { findPostgresBin, startPostgres } from './postgres-cluster.mjs';
import { NGINX, startProduction } from './production-smoke.mjs';
import { repo } from './lib.mjs';
import { REMOTE_NAMES } from '../deploy/releases/release-store.mjs';

const port = Number(process.env.PRODUCTION_LOCAL_PORT ?? 8090);
const onPath = (name) => (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && fs.existsSync(path.join(dir, name)));

const missing = [
  !fs.existsSync(NGINX) && `nginx (${NGINX}; or set NGINX_PATH): apt-get install nginx`,
  !onPath('envsubst') && 'envsubst: apt-get install gettext-base',
  !process.env.DATABASE_URL && !findPostgresBin() && 'PostgreSQL (initdb, pg_ctl), or set DATABASE_URL: apt-get install postgresql',
  ...['shell', ...REMOTE_NAMES.map((name) => `remote-${name}`)]
    .filter((app) => !fs.existsSync(path.join(repo, app, 'dist')))
    .map((app) => `${app}/dist: build the apps first, npm run build`),
].filter(Boolean);
if (missing.length) {
  console.error(`npm run production:local needs:\n- ${missing.join('\n- ')}`);
  process.exit(1);
}
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`PRODUCTION_LOCAL_PORT must be a port number, not "${process.env.PRODUCTION_LOCAL_PORT}"`);
  process.exit(1);
}

/** What is running, stopped once, in the reverse order of starting. */
const stops = [];
let stopping = null;
const stopAll = () =>
  (stopping ??= (async () => {
    for (const stop of stops.reverse()) await stop().catch((error) => console.error(error.message));
  })());

for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]]) {
  process.once(signal, () => {
    console.log(`\n${signal}: stopping nginx, the API replicas${process.env.DATABASE_URL ? '' : ' and PostgreSQL'} …`);
    void stopAll().then(() => process.exit(code));
  });
}

try {
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const cluster = await startPostgres();
    stops.push(cluster.stop);
    databaseUrl = await cluster.createDatabase('teamwear_production_local');
  }
  const production = await startProduction({ databaseUrl, gatewayPort: port });
  stops.push(production.stop);
  const replicas = production.replicas.map((replica) => `127.0.0.1:${replica.port} (metrics :${replica.metricsPort})`).join(', ');
  console.log(`
The production topology is running (Ctrl+C stops it and deletes its files):
  http://localhost:${port}/   the Angkor demo shop (demo@angkor.test / Demo#2026pass)
  http://127.0.0.1:${port}/   the Mekong demo shop (demo@mekong.test / Demo#2026pass)
  API replicas behind nginx:  ${replicas}
  mail the API writes:        ${path.join(production.dataDir, 'mail')}`);
} catch (error) {
  console.error(error.stack ?? error);
  await stopAll();
  process.exit(1);
}
