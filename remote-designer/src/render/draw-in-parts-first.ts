import type { Application, Container } from 'pixi.js';
import { nextTask } from '../scheduling/next-task';

/** How many partial drawings come first at most: the first leaves are the garment's. */
const MAX_PARTIAL_DRAWINGS = 6;

/**
 * Draws the scene in growing parts, each in a task of its own, before it is drawn whole
 * (draw-unseen-first): nothing first (the drawing buffer and the renderer's state), then its first
 * drawn leaf (the shaders compiled), then one leaf more each time. Drawn whole at once, the first
 * drawing was the studio's longest task on a phone after Pixi's evaluation (issue 41: 46–52 ms
 * observed, at Lighthouse's ×4 about 200 ms); in parts, the longest is the first leaf's (the
 * shaders). What a drawing made is kept (geometry on each shape's context, programs on the
 * renderer), so each later drawing pays only for what it adds.
 *
 * The leaves are the scene's shown containers without children, in drawing order (the garment's
 * shapes come first, the design's layers last: a design's own layers are drawn with the whole, as
 * before). They are hidden and shown again inside the task of the drawing, so nothing else ever
 * sees them hidden; the canvas is not displayed meanwhile. Stops early when `gone()` (the studio
 * left) or a drawing fails (the whole is drawn all the same).
 */
export async function drawInPartsFirst(app: Application, gone: () => boolean): Promise<void> {
  for (let shown = 0; shown < MAX_PARTIAL_DRAWINGS; shown++) {
    await nextTask();
    if (gone()) return;
    const leaves = visibleLeaves(app.stage);
    if (shown >= leaves.length - 1) return;
    const hidden = leaves.slice(shown);
    for (const leaf of hidden) leaf.visible = false;
    try {
      app.render();
    } catch {
      return;
    } finally {
      for (const leaf of hidden) leaf.visible = true;
    }
  }
  await nextTask();
}

/** The shown containers without children under `root`, in drawing order. */
function visibleLeaves(root: Container): Container[] {
  const leaves: Container[] = [];
  const walk = (node: Container) => {
    if (!node.visible) return;
    if (node.children.length === 0) leaves.push(node);
    else for (const child of node.children) walk(child);
  };
  walk(root);
  return leaves;
}
