// Page to page inside /me, and inside the back office (/backoffice, as the shop's owner): after the
// first page of a visit, how long the next page takes to show its content (its code and its data)
// once its link in the side menu is clicked. Both menus start a page's code and first calls
// when its link is pointed at, so each move is timed twice: the pointer
// resting on the link for a moment first (a mouse), and clicked at once (a tap). Desktop Chromium,
// no throttling, a fresh context (empty cache) per move. Timings are reported, never judged.
import { chromium } from '@playwright/test';
import { signIn } from './lib/accounts.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, DEMO_CUSTOMER, SHOP_ADMIN, SHOP_URL, STAFF_SESSION_KEY } from './lib/env.mjs';
import { ms, table } from './lib/report.mjs';

/** What each page shows once its data is there (a list, or its empty state), and while it waits. */
const PAGES = {
  // The summary's figures and the recent designs (a list, or "no designs yet") both come from calls.
  '/me/dashboard': { ready: '[data-testid="summary-designs"]', waiting: '.ant-skeleton' },
  '/me/players': { ready: '[data-testid="players-table"], [data-testid="players-empty"]', waiting: '[data-testid="players-loading"]' },
  '/me/histories': { ready: '[data-testid="orders-table"], [data-testid="orders-empty"]', waiting: '[data-testid="orders-loading"]' },
  '/me/assets': { ready: '[data-testid="design-grid"]:not([aria-busy="true"]), [data-testid="designs-empty"]', waiting: '[data-testid="design-skeleton"]' },
  // The back office: the orders' board (its columns come from one call), and the numbers' weeks with the chart.
  '/backoffice/orders': { ready: '[data-testid="orders-board"]', waiting: '[data-testid="orders-page"] .ant-skeleton' },
  '/backoffice': { ready: '[data-testid="numbers-weeks"]', waiting: '[data-testid="home-page"] .ant-skeleton' },
};

/** Where the moves are: whose session the page opens with, and the side menu's links. */
const AREAS = {
  me: {
    title: 'Page to page inside /me',
    signIn: async () => ({ name: 'teamwear.session', value: JSON.stringify(await signIn(DEMO_CUSTOMER)) }),
    link: (to) => `a.me-menu-item[href="${to}"]`,
    moves: [
      ['/me/dashboard', '/me/players'],
      ['/me/dashboard', '/me/histories'],
      ['/me/dashboard', '/me/assets'],
      ['/me/players', '/me/dashboard'],
    ],
  },
  // The shop's owner (the numbers are theirs and staff's), with the back office's own session.
  backoffice: {
    title: "Page to page inside the back office, as the shop's owner",
    signIn: async () => ({ name: STAFF_SESSION_KEY, value: JSON.stringify(await signIn(SHOP_ADMIN, 'provider')) }),
    link: (to) => `nav a[href="${to}"]`,
    moves: [
      ['/backoffice/orders', '/backoffice'],
      ['/backoffice', '/backoffice/orders'],
    ],
  },
};
/** `BENCH_NAV_AREAS=backoffice` (comma-separated) times only those areas' moves. */
const CHOSEN_AREAS = process.env.BENCH_NAV_AREAS ? new Set(process.env.BENCH_NAV_AREAS.split(',').map((area) => area.trim())) : null;
const chosenAreas = () => Object.entries(AREAS).filter(([area]) => !CHOSEN_AREAS || CHOSEN_AREAS.has(area));
const ROUNDS = 3;
/** How long a mouse rests on a link before the click, as a person moving to it does. */
const HOVER_MS = 150;
const TARGET_MS = 300;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : undefined;
};

async function isShown(page, { ready, waiting }) {
  return page.evaluate(
    ({ ready, waiting }) => Boolean(globalThis.document.querySelector(ready)) && !globalThis.document.querySelector(waiting),
    { ready, waiting },
  );
}

/** How long the network must have been quiet for the first page to have settled. */
const SETTLED_QUIET_MS = 1_000;

/**
 * Watches the page's requests: quiet() waits until none is in flight and none has started or ended
 * for SETTLED_QUIET_MS (at most 20 s), as the bytes benchmark settles a page. Playwright's
 * 'networkidle' is one moment of the page's life (500 ms quiet once): a page whose late requests
 * came after it (a font, the menu's count, the code of the other pages fetched when idle) was
 * clicked while they were still on their way.
 */
function quietWatch(page) {
  const inflight = new Set();
  let last = Date.now();
  const started = (request) => {
    inflight.add(request);
    last = Date.now();
  };
  const ended = (request) => {
    inflight.delete(request);
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet() {
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline && (inflight.size > 0 || Date.now() - last < SETTLED_QUIET_MS)) await page.waitForTimeout(100);
    },
  };
}

/** One move: opens `from` and waits until it has settled, then clicks the menu's link to `to`
 *  and returns the time from the click to the first frame showing `to`'s content. */
async function timeMove(browser, storageState, link, from, to, hover) {
  const context = await browser.newContext({ storageState, viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const network = quietWatch(page);
    await page.goto(`${SHOP_URL}${from}`);
    await page.waitForFunction(({ ready, waiting }) => Boolean(globalThis.document.querySelector(ready)) && !globalThis.document.querySelector(waiting), PAGES[from], { timeout: 30_000 });
    await network.quiet();
    const target = PAGES[to];
    // Timed in the page: from the click event to the animation frame after which the content is in the document.
    await page.evaluate(({ ready, waiting }) => {
      globalThis.__navigationTime = new Promise((resolve) => {
        globalThis.document.addEventListener(
          'click',
          (event) => {
            const clicked = event.timeStamp;
            const look = () => {
              const document = globalThis.document;
              if (document.querySelector(ready) && !document.querySelector(waiting)) resolve(globalThis.performance.now() - clicked);
              else globalThis.requestAnimationFrame(look);
            };
            globalThis.requestAnimationFrame(look);
          },
          { capture: true, once: true },
        );
      });
    }, target);
    const menuLink = page.locator(link(to));
    if (hover) {
      await menuLink.hover();
      await page.waitForTimeout(HOVER_MS);
    }
    await menuLink.click();
    const elapsed = await page.evaluate(() => Promise.race([globalThis.__navigationTime, new Promise((resolve) => globalThis.setTimeout(() => resolve(null), 30_000))]));
    if (elapsed === null || !(await isShown(page, target))) throw new Error(`${to} did not show its content within 30 s of the click`);
    return elapsed;
  } finally {
    await context.close();
  }
}

export async function runNavigation() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const moves = [];
  try {
    for (const [area, { signIn: session, link, moves: areaMoves }] of chosenAreas()) {
      const storageState = { cookies: [], origins: [{ origin: SHOP_URL, localStorage: [await session()] }] };
      for (const [from, to] of areaMoves) {
        const hovered = [];
        const tapped = [];
        for (let round = 0; round < ROUNDS; round += 1) {
          hovered.push(await timeMove(browser, storageState, link, from, to, true));
          tapped.push(await timeMove(browser, storageState, link, from, to, false));
        }
        moves.push({ area, from, to, hoveredMs: hovered, tappedMs: tapped, hoveredMedianMs: median(hovered), tappedMedianMs: median(tapped) });
      }
    }
  } finally {
    await browser.close();
  }
  const text = chosenAreas()
    .map(([area, { title }]) =>
      [
        `${title} (desktop, no throttling, empty cache; click → the next page's content shown, median of ${ROUNDS}; target ≤ ${TARGET_MS} ms)`,
        table(
          ['move', `pointer rests ${HOVER_MS} ms, ms`, 'clicked at once, ms', 'all, ms'],
          moves
            .filter((move) => move.area === area)
            .map((move) => [`${move.from} → ${move.to}`, ms(move.hoveredMedianMs), ms(move.tappedMedianMs), [...move.hoveredMs, ...move.tappedMs].map(ms).join(' ')]),
        ),
      ].join('\n'),
    )
    .join('\n\n');
  return { name: 'navigation', text, failed: [], data: { hoverMs: HOVER_MS, rounds: ROUNDS, targetMs: TARGET_MS, moves } };
}
