/**
 * Resolves in a task of its own (a zero timeout): what follows an `await nextTask()` runs after
 * the browser has had the chance to answer input, paint or run other work. For splitting a start
 * into steps: Lighthouse counts every main-thread task over 50 ms (of a phone's CPU, four times
 * this machine's) as blocking, so two short tasks cost nothing where one long one does.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
