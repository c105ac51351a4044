import type { OwnEntry } from '@teamwear/shared/contracts';
import type { EntryLink } from './entry-link';
import { joinApi, type Failure, type JoinView, type Shop } from './join-api';

export type Load =
  | { status: 'loading' }
  | { status: 'failed'; failure: Failure; noShop: boolean }
  /** patternBase: where the design's pattern tiles are (the designer remote), null for a design without any. */
  | { status: 'ready'; view: JoinView; shop: Shop | null; patternBase: string | null };

export interface Opened {
  load: Load;
  /** The player's own entry, opened by their private link. */
  entry?: OwnEntry;
  /** The private link's entry or token is not (or no longer) one. */
  linkBroken?: boolean;
}

/** The shop, the collection and, on a private link, the player's own entry. */
export async function openCollection(code: string, link: EntryLink | null): Promise<Opened> {
  const [shop, view] = await Promise.all([joinApi.shop(), joinApi.view(code)]);
  if (!view.ok)
    return {
      load: {
        status: 'failed',
        failure: view.failure,
        noShop: !shop.ok && shop.failure.kind === 'not-found',
      },
    };
  const patterned = view.data.scenes && [view.data.scenes.front, view.data.scenes.back].some((scene) => scene.shapes.some((shape) => shape.pattern));
  const ready: Load = { status: 'ready', view: view.data, shop: shop.ok ? shop.data : null, patternBase: patterned ? await joinApi.designerBase() : null };
  if (!link) return { load: ready };
  const own = await joinApi.read(code, link.id, link.token);
  if (own.ok) return { load: ready, entry: own.data };
  if (own.failure.kind === 'not-found') return { load: ready, linkBroken: true };
  return { load: { status: 'failed', failure: own.failure, noShop: false } };
}
