/** How long the studio waits for the shop's remotes.json and for the designer remote: a server
 *  that accepts connections and never answers would otherwise keep the spinner up for minutes. */
export const LOAD_TIME_LIMIT_MS = 15_000;

/** The promise, or a rejection once `ms` have passed without it settling. */
export function withinTimeLimit<T>(promise: Promise<T>, what: string, ms = LOAD_TIME_LIMIT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not arrive within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
