// `npm start`: installs what is missing, builds what changed, and serves the whole product
// (API with its embedded database and demo data, shell and the three remotes) at :3000.
import { buildApps, ensureInstalled, run } from './lib.mjs';

await ensureInstalled();
await buildApps();
process.exit(await run(process.execPath, ['deploy/local/serve-all.mjs']));
