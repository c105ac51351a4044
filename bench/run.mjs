// `npm run bench [bytes|lighthouse|api|studio|navigation …] [--no-build] [--attach] [--postgres-lists] [--postgres-numbers]`
// `npm run bench -- saturday [--quick] [--no-build]`: alone; it starts its own PostgreSQL, API replicas and nginx.
//
// Builds what changed, starts the whole product on its own ports with a fresh database, runs the
// chosen benchmarks (all by default), stops everything it started, prints tables and writes
// bench/results/<name>.json. It exits non-zero only when a byte budget is broken (or cannot be
// checked): timings are reported, never judged.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_URL, PORTS, SHOP_URL, benchDir, machine } from './lib/env.mjs';
import { runCleanups } from './lib/cleanup.mjs';
import { buildChangedApps, startProduct } from './lib/product.mjs';
import { writeResult } from './lib/report.mjs';

const ALL = ['bytes', 'lighthouse', 'api', 'studio', 'navigation'];
/** Run only when named, alone: they start what they measure themselves (no build of the apps, no product). */
const STANDALONE = ['saturday'];
const argv = process.argv.slice(2);
const flags = new Set(argv.filter((arg) => arg.startsWith('--')));
const chosen = argv.filter((arg) => !arg.startsWith('--'));
const unknown = chosen.filter((name) => !ALL.includes(name) && !STANDALONE.includes(name));
if (unknown.length || flags.has('--help')) {
  console.log(
    'usage: npm run bench [-- bytes|lighthouse|api|studio|navigation …] [--no-build] [--attach] [--postgres-lists] [--postgres-numbers]\n' +
      '  --no-build        measure the dist/ folders as they are\n' +
      `  --attach          measure a product already running on the benchmark ports (${SHOP_URL}, API ${API_URL})\n` +
      '  --postgres-lists  api: only the list calls on PostgreSQL (a minute; no build, no product started)\n' +
      '  --postgres-numbers  api: only the back office home numbers on PostgreSQL, 10,000 orders (no build, no product started)\n' +
      '  saturday [--quick] [--no-build]  the busy Saturday on 1 and 2 API replicas behind nginx on PostgreSQL (alone; its own ports 6100–6199)',
  );
  process.exit(unknown.length ? 2 : 0);
}
const benchmarks = chosen.length ? [...ALL, ...STANDALONE].filter((name) => chosen.includes(name)) : ALL;
const standalone = benchmarks.some((name) => STANDALONE.includes(name));
if (standalone && benchmarks.length > 1) {
  console.log(`${STANDALONE.join(', ')} starts its own API and database: run it alone, as \`npm run bench -- saturday\``);
  process.exit(2);
}
// The list calls on PostgreSQL start their own cluster and API: alone, they need neither a build nor
// the product, so a change to a list query is measured in about a minute.
const postgresListsOnly = flags.has('--postgres-lists');
const postgresNumbersOnly = flags.has('--postgres-numbers');
if ((postgresListsOnly || postgresNumbersOnly) && benchmarks.some((name) => name !== 'api')) {
  console.log('--postgres-lists and --postgres-numbers measure the API alone: run them as `npm run bench -- api --postgres-lists`');
  process.exit(2);
}
const postgresOnly = postgresListsOnly || postgresNumbersOnly || standalone;

const started = Date.now();
let product;
let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  await runCleanups();
  await product?.stop();
  process.exit(code);
}
process.on('SIGINT', () => shutdown(130));
process.on('SIGTERM', () => shutdown(143));
// Last resort (an exception nobody caught): the product's process group must not outlive the run.
process.on('exit', () => product?.killNow());

/** Runs bench/studio/run.mjs (owned by the studio benchmark) against the running product. */
function runStudio() {
  const script = path.join(benchDir, 'studio', 'run.mjs');
  if (!fs.existsSync(script)) {
    return { name: 'studio', text: 'Studio: bench/studio/run.mjs does not exist yet; skipped.', failed: [], skipped: true };
  }
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script], {
      cwd: path.dirname(script),
      stdio: 'inherit',
      env: {
        ...process.env,
        BENCH_SHELL_URL: SHOP_URL,
        BENCH_API_URL: API_URL,
        BENCH_PORTS: JSON.stringify(PORTS),
      },
    });
    child.on('exit', (code) =>
      // Studio figures are timings: reported, never failing the run.
      resolve({ name: 'studio', text: `Studio: bench/studio/run.mjs exited ${code}.`, failed: [], warnings: code ? [`studio exited ${code}`] : [] }),
    );
  });
}

const outcomes = [];
let fatal;
try {
  if (!flags.has('--no-build') && !flags.has('--attach') && !postgresOnly) await buildChangedApps();
  if (!flags.has('--attach') && !postgresOnly) {
    const t = Date.now();
    product = await startProduct();
    console.log(`Product started at ${SHOP_URL} (API ${API_URL}) in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  }
  const where = machine();
  for (const name of benchmarks) {
    const t = Date.now();
    const loadAverageAtStart = os.loadavg().map((value) => Number(value.toFixed(2)));
    console.log(`\n▶ ${name} … (load average ${loadAverageAtStart.join(' ')} on ${os.cpus().length} cores)`);
    let outcome;
    try {
      if (name === 'studio') outcome = await runStudio();
      else {
        const module = await import(`./${name}.mjs`);
        outcome = await module[`run${name[0].toUpperCase()}${name.slice(1)}`]({ postgresListsOnly, postgresNumbersOnly, quick: flags.has('--quick'), build: !flags.has('--no-build') });
      }
    } catch (error) {
      // A benchmark that cannot run is reported; only a byte budget that cannot be checked fails.
      outcome = {
        name,
        text: `${name} could not run: ${error.stack ?? error}`,
        failed: name === 'bytes' ? [`bytes could not be measured: ${error.message}`] : [],
        warnings: name === 'bytes' ? [] : [`${name} could not run: ${error.message}`],
        error: String(error.message ?? error),
      };
    }
    outcome.seconds = (Date.now() - t) / 1000;
    outcomes.push(outcome);
    console.log(`\n${outcome.text}\n(${name}: ${outcome.seconds.toFixed(1)} s)`);
    if (outcome.data || outcome.error) {
      // A run of one part (the numbers) keeps its own file, beside the whole benchmark's.
      const file = writeResult(outcome.resultName ?? name, {
        machine: where,
        loadAverageAtStart,
        seconds: outcome.seconds,
        error: outcome.error,
        ...outcome.data,
      });
      console.log(`→ ${file}`);
    }
  }
} catch (error) {
  fatal = error;
} finally {
  await product?.stop();
}

const seconds = ((Date.now() - started) / 1000).toFixed(0);
if (fatal) {
  console.error(`\nThe benchmarks could not run: ${fatal.message}`);
  process.exit(2);
}
const failed = outcomes.flatMap((outcome) => outcome.failed ?? []);
const warnings = outcomes.flatMap((outcome) => outcome.warnings ?? []);
console.log(`\nbench: ${outcomes.map((o) => `${o.name} ${o.seconds.toFixed(0)} s`).join(', ')}; total ${seconds} s`);
if (warnings.length) console.log(`Warnings (not failing):\n${warnings.map((line) => `  ! ${line}`).join('\n')}`);
if (failed.length) {
  console.log(`Budgets broken:\n${failed.map((line) => `  ✗ ${line}`).join('\n')}`);
  process.exit(1);
}
console.log('Byte budgets: all met.');
