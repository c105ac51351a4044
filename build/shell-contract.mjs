// The shell contract (shared/src/federation/contract.ts says what it is and when it changes), as
// the build writes it into each app's mf-manifest.json: a remote's says what it was built against,
// the shell's what it keeps. Read from the TypeScript source as text, as the build runs before and
// outside any TypeScript compilation; a source that no longer reads this way fails the build
// rather than writing a manifest without a contract.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const DECLARATION = /^export const SHELL_CONTRACT = '(\d+\.\d+)';$/m;

/** The contract declared by the @teamwear/shared an app builds with. */
export function shellContract(appDir) {
  const require = createRequire(path.join(appDir, 'package.json'));
  const source = path.join(path.dirname(require.resolve('@teamwear/shared/package.json')), 'src/federation/contract.ts');
  const match = DECLARATION.exec(fs.readFileSync(source, 'utf8'));
  if (!match) throw new Error(`${source} does not declare "export const SHELL_CONTRACT = '<major>.<minor>';"`);
  return match[1];
}
