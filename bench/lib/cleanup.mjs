// What a benchmark started and must end if the run is interrupted (Ctrl+C, SIGTERM): each
// benchmark registers its own processes here, and the runner ends them before it exits.
const cleanups = new Set();

/** Registers `fn` (sync or async); call the function it answers to unregister. */
export function onInterrupt(fn) {
  cleanups.add(fn);
  return () => cleanups.delete(fn);
}

export async function runCleanups() {
  for (const fn of [...cleanups].reverse()) {
    cleanups.delete(fn);
    try {
      await fn();
    } catch {
      // best effort: the next one still runs
    }
  }
}
