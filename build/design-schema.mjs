// The design schema version (@teamwear/design's SCHEMA_VERSION: the newest version of the design
// document its code writes and reads), as the designer's build writes it into its mf-manifest.json
// and as the API built from this tree reads documents. A designer that writes documents newer than
// the released API reads would have its designs refused by the API (print files fail, proof
// pictures go blank), so `npm run promote` and CI's compatibility stage compare the two
// (deploy/releases/compatibility.mjs, designSchemaProblem). Read from the TypeScript source as
// text, as shell-contract.mjs reads the shell contract.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const DECLARATION = /^export const SCHEMA_VERSION = (\d+);$/m;

/** The schema version declared by the @teamwear/design that the app or package at `dir` depends on. */
export function designSchema(dir) {
  const require = createRequire(path.join(dir, 'package.json'));
  const source = path.join(path.dirname(require.resolve('@teamwear/design/package.json')), 'src/model/document/constants.ts');
  const match = DECLARATION.exec(fs.readFileSync(source, 'utf8'));
  if (!match) throw new Error(`${source} does not declare "export const SCHEMA_VERSION = <number>;"`);
  return Number(match[1]);
}
