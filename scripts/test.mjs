// `npm test`: every check the project has, in the order CI runs them: typecheck, lint,
// unit and API tests (jest), then end-to-end tests (Playwright in Debian's Chromium) against
// the built product. Ends with one line `tests: N passed, N failed` summing every runner.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApps, ensureInstalled, pnpm, repo, run } from './lib.mjs';

const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamwear-tests-'));
const totals = { passed: 0, failed: 0 };
const problems = [];

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

async function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (fs.existsSync(chromium)) return true;
  if (process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    console.log('Installing Debian chromium for the end-to-end tests …');
    await run('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium']);
  }
  if (fs.existsSync(chromium)) return true;
  problems.push(`no Chromium at ${chromium}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH`);
  return false;
}

await ensureInstalled();

console.log('\n== typecheck ==');
if ((await pnpm(['-r', '--workspace-concurrency=2', 'run', 'typecheck'])) !== 0) problems.push('typecheck failed');

console.log('\n== lint ==');
if ((await run(path.join(repo, 'node_modules/.bin/eslint'), ['.', '--max-warnings=0'])) !== 0) problems.push('lint failed');

console.log('\n== unit and API tests (jest) ==');
const jestOut = path.join(resultsDir, 'jest.json');
const jestCode = await run(path.join(repo, 'node_modules/.bin/jest'), ['--json', `--outputFile=${jestOut}`]);
const jest = readJson(jestOut);
if (jest) {
  totals.passed += jest.numPassedTests;
  totals.failed += jest.numFailedTests;
  if (jest.numRuntimeErrorTestSuites > 0) problems.push(`${jest.numRuntimeErrorTestSuites} jest suite(s) could not run`);
}
if (jestCode !== 0 && (!jest || (jest.numFailedTests === 0 && jest.numRuntimeErrorTestSuites === 0))) problems.push('jest failed');

console.log('\n== end-to-end tests (Playwright) ==');
if (await ensureChromium()) {
  await buildApps();
  const e2eOut = path.join(resultsDir, 'playwright.json');
  const e2eCode = await pnpm(['--filter', '@teamwear/e2e', 'exec', 'playwright', 'test', '--reporter=list,json'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eOut },
  });
  const e2e = readJson(e2eOut);
  if (e2e?.stats) {
    totals.passed += e2e.stats.expected + e2e.stats.flaky;
    totals.failed += e2e.stats.unexpected;
    for (const error of e2e.errors ?? []) problems.push(`playwright: ${String(error.message ?? error).split('\n')[0]}`);
  }
  if (e2eCode !== 0 && (!e2e?.stats || e2e.stats.unexpected === 0)) problems.push('playwright failed');
}

fs.rmSync(resultsDir, { recursive: true, force: true });
if (problems.length) console.log(`\nProblems:\n- ${problems.join('\n- ')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(problems.length || totals.failed ? 1 : 0);
