// `npm run provider -- orders list|show|approve|…`: the shop team's command-line tool, run from the
// API package (it is TypeScript and uses the API's contracts). See api/src/cli/provider.ts.
import path from 'node:path';
import { ensureInstalled, repo, run } from './lib.mjs';

await ensureInstalled();
process.exit(
  await run(process.execPath, ['--import', 'tsx', 'src/cli/provider.ts', ...process.argv.slice(2)], { cwd: path.join(repo, 'api') }),
);
