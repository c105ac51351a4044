#!/usr/bin/env node
// The design studio benchmark (issue 5): in Debian's Chromium (software WebGL here), measures
//   - time from navigation to the first rendered garment (and to the first frame with every tile loaded),
//   - on a heavy scene, a click on a panel's tab and on a colour swatch, to the next painted frame,
//   - the work of a drag over a heavy scene: as the studio does it (the scene drawn once into pictures,
//     each move only moving the layer's picture), and drawing the whole scene each move; with the
//     intervals between animation frames meanwhile,
//   - a full redraw of the same scene, every frame waiting for the GPU,
//   - the print-resolution PNG export (4096 px, and again forced into tiles).
// Writes bench/results/studio.json and prints a table.
//
//   node bench/studio/run.mjs                  starts the built product itself (bench/lib/product.mjs:
//                                              BENCH_PORT_BASE / BENCH_API_PORT, as the other benchmarks)
//   node bench/studio/run.mjs --url http://localhost:3000   measures a product already running
//   (`npm run bench -- studio` passes the product it started as BENCH_SHELL_URL)
//   options: --runs <n> (navigations, default 5), --steps <n> (drag moves, default 60)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { APP_DIRS, CHROMIUM_FLAGS, CHROMIUM_PATH, SHOP_URL, repo } from '../lib/env.mjs';
import { startProduct } from '../lib/product.mjs';

// Playwright is the end-to-end package's: the benchmark drives the same browser the same way.
const require = createRequire(path.join(repo, 'e2e', 'package.json'));
const { chromium } = require('@playwright/test');

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const RUNS = Number(option('runs', '5'));
const STEPS = Number(option('steps', '60'));
const given = option('url', process.env.STUDIO_URL ?? process.env.BENCH_SHELL_URL ?? '');
const base = (given || SHOP_URL).replace(/\/+$/, '');

const median = (values) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const percentile = (values, p) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
};
const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Starts the built product on a fresh database, as the other benchmarks do; answers how to stop it. */
async function startBuiltProduct() {
  for (const app of Object.values(APP_DIRS)) {
    if (!fs.existsSync(path.join(repo, app, 'dist', 'mf-manifest.json'))) {
      throw new Error(`${app}/dist is missing: build first (node scripts/build.mjs).`);
    }
  }
  const product = await startProduct();
  return product.stop;
}

async function waitForStudio(page) {
  await page.waitForFunction(() => {
    const canvas = document.querySelector('[data-testid="studio-canvas"]');
    return canvas?.getAttribute('data-ready') === 'true' && Number(canvas.getAttribute('data-rendered')) > 0;
  }, undefined, { timeout: 60_000 });
  await page.evaluate(() => window.__teamwearStudio.settled());
}

/** The studio attaches its probe (window.__teamwearStudio, remote-designer/src/render/probe.ts)
 *  only to a page that asks before it starts: every page of the benchmark asks. */
function askForStudioProbe() {
  window.__teamwearStudioProbe = true;
}

/** Navigation to the first frame with a garment, read from the renderer's own clock (ms since navigation start). */
async function firstRender(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(askForStudioProbe);
  const samples = [];
  for (let run = 0; run < RUNS; run += 1) {
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${base}/design/soccer`);
    await waitForStudio(page);
    const times = await page.evaluate(() => window.__teamwearStudio.firstFrames());
    samples.push({ cold: run === 0, first: times.first, ready: times.ready ?? times.first });
    await page.close();
  }
  await context.close();
  const warm = samples.filter((sample) => !sample.cold);
  return {
    runs: samples.length,
    coldFirstMs: round(samples[0].first),
    coldReadyMs: round(samples[0].ready),
    warmFirstMedianMs: round(median(warm.map((sample) => sample.first))),
    warmReadyMedianMs: round(median(warm.map((sample) => sample.ready))),
  };
}

/**
 * The heavy scene: the soccer kit with a pattern on every part, all four stripes, and six
 * stroked text layers on the front (the FIELD_NOTES scene: ~12 pattern-filled parts, 6 texts).
 * It is written as this device's draft, so it opens through the studio's own restore path.
 */
function heavyScene(doc) {
  const layer = (id, kind, text, x, y, fontSize) => ({
    id,
    view: 'front',
    kind,
    text,
    x,
    y,
    rotation: 0,
    scale: 1,
    opacity: 1,
    stroke: { width: 6, color: '#0f172a' },
    visible: true,
    locked: false,
    fontFamily: 'Arial',
    fontSize,
    fontWeight: 700,
    fill: { kind: 'linear', angle: 90, stops: [{ offset: 0, color: '#fde047' }, { offset: 100, color: '#f97316' }] },
    align: 'center',
  });
  return {
    ...doc,
    teamName: 'Angkor FC',
    pattern: { id: 'angkor-lattice', scale: 1, opacity: 0.7, tint: null },
    stripes: Object.fromEntries(Object.entries(doc.stripes).map(([zone, stripe]) => [zone, { ...stripe, enabled: true, paint: { kind: 'solid', color: '#facc15' } }])),
    layers: [
      layer('bench-1', 'text', 'ANGKOR FC', 500, 200, 60),
      layer('bench-2', 'frontNumber', '10', 500, 330, 130),
      layer('bench-3', 'text', 'អង្គរ', 420, 450, 56),
      layer('bench-4', 'text', 'SIEM REAP', 580, 470, 40),
      layer('bench-5', 'shortsNumber', '10', 590, 730, 60),
      layer('bench-6', 'text', 'SINCE 2026', 500, 520, 36),
    ],
  };
}

async function openHeavyScene(page) {
  await page.goto(`${base}/`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${base}/design/soccer`);
  await waitForStudio(page);
  // One edit makes the studio write its draft; the benchmark then rewrites that draft.
  await page.getByTestId('part-body').click();
  const field = page.getByTestId('hex-part');
  await field.fill('1e40af');
  await field.press('Enter');
  const key = await page.waitForFunction(() => Object.keys(localStorage).find((k) => k.startsWith('design-draft:')), undefined, { timeout: 10_000 });
  const draftKey = await key.jsonValue();
  await page.evaluate((k) => {
    const draft = JSON.parse(localStorage.getItem(k));
    localStorage.setItem('bench-draft', JSON.stringify(draft));
  }, draftKey);
  const draft = JSON.parse(await page.evaluate(() => localStorage.getItem('bench-draft')));
  draft.doc = heavyScene(draft.doc);
  draft.savedAt = new Date().toISOString();
  await page.evaluate(([k, value]) => localStorage.setItem(k, value), [draftKey, JSON.stringify(draft)]);
  await page.reload();
  await waitForStudio(page);
  const layers = await page.locator('[data-testid="panel-tab-layers"]').count();
  if (layers !== 1) throw new Error('the studio did not open');
  fs.mkdirSync(path.join(repo, 'bench', 'results'), { recursive: true });
  await page.screenshot({ path: path.join(repo, 'bench', 'results', 'studio-scene.png') });
}

/**
 * Drags the ANGKOR FC text in `STEPS` moves, waiting for each to show. A move draws nothing: it
 * moves a picture of the layer (the studio's frozen drag), and the renderer times that work; the
 * cost of drawing the whole scene instead is the full redraw's (redrawFrames). Beside it, the
 * intervals between the page's animation frames during the drag: the smoothness a user sees, the
 * compositor's work included.
 */
async function dragFrames(page) {
  await page.evaluate(() => {
    const probe = window.__teamwearStudio;
    probe.setMeasureSync(true);
    probe.resetStats();
  });
  const start = await page.evaluate(() => window.__teamwearStudio.pagePoint('front', 500, 200));
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.evaluate(() => {
    const stamps = [];
    window.__benchFrames = stamps;
    const tick = (time) => {
      if (window.__benchFrames !== stamps) return;
      stamps.push(time);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const shown = () => {
    const canvas = document.querySelector('[data-testid="studio-canvas"]');
    return Number(canvas.getAttribute('data-rendered')) + Number(canvas.getAttribute('data-moves') ?? 0);
  };
  for (let step = 1; step <= STEPS; step += 1) {
    const before = await page.evaluate(shown);
    const angle = (step / STEPS) * Math.PI * 2;
    await page.mouse.move(start.x + Math.sin(angle) * 60, start.y + (1 - Math.cos(angle)) * 40);
    await page.waitForFunction(`(${shown})() > ${before}`);
  }
  const stamps = await page.evaluate(() => {
    const list = window.__benchFrames;
    window.__benchFrames = null;
    return list;
  });
  await page.mouse.up();
  const stats = await page.evaluate(() => {
    const probe = window.__teamwearStudio;
    const summary = probe.stats();
    probe.setMeasureSync(false);
    return { ...summary.dragging, start: summary.gestureStarts.max };
  });
  // Put the layer back where it was (one undo step per drag).
  await page.keyboard.press('ControlOrMeta+z');
  const intervals = stamps.slice(1).map((time, index) => time - stamps[index]);
  return {
    frames: stats.count,
    medianMs: round(stats.median),
    p95Ms: round(stats.p95),
    maxMs: round(stats.max),
    gestureStartMs: round(stats.start),
    frameIntervalMedianMs: round(median(intervals)),
    frameIntervalP95Ms: round(percentile(intervals, 0.95)),
  };
}

/**
 * Clicks `count` times, one click at a time, on what `target(i)` names, and times each from the
 * click to the next frame the page painted after it: the Event Timing API's duration of the
 * interaction (as Chromium's INP counts it: the longest of its pointerdown, pointerup and click),
 * in 8 ms steps. Chromium reports only interactions of 16 ms or more: one it did not report is
 * counted as 16 ms.
 */
async function clickToPaint(page, count, target) {
  await page.evaluate(() => {
    window.__benchEvents = [];
    window.__benchObserver?.disconnect();
    window.__benchObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.interactionId) window.__benchEvents.push({ id: entry.interactionId, duration: entry.duration });
    });
    window.__benchObserver.observe({ type: 'event', durationThreshold: 16 });
  });
  const durations = [];
  for (let index = 0; index < count; index += 1) {
    const before = await page.evaluate(() => window.__benchEvents.length);
    await page.locator(await target(index)).first().click();
    // The entries arrive after the frame is painted: wait for two more frames and a task.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))));
    const entries = await page.evaluate((from) => window.__benchEvents.slice(from), before);
    durations.push(entries.length ? Math.max(...entries.map((entry) => entry.duration)) : 16);
  }
  await page.evaluate(() => window.__benchObserver?.disconnect());
  return { ...clickFigures(durations), durations };
}

const clickFigures = (durations) => ({
  clicks: durations.length,
  medianMs: round(median(durations)),
  p95Ms: round(percentile(durations, 0.95)),
  maxMs: round(Math.max(...durations)),
});

const PANEL_TABS = ['parts', 'options', 'layers', 'stripes', 'patterns', 'fabric', 'templates', 'skin'];

/** A click on a panel's tab (each panel twice, in turn: its first opening, which may download
 *  the panel's code, and its second), and on a colour swatch of the parts panel's picker (a
 *  recent colour other than the part's), each timed to the next painted frame. */
async function interactions(page) {
  const clicked = await clickToPaint(page, PANEL_TABS.length * 2, (index) => `[data-testid="panel-tab-${PANEL_TABS[index % PANEL_TABS.length]}"]`);
  const opening = (pass) => clicked.durations.slice(pass * PANEL_TABS.length, (pass + 1) * PANEL_TABS.length);
  const tabs = {
    ...clickFigures(clicked.durations),
    first: clickFigures(opening(0)),
    second: clickFigures(opening(1)),
    byPanel: Object.fromEntries(PANEL_TABS.map((id, index) => [id, [clicked.durations[index], clicked.durations[index + PANEL_TABS.length]]])),
  };
  await page.getByTestId('panel-tab-parts').click();
  await page.getByTestId('part-body').click();
  // Three colours typed in become the picker's recent colours (each recorded once it settles).
  for (const hex of ['b91c1c', '15803d', '1e40af']) {
    const field = page.getByTestId('hex-part');
    await field.fill(hex);
    await field.press('Enter');
    await page.waitForTimeout(700);
  }
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="recent-colours"] button').length >= 2, undefined, { timeout: 10_000 });
  // Each click changes the colour: the picker puts the colour last chosen first among the recent
  // ones once it settles, so the swatch is picked by its colour, never the one the part has.
  const otherSwatch = async () => {
    const current = (await page.getByTestId('hex-part').inputValue()).toLowerCase();
    return `[data-testid="recent-colours"] button:not([aria-label="#${current}" i])`;
  };
  const { durations, ...swatches } = await clickToPaint(page, 20, otherSwatch);
  return { tabs, swatches: { ...swatches, durations } };
}

async function redrawFrames(page, cached) {
  const times = await page.evaluate((on) => window.__teamwearStudio.timedFrames(60, on), cached);
  return { frames: times.length, medianMs: round(median(times)), p95Ms: round(percentile(times, 0.95)) };
}

async function exports(page) {
  await page.getByTestId('view-toggle').getByText('Both', { exact: true }).click();
  await waitForStudio(page);
  const runs = [];
  for (let run = 0; run < 3; run += 1) runs.push(await page.evaluate(() => window.__teamwearStudio.timedExport(4096)));
  const tiled = await page.evaluate(() => window.__teamwearStudio.timedExport(4096, 2048));
  const single = runs[0];
  return {
    size: `${single.width}×${single.height}`,
    tiles: single.tiles,
    drawMedianMs: round(median(runs.map((r) => r.drawMs))),
    gpuMedianMs: round(median(runs.map((r) => r.gpuMs))),
    encodeMedianMs: round(median(runs.map((r) => r.encodeMs))),
    pngBytes: single.bytes,
    tiled: { size: `${tiled.width}×${tiled.height}`, tiles: tiled.tiles, drawMs: round(tiled.drawMs), encodeMs: round(tiled.encodeMs) },
  };
}

async function main() {
  const stop = given ? () => undefined : await startBuiltProduct();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  const loadAtStart = os.loadavg().map((value) => round(value, 2));
  try {
    const first = await firstRender(browser);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(askForStudioProbe);
    await openHeavyScene(page);
    const webgl = await page.evaluate(() => {
      const gl = document.createElement('canvas').getContext('webgl2');
      const info = gl?.getExtension('WEBGL_debug_renderer_info');
      return info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : 'unknown';
    });
    const clicks = await interactions(page);
    const drag = await dragFrames(page);
    const fullRedraw = await redrawFrames(page, false);
    const cachedRedraw = await redrawFrames(page, true);
    const exported = await exports(page);
    const results = {
      date: new Date().toISOString(),
      url: base,
      machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model ?? 'unknown', browser: browser.version(), webgl },
      /** 1, 5 and 15 minute load averages as the run started and ended: timings depend on them. */
      loadAverage: { start: loadAtStart, end: os.loadavg().map((value) => round(value, 2)) },
      viewport: '1280×900, device pixel ratio 1',
      scene: 'soccer kit: pattern on every part, four stripes, six stroked gradient texts (one Khmer)',
      firstRender: first,
      /** From a click to the next painted frame (Event Timing), on the heavy scene. */
      interactions: clicks,
      drag,
      redraw: { full: fullRedraw, garmentAsCachedTexture: cachedRedraw },
      printExport: exported,
    };
    const out = path.join(repo, 'bench', 'results', 'studio.json');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);

    const rows = [
      ['first garment frame, cold (ms)', first.coldFirstMs],
      ['first garment frame, warm median (ms)', first.warmFirstMedianMs],
      ['first complete frame (tiles loaded), cold (ms)', first.coldReadyMs],
      ['click on a panel tab to the next painted frame, median / p95 (ms)', `${clicks.tabs.medianMs} / ${clicks.tabs.p95Ms}`],
      ['  first opening of each panel / second, median / max (ms)', `${clicks.tabs.first.medianMs} / ${clicks.tabs.first.maxMs}; ${clicks.tabs.second.medianMs} / ${clicks.tabs.second.maxMs}`],
      ['click on a colour swatch to the next painted frame, median / p95 (ms)', `${clicks.swatches.medianMs} / ${clicks.swatches.p95Ms}`],
      ['drag move, a picture of the layer moved, median / p95 (ms)', `${drag.medianMs} / ${drag.p95Ms}`],
      ['  the press: scene drawn into the pictures (ms)', drag.gestureStartMs],
      ['  frame interval meanwhile, median / p95 (ms)', `${drag.frameIntervalMedianMs} / ${drag.frameIntervalP95Ms}`],
      ['full redraw, median / p95 (ms)', `${fullRedraw.medianMs} / ${fullRedraw.p95Ms}`],
      ['redraw, garment as cacheAsTexture, median / p95 (ms)', `${cachedRedraw.medianMs} / ${cachedRedraw.p95Ms}`],
      [`print export ${exported.size}, draw median (ms)`, exported.drawMedianMs],
      ['print export, PNG encode median (ms)', exported.encodeMedianMs],
      [`print export in ${exported.tiled.tiles} tiles of 2048, draw (ms)`, exported.tiled.drawMs],
    ];
    const width = Math.max(...rows.map(([label]) => label.length));
    console.log(`\nStudio benchmark (${results.machine.webgl}, ${results.machine.browser}; load average ${loadAtStart[0]} → ${results.loadAverage.end[0]})`);
    for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
    console.log(`\nWritten to ${path.relative(process.cwd(), out)}`);
  } finally {
    await browser.close();
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
