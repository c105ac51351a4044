import { Container, Graphics, type Application } from 'pixi.js';
import { nextTask } from '../scheduling/next-task';

/** A 1-pixel fill, batched with others (as texts, pictures and small fills are) or drawn alone (as fills too large to batch). */
function pixel(batched: boolean): Graphics {
  const graphics = new Graphics();
  if (!batched) graphics.context.batchMode = 'no-batch';
  return graphics.rect(0, 0, 1, 1).fill(0xffffff);
}

/**
 * Builds the shaders a first frame uses before the scene exists, each in a task of its own, by
 * drawing a pixel with each: Pixi builds a shader (compiles, links and reads its uniforms, which
 * waits for a software GPU) the first time it draws with it. In the task of the scene's first
 * drawing, both were a third of it in a trace of a phone (Lighthouse: total blocking time). The
 * canvas is not displayed yet (use-pixi-application), and the scene's first frame clears it.
 * Stops early when `gone()` (the studio left).
 */
export async function compileShadersUnseen(app: Application, gone: () => boolean): Promise<void> {
  for (const batched of [true, false]) {
    if (gone()) return;
    const stage = new Container();
    stage.addChild(pixel(batched));
    try {
      app.renderer.render({ container: stage });
    } finally {
      stage.destroy({ children: true });
    }
    await nextTask();
  }
}
