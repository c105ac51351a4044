/** Calls `fn` at most once per `ms`, always with the latest arguments, the last call never lost. */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number): { call: (...args: A) => void; flush: () => void; cancel: () => void } {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;
  const run = () => {
    timer = null;
    last = Date.now();
    const args = pending;
    pending = null;
    if (args) fn(...args);
  };
  return {
    call(...args: A) {
      pending = args;
      const wait = ms - (Date.now() - last);
      if (wait <= 0 && !timer) run();
      else if (!timer) timer = setTimeout(run, Math.max(0, wait));
    },
    flush() {
      if (timer) clearTimeout(timer);
      if (pending) run();
      timer = null;
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
      pending = null;
    },
  };
}
