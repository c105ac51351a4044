import type { Rect } from '../../garments';
import { defaultViewOf, type LayerKind, type LayerPatch, type View } from '../../model';

/** The print area a new layer of each kind goes to, by view, when the garment has it. */
const AREAS: Partial<Record<LayerKind, Partial<Record<View, readonly string[]>>>> = {
  logo: { front: ['chest-left'], back: ['back-name'] },
  sponsor: { front: ['chest-centre'], back: ['back-name'] },
  frontNumber: { front: ['chest-centre', 'chest-right'] },
  backNumber: { back: ['back-number'] },
  playerName: { back: ['back-name'] },
  shortsNumber: { front: ['shorts-number', 'leg-right'], back: ['shorts-number'] },
  frontImage: { front: ['chest-centre'] },
  backImage: { back: ['back-number'] },
  text: { front: ['chest-centre'], back: ['back-name'] },
};

/** Kinds that belong to one side only; the others go on the side being shown. */
const FIXED_SIDE: readonly LayerKind[] = ['frontNumber', 'backNumber', 'playerName', 'frontImage', 'backImage'];

export function viewForNewLayer(kind: LayerKind, shown: View): View {
  return FIXED_SIDE.includes(kind) ? defaultViewOf(kind) : shown;
}

/**
 * Where a new layer starts: centred on the print area its kind usually takes on this garment,
 * sized to it (text height or picture box), or nothing when the garment has no such area.
 */
export function placementFor(kind: LayerKind, view: View, areas: Readonly<Record<string, Rect>>, isText: boolean): LayerPatch {
  const area = (AREAS[kind]?.[view] ?? []).map((id) => areas[id]).find((candidate): candidate is Rect => candidate !== undefined);
  if (!area) return {};
  const centre = { x: Math.round(area.x + area.width / 2), y: Math.round(area.y + area.height / 2) };
  if (isText) {
    const lines = kind === 'playerName' || kind === 'text' ? 0.7 : 0.85;
    return { ...centre, fontSize: Math.max(12, Math.round(area.height * lines)) };
  }
  return { ...centre, width: Math.round(area.width), height: Math.round(area.height) };
}
