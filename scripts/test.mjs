// `npm test`: every check the project has, in the order CI runs them: typecheck, lint, unit and
// API tests (jest, on the embedded PGlite), the API tests again on PostgreSQL (a throw-away
// cluster), end-to-end tests (Playwright in Debian's Chromium) against the built product, and the
// production smoke (the @smoke tests through Debian's nginx with the production configuration,
// the remotes from their release folders, the API as its container runs it, on PostgreSQL), after
// the apps just built are checked against the released ones (deploy/released) and held to their
// byte budgets (bench/bytes.mjs).
// Prints each stage's time, and ends with one line `tests: N passed, N failed` summing every
// runner; a stage that fails without a failing test (typecheck, lint, a build, a server that did
// not start, a program that is missing) counts as one failed, so that line never reads 0 failed
// for a broken run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { builtManifests, checkAgainstReleased, printChecks, recordedReleases } from '../deploy/releases/released-record.mjs';
import { buildApps, ensureInstalled, pnpm, repo, run } from './lib.mjs';
import { findPostgresBin, startPostgres } from './postgres-cluster.mjs';
import { replicaKillCheck } from './production-replica-kill.mjs';
import { NGINX, startProduction } from './production-smoke.mjs';
import { reproducibleBuildChecks } from './reproducible-build.mjs';

const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamwear-tests-'));
const totals = { passed: 0, failed: 0 };
const problems = [];
const stageTimes = [];

/** What is running outside this process (a PostgreSQL cluster, nginx, the API): stopped at the
 *  end, and also on Ctrl+C or a CI runner's SIGTERM, as a daemonised PostgreSQL outlives us. */
const running = new Set();
/** The signal that stopped the run: the stages after it are not started. */
let interruptedBy = null;

/** Runs `start`, keeps its stop function until `stop` is called (once, however often). */
async function started(start) {
  const handle = await start();
  let stopping = null;
  const stop = () => (stopping ??= (running.delete(stop), handle.stop()));
  running.add(stop);
  return { ...handle, stop };
}

const signalExitCodes = { SIGINT: 130, SIGTERM: 143 };
for (const signal of Object.keys(signalExitCodes)) {
  process.once(signal, () => {
    interruptedBy = signal;
    console.error(`\n${signal}: stopping what the tests started …`);
    Promise.allSettled([...running].map((stop) => stop())).then(() => {
      fs.rmSync(resultsDir, { recursive: true, force: true });
      process.exit(signalExitCodes[signal]);
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

async function stage(label, work) {
  if (interruptedBy) return;
  console.log(`\n== ${label} ==`);
  const startedAt = Date.now();
  const problemsBefore = problems.length;
  const failedBefore = totals.failed;
  try {
    await work();
  } catch (error) {
    problems.push(`${label}: ${error.message}`);
    console.error(error.stack ?? error);
  } finally {
    stageTimes.push([label, Date.now() - startedAt]);
    if (problems.length > problemsBefore && totals.failed === failedBefore) totals.failed += 1;
  }
}

function formatDuration(ms) {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
}

/** Debian's packages a stage needs, installed when missing and allowed (root, apt-get); throws
 *  with what to install otherwise, which fails the stage. */
async function ensureDebianPackages(wanted) {
  const missing = wanted.filter(({ present }) => !present());
  if (missing.length && process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    const packages = missing.map(({ pkg }) => pkg);
    console.log(`Installing Debian's ${packages.join(', ')} …`);
    await run('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')} >/dev/null`]);
  }
  const stillMissing = wanted.filter(({ present }) => !present());
  if (stillMissing.length) throw new Error(stillMissing.map(({ pkg, what }) => `${what} is missing: apt-get install ${pkg}`).join('; '));
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasCommand = (name) => (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && fs.existsSync(path.join(dir, name)));
const CHROMIUM = { pkg: 'chromium', what: `Chromium (${chromium}; or set CHROMIUM_PATH)`, present: () => fs.existsSync(chromium) };
const POSTGRESQL = { pkg: 'postgresql', what: 'PostgreSQL (initdb, pg_ctl)', present: () => findPostgresBin() !== null };
const NGINX_PACKAGE = { pkg: 'nginx', what: `nginx (${NGINX})`, present: () => fs.existsSync(NGINX) };
const ENVSUBST = { pkg: 'gettext-base', what: 'envsubst', present: () => hasCommand('envsubst') };

/**
 * jest's workers: as many as the machine has cores (at least two). Jest's default is one fewer,
 * which on CI's two cores is one, and then it runs the suites one after another in its own
 * process: an API suite's JavaScript (PGlite, Fastify, the PDFs) keeps one core busy while the
 * other mostly waits. A suite still runs whole in one worker; the suites that start servers each
 * use ports of their own.
 */
const JEST_WORKERS = `--maxWorkers=${Math.max(2, os.availableParallelism())}`;

/** Adds a jest --json result to the totals. */
function countJest(label, code, file) {
  const result = readJson(file);
  if (result) {
    totals.passed += result.numPassedTests;
    totals.failed += result.numFailedTests;
    if (result.numRuntimeErrorTestSuites > 0) problems.push(`${label}: ${result.numRuntimeErrorTestSuites} jest suite(s) could not run`);
  }
  if (code !== 0 && (!result || (result.numFailedTests === 0 && result.numRuntimeErrorTestSuites === 0))) problems.push(`${label}: jest failed`);
}

/** Runs Playwright with a config, adding its JSON report to the totals. */
async function playwright(label, args, env = {}) {
  const file = path.join(resultsDir, `${label.replace(/\W+/g, '-')}.json`);
  const code = await pnpm(['--filter', '@teamwear/e2e', 'exec', 'playwright', 'test', ...args, '--reporter=list,json'], {
    env: { ...process.env, ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
  });
  const result = readJson(file);
  if (result?.stats) {
    totals.passed += result.stats.expected + result.stats.flaky;
    totals.failed += result.stats.unexpected;
    for (const error of result.errors ?? []) problems.push(`${label}: ${String(error.message ?? error).split('\n')[0]}`);
  }
  if (code !== 0 && (!result?.stats || result.stats.unexpected === 0)) problems.push(`${label}: playwright failed`);
}

await ensureInstalled();

await stage('typecheck', async () => {
  if ((await pnpm(['-r', '--workspace-concurrency=2', 'run', 'typecheck'])) !== 0) problems.push('typecheck failed');
});

await stage('lint', async () => {
  if ((await run(path.join(repo, 'node_modules/.bin/eslint'), ['.', '--max-warnings=0'])) !== 0) problems.push('lint failed');
});

await stage('unit and API tests (jest)', async () => {
  // deploy/nginx's and deploy/k8s's tests run Debian's nginx on the templates rendered by envsubst.
  await ensureDebianPackages([NGINX_PACKAGE, ENVSUBST]);
  const file = path.join(resultsDir, 'jest.json');
  countJest('jest', await run(path.join(repo, 'node_modules/.bin/jest'), [JEST_WORKERS, '--json', `--outputFile=${file}`]), file);
});

// One throw-away PostgreSQL cluster, started by the first stage that needs it, for the API tests
// on PostgreSQL and the production smoke; stopped and deleted at the end, whatever happened.
let cluster = null;
let appsBuilt = false;
try {
  await stage('API tests on PostgreSQL (jest)', async () => {
    await ensureDebianPackages([POSTGRESQL]);
    cluster = await started(() => startPostgres());
    const file = path.join(resultsDir, 'jest-postgres.json');
    const code = await run(path.join(repo, 'node_modules/.bin/jest'), ['--selectProjects=api', JEST_WORKERS, '--json', `--outputFile=${file}`], {
      env: { ...process.env, DATABASE_URL: cluster.url },
    });
    countJest('jest on PostgreSQL', code, file);
  });

  await stage('end-to-end tests (Playwright)', async () => {
    await ensureDebianPackages([CHROMIUM]);
    await buildApps({ exitOnFailure: false });
    appsBuilt = true;
    await playwright('playwright', []);
  });

  // The apps just built against what is released (deploy/released, deploy/releases/released-record.mjs):
  // each pair a test.
  await stage('compatibility with the released apps (deploy/released)', async () => {
    if (!appsBuilt) throw new Error('not run: the apps were not built (see the end-to-end stage)');
    const checks = checkAgainstReleased(builtManifests(repo), recordedReleases(path.join(repo, 'deploy/released')));
    printChecks(checks);
    for (const check of checks) {
      if (check.problems.length === 0) totals.passed += 1;
      else {
        totals.failed += 1;
        problems.push(`compatibility: ${check.name}`);
      }
    }
  });

  // The same sources built again in another folder, as an image's build stage builds them, give
  // the same release id (scripts/reproducible-build.mjs): an id names the sources, not the checkout.
  // The shell (the gateway image's tag, with the embed host and the join page) and one remote (a
  // remote's container entry and exposes, which the shell has not), each a test; one staged folder
  // and one install, the remote built beside the shell. (A remote's chunks were once named by
  // hashes that held the checkout's path: swc's source maps, build/webpack-app.mjs's typeScriptRule.
  // The shell's index.html template was built with every antd component the shell provides, in
  // chunks no page loads, whose ids a folder in some thirty moved: build/provides-in-own-compilation.mjs.)
  await stage('reproducible build (the shell and remote-backoffice again, in another folder)', async () => {
    if (!appsBuilt) throw new Error('not run: the apps were not built (see the end-to-end stage)');
    for (const { app, here, elsewhere } of await reproducibleBuildChecks({ apps: ['shell', 'remote-backoffice'] })) {
      if (here === elsewhere) totals.passed += 1;
      else {
        totals.failed += 1;
        problems.push(`reproducible build: ${app} is ${here} built here and ${elsewhere ?? 'not built (see above)'} in another folder`);
      }
    }
  });

  // The byte budgets (bench/bytes.mjs): exact, so they fail CI like a test, each budget one. The
  // product as the benchmarks start it (a fresh PGlite with the demo data, signed in as the demo
  // shop's customer who uses the product), serving the apps just built above: no build of its own.
  // Its ports move with BENCH_PORT_BASE (3450, the API 1000 above).
  await stage('byte budgets (bench bytes on the apps as built)', async () => {
    if (!appsBuilt) throw new Error('not run: the apps were not built (see the end-to-end stage)');
    await ensureDebianPackages([CHROMIUM]);
    const benchResults = path.join(resultsDir, 'bench');
    const code = await run(process.execPath, ['bench/run.mjs', 'bytes', '--no-build'], { env: { ...process.env, BENCH_RESULTS_DIR: benchResults } });
    const checks = readJson(path.join(benchResults, 'bytes.json'))?.checks;
    if (!Array.isArray(checks) || checks.length === 0) {
      problems.push(`byte budgets: not measured (bench/run.mjs exited ${code})`);
      return;
    }
    for (const check of checks) {
      if (check.pass) totals.passed += 1;
      else {
        totals.failed += 1;
        problems.push(`byte budget: ${check.budget}: ${check.detail}`);
      }
    }
    if (code !== 0 && checks.every((check) => check.pass)) problems.push(`byte budgets: bench/run.mjs exited ${code}`);
  });

  await stage('production smoke (nginx, two API replicas from the image on PostgreSQL, Playwright @smoke, kill -9)', async () => {
    if (!appsBuilt) throw new Error('not run: the apps were not built (see the end-to-end stage)');
    if (!cluster) throw new Error('not run: no PostgreSQL (see the stage of the API tests on PostgreSQL)');
    await ensureDebianPackages([NGINX_PACKAGE, ENVSUBST]);
    const databaseUrl = await cluster.createDatabase('teamwear_smoke');
    // Its gateway's port comes from the kernel (an ephemeral port, above 32767), never the fixed
    // ports of the end-to-end suite (E2E_PORT_BASE, 3300 by default) or the benchmarks.
    const production = await started(() => startProduction({ databaseUrl }));
    try {
      await playwright('production smoke', ['-c', 'playwright.smoke.config.ts'], { E2E_PORT_BASE: String(production.port), E2E_DATA_DIR: production.dataDir });
      // Last, as it kills one of the two replicas.
      console.log('\nkill -9 of one of two API replicas behind nginx, under load; the metrics ports …');
      const { problems: killProblems, measured } = await replicaKillCheck(production);
      console.log(JSON.stringify(measured));
      if (killProblems.length) {
        totals.failed += 1;
        problems.push(...killProblems.map((problem) => `production smoke, kill -9 of a replica: ${problem}`));
      } else totals.passed += 1;
    } finally {
      await production.stop();
    }
  });
} finally {
  await cluster?.stop();
}

fs.rmSync(resultsDir, { recursive: true, force: true });
console.log('\nStage times:');
for (const [label, ms] of stageTimes) console.log(`  ${formatDuration(ms).padStart(8)}  ${label}`);
console.log(`  ${formatDuration(stageTimes.reduce((sum, [, ms]) => sum + ms, 0)).padStart(8)}  all stages`);
if (interruptedBy) problems.push(`interrupted by ${interruptedBy}: the stages after it did not run`);
if (problems.length) console.log(`\nProblems:\n- ${problems.join('\n- ')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(interruptedBy ? signalExitCodes[interruptedBy] : problems.length || totals.failed ? 1 : 0);
