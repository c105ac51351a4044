/**
 * Runs `work` once the browser has painted the next frame: a requestAnimationFrame callback runs
 * just before a paint, and a task queued from it runs after that paint. For work (a large
 * download, a long render) that should not hold back what is about to be shown. A hidden page
 * draws no frames: there it runs in the next task. Answers a function that cancels it (an
 * effect's cleanup).
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (document.hidden) {
    timer = setTimeout(work, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
