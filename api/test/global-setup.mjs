// Before the API's tests: the pattern tiles the server's pictures draw (api/scripts/pattern-tiles.mjs;
// quick when they are up to date), as the API's build and the local product make them; and, on
// PostgreSQL (DATABASE_URL), the migrated, seeded template every test app copies
// (test/make-seeded-template.ts, test/seeded-template.ts).
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export default function beforeApiTests(_globalConfig, projectConfig) {
  execFileSync(process.execPath, [path.join(projectConfig.rootDir, 'api/scripts/pattern-tiles.mjs'), '--quiet'], { stdio: 'inherit' });
  if (process.env.DATABASE_URL) {
    execFileSync(process.execPath, ['--import', 'tsx', 'test/make-seeded-template.ts'], { cwd: path.join(projectConfig.rootDir, 'api'), stdio: 'inherit' });
  }
}
