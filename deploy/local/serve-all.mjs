// Starts the whole product on this machine: the API (with its embedded database), one static
// server per remote, and the gateway at http://localhost:3000. Run after a build.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from './static-server.mjs';
import { remotesFromFile, remotesOnPorts, startGateway } from './gateway.mjs';
import { startPartnerServer } from '../examples/partner-server.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = process.env;
const port = Number(env.PORT ?? 3000);
const apiPort = Number(env.API_PORT ?? 4000);
const partnerPort = Number(env.PARTNER_PORT ?? port + 5);
const remotePorts = {
  marketing: Number(env.MARKETING_PORT ?? 3001),
  designer: Number(env.DESIGNER_PORT ?? 3002),
  account: Number(env.ACCOUNT_PORT ?? 3003),
  backoffice: Number(env.BACKOFFICE_PORT ?? 3004),
};

for (const app of ['shell', 'remote-marketing', 'remote-designer', 'remote-account', 'remote-backoffice']) {
  if (!fs.existsSync(path.join(repo, app, 'dist'))) {
    console.error(`${app}/dist is missing: build first (npm start builds everything).`);
    process.exit(1);
  }
}

const children = [];
function stopAll(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

// The pattern tiles the API's pictures draw (quick when they are up to date).
execFileSync(process.execPath, [path.join(repo, 'api/scripts/pattern-tiles.mjs'), '--quiet'], { stdio: 'inherit' });
const api = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: path.join(repo, 'api'),
  env: {
    ...env,
    API_PORT: String(apiPort),
    API_HOST: '127.0.0.1',
    DATA_DIR: env.DATA_DIR ?? path.join(repo, '.data'),
    // The local product is the demo: its shops, users and mail links on this gateway's port.
    DEMO_DATA: env.DEMO_DATA ?? 'on',
    DEMO_PORT: String(port),
    // The demo partner site that may embed the studio (deploy/examples/partner.html).
    DEMO_PARTNER_PORT: String(partnerPort),
  },
  stdio: 'inherit',
});
children.push(api);
api.on('exit', (code) => {
  console.error(`The API stopped (exit code ${code}).`);
  stopAll(code ?? 1);
});

async function waitForApi() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${apiPort}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('The API did not become healthy within 120 s');
}

try {
  for (const [name, remotePort] of Object.entries(remotePorts)) {
    await startStaticServer({ root: path.join(repo, `remote-${name}`, 'dist'), port: remotePort, cors: true });
  }
  await startGateway({
    port,
    shellDist: path.join(repo, 'shell', 'dist'),
    // API_ORIGINS (comma-separated): API processes started apart, several replicas; else the one started here.
    apiUrl: env.API_ORIGINS ? env.API_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean) : `http://127.0.0.1:${apiPort}`,
    // Either way /remotes.json pins each remote with its integrity: the file's (npm run promote
    // writes it), or that of the build each remote's port serves.
    remotes: env.REMOTES_FILE
      ? await remotesFromFile(env.REMOTES_FILE)
      : remotesOnPorts(remotePorts, { dists: Object.fromEntries(Object.keys(remotePorts).map((name) => [name, path.join(repo, `remote-${name}`, 'dist')])) }),
    // The remotes' releases (npm run release), for a REMOTES_FILE that names them (npm run promote).
    releasesDir: path.resolve(repo, env.RELEASES_DIR || 'releases'),
  });
  // A club's site on an origin of its own that shows the first demo shop's studio (the API allows
  // this origin for both demo shops: DEMO_PARTNER_PORT above).
  await startPartnerServer({ port: partnerPort, shopOrigin: `http://localhost:${port}` });
  await waitForApi();
  console.log(`\nTeamwear is running at http://localhost:${port} (second demo shop: http://127.0.0.1:${port})`);
  console.log(`A partner site showing its studio: http://localhost:${partnerPort}\n`);
} catch (error) {
  console.error(error);
  stopAll(1);
}
