// Lighthouse 12 (the last that runs on Node 20) with Debian's Chromium, mobile and desktop presets:
// performance score, LCP, TBT and CLS per route. A fresh Chrome per audit, so every audit is a first
// visit. Figures are reported, never judged: lab timings vary from run to run.
import { chromium } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { createJoinCollection, signIn } from './lib/accounts.mjs';
import { onInterrupt } from './lib/cleanup.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, DEMO_CUSTOMER, SHOP_ADMIN, SHOP_URL, STAFF_SESSION_KEY, resultsDir } from './lib/env.mjs';
import { ms, table } from './lib/report.mjs';

export const ROUTES = [
  { path: '/' },
  { path: '/products' },
  { path: '/auth/signin' },
  { path: '/me/dashboard', signedIn: true },
  { path: '/design/soccer' },
  // The back office's board, signed in as the shop's admin (its own session key).
  { path: '/backoffice/orders', staff: true },
  // The players' page of a size collection (issue 37): a collection of the demo customer's is
  // started through the API before each audit, its code put in the address.
  { path: '/join/<code>', joinPage: true },
];
/**
 * Reported, never failing. Mobile: / ≥ 95 (issue 9), the sign-in page and the dashboard ≥ 90 and the
 * studio ≥ 85 with TBT ≤ 300 ms (issue 41; issue 17 asked 70 and 600 ms), the back office's
 * board ≥ 85 (issue 35, a workshop tablet), the players' page ≥ 95 (issue 37, a phone in a stadium);
 * desktop ≥ 95 on every route; CLS ≤ 0.02 everywhere.
 */
export const TARGETS = {
  mobileScore: { '/': 95, '/auth/signin': 90, '/me/dashboard': 90, '/design/soccer': 85, '/backoffice/orders': 85, '/join/<code>': 95 },
  mobileTbtMs: { '/design/soccer': 300 },
  desktopScore: 95,
  cls: 0.02,
};

/** A comma-separated list from the environment, or null for "all". */
function listFromEnv(name) {
  const value = process.env[name]?.trim();
  return value ? value.split(',').map((item) => item.trim()) : null;
}
// While working on one page: BENCH_LH_ROUTES=/ BENCH_LH_PRESETS=mobile.
const ONLY_ROUTES = listFromEnv('BENCH_LH_ROUTES');
const ONLY_PRESETS = listFromEnv('BENCH_LH_PRESETS');
/** Every audit's whole report is kept here, to read Lighthouse's own diagnostics (LCP breakdown,
 *  critical request chains, main-thread work) rather than guess from the summary. */
const reportsDir = path.join(resultsDir, 'lighthouse');

const PRESETS = {
  mobile: { extends: 'lighthouse:default', settings: { onlyCategories: ['performance'] } },
  desktop: { ...desktopConfig, settings: { ...desktopConfig.settings, onlyCategories: ['performance'] } },
};

/**
 * Lighthouse cannot set localStorage, and it clears the origin's storage before auditing. For the
 * signed-in route the session is written into this same Chrome first, from a page of the origin that
 * loads no script (/remotes.json, so the HTTP cache stays cold), and the audit keeps storage.
 */
async function storeSession(port, key, tokens) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${SHOP_URL}/remotes.json`);
    await page.evaluate(([name, value]) => localStorage.setItem(name, value), [key, JSON.stringify(tokens)]);
    await page.close();
  } finally {
    await browser.close(); // over CDP: disconnects, the Chrome stays for the audit
  }
}

function keepReport(lhr, route, preset, run) {
  fs.mkdirSync(reportsDir, { recursive: true });
  const slug = route.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  const file = path.join(reportsDir, `${slug}.${preset}.${run + 1}.json`);
  fs.writeFileSync(file, JSON.stringify(lhr));
  return path.relative(process.cwd(), file);
}

/** BENCH_LH_TRACE=1 also keeps each audit's trace (Chrome's trace-event format, opens in DevTools'
 *  Performance panel) and the elements Lighthouse picked from it (the LCP element among them): the
 *  report says which tasks were long, the trace says what ran in them. */
const KEEP_TRACES = process.env.BENCH_LH_TRACE === '1';

function keepTrace(artifacts, route, preset, run) {
  const slug = route.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  const base = path.join(reportsDir, `${slug}.${preset}.${run + 1}`);
  const trace = artifacts?.Trace ?? artifacts?.traces?.defaultPass;
  if (trace) fs.writeFileSync(`${base}.trace.json`, JSON.stringify(trace));
  if (artifacts?.TraceElements) fs.writeFileSync(`${base}.elements.json`, JSON.stringify(artifacts.TraceElements, null, 1));
}

async function audit(route, preset, run) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    logLevel: 'silent',
    // The runner ends this Chrome (and the product) on Ctrl+C; chrome-launcher's own handler would
    // exit the process before the product is stopped.
    handleSIGINT: false,
  });
  const unregister = onInterrupt(() => chrome.kill());
  try {
    if (route.signedIn) await storeSession(chrome.port, 'teamwear.session', await signIn(DEMO_CUSTOMER));
    if (route.staff) await storeSession(chrome.port, STAFF_SESSION_KEY, await signIn(SHOP_ADMIN, 'provider'));
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      // As the production gateway (nginx) answers: gzip. The local servers would send brotli.
      extraHeaders: { 'Accept-Encoding': 'gzip' },
      disableStorageReset: Boolean(route.signedIn || route.staff),
    };
    const address = route.joinPage ? await createJoinCollection((await signIn(DEMO_CUSTOMER)).access_token) : route.path;
    const started = Date.now();
    const result = await lighthouse(`${SHOP_URL}${address}`, flags, PRESETS[preset]);
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no report');
    const audits = lhr.audits;
    const finalPath = new URL(lhr.finalDisplayedUrl ?? lhr.finalUrl).pathname;
    const report = keepReport(lhr, route, preset, run);
    if (KEEP_TRACES) keepTrace(result.artifacts, route, preset, run);
    return {
      path: route.path,
      address,
      preset,
      signedIn: Boolean(route.signedIn),
      staff: Boolean(route.staff),
      finalPath,
      score: lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
      lcpMs: audits['largest-contentful-paint']?.numericValue,
      tbtMs: audits['total-blocking-time']?.numericValue,
      cls: audits['cumulative-layout-shift']?.numericValue,
      fcpMs: audits['first-contentful-paint']?.numericValue,
      siMs: audits['speed-index']?.numericValue,
      totalByteWeight: audits['total-byte-weight']?.numericValue,
      lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
      runtimeError: lhr.runtimeError?.message,
      warnings: lhr.runWarnings,
      lighthouseVersion: lhr.lighthouseVersion,
      userAgent: lhr.environment?.hostUserAgent,
      seconds: (Date.now() - started) / 1000,
      report,
    };
  } finally {
    unregister();
    await chrome.kill();
  }
}

/** Audits per route and preset (BENCH_LH_RUNS); with more than one, the run of median score is kept. */
const RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 1));

async function medianAudit(route, preset) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    try {
      runs.push(await audit(route, preset, i));
    } catch (error) {
      runs.push({ path: route.path, preset, error: String(error.message ?? error) });
    }
  }
  const scored = runs.filter((run) => run.score != null).sort((a, b) => a.score - b.score || a.tbtMs - b.tbtMs);
  const chosen = scored.length ? scored[Math.floor((scored.length - 1) / 2)] : runs[0];
  return {
    ...chosen,
    runs: RUNS,
    scores: runs.map((run) => run.score ?? null),
    each: runs.map((run) => ({ score: run.score ?? null, lcpMs: run.lcpMs, tbtMs: run.tbtMs, cls: run.cls, report: run.report })),
  };
}

export async function runLighthouse() {
  const results = [];
  fs.rmSync(reportsDir, { recursive: true, force: true });
  for (const preset of ['mobile', 'desktop'].filter((name) => !ONLY_PRESETS || ONLY_PRESETS.includes(name))) {
    for (const route of ROUTES.filter((entry) => !ONLY_ROUTES || ONLY_ROUTES.includes(entry.path))) {
      results.push(await medianAudit(route, preset));
    }
  }

  const checks = [];
  for (const r of results) {
    const minimum = r.preset === 'mobile' ? TARGETS.mobileScore[r.path] : TARGETS.desktopScore;
    if (minimum != null) checks.push({ target: `${r.preset} score on ${r.path} ≥ ${minimum}`, met: r.score != null && r.score >= minimum, actual: r.score ?? null });
    const tbt = r.preset === 'mobile' ? TARGETS.mobileTbtMs[r.path] : undefined;
    if (tbt != null) checks.push({ target: `mobile TBT on ${r.path} ≤ ${tbt} ms`, met: r.tbtMs != null && r.tbtMs <= tbt, actual: r.tbtMs ?? null });
    checks.push({ target: `CLS ≤ ${TARGETS.cls} on ${r.path} (${r.preset})`, met: r.cls != null && r.cls <= TARGETS.cls, actual: r.cls ?? null });
  }

  const lines = [
    `Lighthouse 12 (simulated throttling as the presets define; cold Chrome per audit; gzip; ${
      RUNS === 1 ? 'one audit each' : `median of ${RUNS} audits by score`
    })`,
  ];
  lines.push(
    table(
      ['route', 'preset', 'score', 'LCP ms', 'TBT ms', 'CLS', 'FCP ms', 'scores of the runs', 'note'],
      results.map((r) => [
        r.path,
        r.preset,
        r.score ?? '—',
        ms(r.lcpMs),
        ms(r.tbtMs),
        r.cls == null ? '—' : r.cls.toFixed(3),
        ms(r.fcpMs),
        r.scores.map((score) => score ?? '—').join(' / '),
        r.error ?? r.runtimeError ?? (r.finalPath && r.finalPath !== (r.address ?? r.path) ? `ended on ${r.finalPath}` : ''),
      ]),
    ),
  );
  const missed = checks.filter((check) => !check.met);
  lines.push(
    '',
    `Targets (reported, not failing): ${checks.length - missed.length}/${checks.length} met` +
      (missed.length ? `; missed: ${missed.map((check) => `${check.target} (${check.actual ?? 'n/a'})`).join('; ')}` : ''),
  );
  return {
    name: 'lighthouse',
    text: lines.join('\n'),
    failed: [],
    data: { targets: TARGETS, checks, results },
  };
}
