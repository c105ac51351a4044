import { zoomPercent } from '../ui/canvas/zoom-percent';
import { whenIdle } from './when-idle';

/**
 * Makes, each in an idle task of its own, the first Intl objects of the studio's start: Pixi's
 * text module builds an Intl.Segmenter as it loads, and the zoom bar a percent NumberFormat as
 * it first draws. The first of each kind in a page loads its ICU data (a Segmenter: 11–21 ms in
 * Chromium at load average 4–13, a third of the evaluation of Pixi's chunk, the studio's longest
 * task on a phone; issue 41); later ones take a tenth of a millisecond. Called as the studio's
 * code starts downloading: the cost falls in the download's idle time instead.
 */
export async function warmUpIntl(language: string): Promise<void> {
  await whenIdle();
  if (typeof Intl.Segmenter === 'function') new Intl.Segmenter();
  await whenIdle();
  zoomPercent(1, language);
}
