import { loadRemoteModule } from './remote-module-loader';

/**
 * Fetching the code of the pages a visitor may open next while the browser has nothing else to do
 * (a menu's other pages), so that a click on one at once waits only for the page's first call, not
 * for its code as well. Code only: what a page asks the API stays for when its link is pointed at
 * (./page-prefetch) or it is opened. Not on a connection the visitor asked to spare (data saver) or
 * too slow for extra bytes (2G), and only once the page has loaded, one piece at a time, each in
 * an idle period of its own, so that it never competes with what the visitor is looking at.
 */

/** What the browser says of the connection (navigator.connection; not every browser has it). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** Asks `run` to be called when the browser is idle; answers how to cancel it. */
export type IdleScheduler = (run: () => void) => () => void;

/** At most this long before an idle callback runs anyway (a page that never goes fully idle). */
const IDLE_TIMEOUT_MS = 3_000;
/** Without requestIdleCallback (Safari before 18): this long after the page has loaded. */
const WITHOUT_IDLE_CALLBACK_MS = 1_000;
/** Set when the first piece starts: what a page downloads before it is its own first load (bench/bytes.mjs). */
export const PREFETCH_WHEN_IDLE_MARK = 'teamwear:prefetch-when-idle';

/** Whether the connection is to be spared: the visitor's data saver is on, or it is 2G or slower. */
export function connectionToSpare(connection: ConnectionHints | undefined = browserConnection()): boolean {
  if (!connection) return false;
  return connection.saveData === true || connection.effectiveType === '2g' || connection.effectiveType === 'slow-2g';
}

function browserConnection(): ConnectionHints | undefined {
  return (globalThis.navigator as { connection?: ConnectionHints } | undefined)?.connection;
}

/** requestIdleCallback after the page's load event (a timer where the browser has none). */
const browserIdle: IdleScheduler = (run) => {
  let cancelIdle = () => {};
  const schedule = () => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(run, WITHOUT_IDLE_CALLBACK_MS);
      cancelIdle = () => clearTimeout(timer);
    }
  };
  const document = globalThis.document as Document | undefined;
  if (!document || document.readyState === 'complete') {
    schedule();
    return () => cancelIdle();
  }
  const onLoad = () => schedule();
  globalThis.addEventListener('load', onLoad, { once: true });
  return () => {
    globalThis.removeEventListener('load', onLoad);
    cancelIdle();
  };
};

export interface WhenIdleOptions {
  /** When to start each piece (tests give their own; the browser's idle periods by default). */
  idle?: IdleScheduler;
  /** The connection's hints (navigator.connection by default). */
  connection?: ConnectionHints;
}

/**
 * Starts each of `pieces` in an idle period of its own, the next once the one before has settled
 * (a piece answers a promise while its code downloads). Nothing on a connection to spare. Answers
 * a function that stops what has not started yet. A piece that throws or rejects is passed over:
 * what it would have fetched loads when it is needed, as without this.
 */
export function prefetchWhenIdle(pieces: ReadonlyArray<() => unknown>, options: WhenIdleOptions = {}): () => void {
  const idle = options.idle ?? browserIdle;
  if (pieces.length === 0 || connectionToSpare('connection' in options ? options.connection : browserConnection())) return () => {};
  let stopped = false;
  let cancel = () => {};
  const startAt = (index: number) => {
    if (stopped || index >= pieces.length) return;
    cancel = idle(() => {
      if (stopped) return;
      if (index === 0) markStart();
      let started: unknown;
      try {
        started = pieces[index]?.();
      } catch {
        started = undefined;
      }
      void Promise.resolve(started)
        .catch(() => undefined)
        .then(() => startAt(index + 1));
    });
  };
  startAt(0);
  return () => {
    stopped = true;
    cancel();
  };
}

function markStart(): void {
  try {
    globalThis.performance?.mark?.(PREFETCH_WHEN_IDLE_MARK);
  } catch {
    // A browser without user timing marks: nothing to mark.
  }
}

/** Modules started this page load (each is fetched once; its remote keeps it). */
const modulesStarted = new Set<string>();

/**
 * Fetches the code of remote modules (`'<remote>/<module>'`, e.g. a menu's other pages,
 * `'backoffice/Customers'`) through the shell's loader when the browser is idle (see
 * prefetchWhenIdle), each once a page load. Their code is then there when the page is opened; no
 * call is made. Answers a function that stops what has not started yet.
 */
export function prefetchModulesWhenIdle(moduleIds: readonly string[], options: WhenIdleOptions = {}): () => void {
  const pieces = moduleIds.map((id) => () => {
    if (modulesStarted.has(id)) return undefined;
    modulesStarted.add(id);
    return loadRemoteModule(id);
  });
  return prefetchWhenIdle(pieces, options);
}

/** Tests only: forgets which modules were started. */
export function forgetModulesStarted(): void {
  modulesStarted.clear();
}
