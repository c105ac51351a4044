import { buildApps, ensureInstalled } from './lib.mjs';

await ensureInstalled();
await buildApps({ force: process.argv.includes('--force') });
