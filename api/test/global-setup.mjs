// Before the API's tests: the pattern tiles the server's pictures draw (api/scripts/pattern-tiles.mjs;
// quick when they are up to date), as the API's build and the local product make them.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export default function makePatternTiles(_globalConfig, projectConfig) {
  execFileSync(process.execPath, [path.join(projectConfig.rootDir, 'api/scripts/pattern-tiles.mjs'), '--quiet'], { stdio: 'inherit' });
}
