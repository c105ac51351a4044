import { LAYER_KINDS, LIMITS, VIEWS, type LayerKind, type View } from '../document/constants';
import { defaultLayer } from '../document/defaults';
import { patchLayer, type LayerPatch } from '../document/layer-patch';
import type { Design, Layer } from '../document/types';
import { clamp, readEnum, readNumber } from '../document/values';
import { defaultCommandContext, type CommandContext } from './context';
import { DUPLICATE_OFFSET, findLayer } from './layer-lookup';

/**
 * Edits of the layers (texts, numbers, names, logos, sponsors, images). Layers are listed
 * bottom to top. A locked layer cannot be moved, nudged, rotated or deleted — the panel
 * unlocks it first with `updateLayer({ locked: false })`; other properties stay editable.
 * Every value this file exports is a command (index.ts lists them by name from here).
 */


function replaceLayer(doc: Design, index: number, layer: Layer): Design {
  if (doc.layers[index] === layer) return doc;
  const layers = doc.layers.slice();
  layers[index] = layer;
  return { ...doc, layers };
}

function editLayer(doc: Design, id: string, edit: (layer: Layer) => Layer, { respectLock }: { respectLock: boolean }): Design {
  const index = doc.layers.findIndex((layer) => layer.id === id);
  const layer = doc.layers[index];
  if (!layer || (respectLock && layer.locked)) return doc;
  return replaceLayer(doc, index, edit(layer));
}

/** A new layer on top, with the kind's defaults under `props`. Refused past the layer limit. */
export function addLayer(
  doc: Design,
  args: { kind: LayerKind; view?: View; props?: LayerPatch },
  ctx: CommandContext = defaultCommandContext,
): Design {
  const kind = readEnum(args.kind, LAYER_KINDS);
  if (!kind || doc.layers.length >= LIMITS.layers) return doc;
  const view = readEnum(args.view, VIEWS) ?? undefined;
  const layer = patchLayer(defaultLayer(kind, ctx.newId(), view), args.props ?? {});
  return { ...doc, layers: [...doc.layers, layer] };
}

/** Any properties but id and kind; clamped, and those the kind lacks are ignored. */
export function updateLayer(doc: Design, args: { id: string; props: LayerPatch }): Design {
  return editLayer(doc, args.id, (layer) => patchLayer(layer, args.props), { respectLock: false });
}

export function moveLayer(doc: Design, args: { id: string; x: number; y: number }): Design {
  return editLayer(doc, args.id, (layer) => patchLayer(layer, { x: args.x, y: args.y }), { respectLock: true });
}

/** Moves by a step: the keyboard gives 1 unit, or 10 with Shift (see keyToAction). */
export function nudgeLayer(doc: Design, args: { id: string; dx: number; dy: number }): Design {
  const dx = readNumber(args.dx) ?? 0;
  const dy = readNumber(args.dy) ?? 0;
  return editLayer(doc, args.id, (layer) => patchLayer(layer, { x: layer.x + dx, y: layer.y + dy }), { respectLock: true });
}

/** Sets the angle in degrees; any angle is taken modulo 360. */
export function rotateLayer(doc: Design, args: { id: string; rotation: number }): Design {
  return editLayer(doc, args.id, (layer) => patchLayer(layer, { rotation: args.rotation }), { respectLock: true });
}

export function deleteLayer(doc: Design, args: { id: string }): Design {
  const layer = findLayer(doc, args.id);
  if (!layer || layer.locked) return doc;
  return { ...doc, layers: doc.layers.filter((candidate) => candidate !== layer) };
}

/** A copy just above the original, offset by +20,+20, unlocked, with a new id. */
export function duplicateLayer(doc: Design, args: { id: string }, ctx: CommandContext = defaultCommandContext): Design {
  const index = doc.layers.findIndex((layer) => layer.id === args.id);
  const layer = doc.layers[index];
  if (!layer || doc.layers.length >= LIMITS.layers) return doc;
  const copy: Layer = {
    ...layer,
    id: ctx.newId(),
    x: clamp(layer.x + DUPLICATE_OFFSET, LIMITS.position),
    y: clamp(layer.y + DUPLICATE_OFFSET, LIMITS.position),
    locked: false,
  };
  const layers = doc.layers.slice();
  layers.splice(index + 1, 0, copy);
  return { ...doc, layers };
}

export type ReorderTarget = 'up' | 'down' | 'top' | 'bottom';

/**
 * Changes the stacking order. Front and back layers share one list, but only layers on the
 * same view cover each other: 'up' and 'down' step past the next layer on the same view,
 * so every step changes what the user sees.
 */
export function reorderLayer(doc: Design, args: { id: string; to: ReorderTarget }): Design {
  const index = doc.layers.findIndex((layer) => layer.id === args.id);
  const layer = doc.layers[index];
  if (!layer) return doc;
  const others = doc.layers.filter((_, i) => i !== index);
  let insertAt: number;
  switch (args.to) {
    case 'top':
      insertAt = others.length;
      break;
    case 'bottom':
      insertAt = 0;
      break;
    case 'up': {
      const above = doc.layers.findIndex((other, i) => i > index && other.view === layer.view);
      if (above === -1) return doc;
      insertAt = above; // `above` shifts down by one in `others`, so this lands just over it
      break;
    }
    case 'down': {
      const below = doc.layers.findLastIndex((other, i) => i < index && other.view === layer.view);
      if (below === -1) return doc;
      insertAt = below;
      break;
    }
    default:
      return doc;
  }
  if (insertAt === index) return doc;
  return { ...doc, layers: [...others.slice(0, insertAt), layer, ...others.slice(insertAt)] };
}
