/**
 * When the signed-in frame (layouts/me) is on the screen. The page opened at start-up is a
 * signed-in one: its code and first calls (prefetch-route.ts) wait for this, so that they do not
 * run before the frame's first paint (the largest one on a phone, which Lighthouse times with
 * every script that ran before it). Its files are downloading meanwhile (the start-up script).
 */
let markPainted: () => void = () => undefined;

export const signedInFramePainted = new Promise<void>((resolve) => {
  markPainted = resolve;
});

/** Called by the frame once its first paint is done (once is enough; later calls do nothing). */
export function signedInFrameWasPainted(): void {
  markPainted();
}
