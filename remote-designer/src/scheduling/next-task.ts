/**
 * Resolves in the next task (a zero-delay timer): what follows runs after the browser has had a
 * turn, so the work before and after are two short tasks on a phone, not one long one
 * (Lighthouse: total blocking time). Unlike whenIdle, it does not wait for an idle moment.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
