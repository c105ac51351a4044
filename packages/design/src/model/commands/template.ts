import { LIMITS, PLAYER_LAYER_KINDS, type Product } from '../document/constants';
import { createDesign, isTextLayer } from '../document/defaults';
import { restoreLayers, restoreLook } from '../document/restore';
import type { Design, Layer } from '../document/types';
import { isRecord, readId } from '../document/values';
import { defaultCommandContext, type CommandContext } from './context';

/** The look a template gives: any part of a design but what belongs to the team and the record. */
export type TemplateDesign = Partial<Omit<Design, 'schemaVersion' | 'product' | 'teamName' | 'template' | 'createdAt' | 'updatedAt'>>;

export interface DesignTemplate {
  id: string;
  /** When set, the template only applies to this product. */
  product?: Product;
  /** Read leniently, like a stored document: templates come from the server. */
  design: TemplateDesign;
}

const isPlayerLayer = (layer: Layer) => (PLAYER_LAYER_KINDS as readonly string[]).includes(layer.kind);

/**
 * Replaces the design's look with the template's (docs/product.md §4 warns "You will lose your
 * previous design!"): whatever the template leaves out returns to the product's default.
 * Kept: the product, the team name, the dates, and the fabric and skin tone unless the
 * template sets them (they are choices of material and preview, not of look).
 * Layers: the template's own layers replace the design's, except the players' names and
 * numbers: where the template styles a name or number on the same view, the design's layer
 * takes that style and position but keeps its text and id; the others stay as they were.
 */
export function applyTemplate(doc: Design, args: { template: DesignTemplate }, ctx: CommandContext = defaultCommandContext): Design {
  const { template } = args;
  const templateId = readId(template?.id, LIMITS.idLength);
  if (!templateId || !isRecord(template.design)) return doc;
  if (template.product !== undefined && template.product !== doc.product) return doc;
  const raw: Record<string, unknown> = template.design;

  const base = { ...createDesign(doc.product, doc.createdAt), fabric: doc.fabric, skin: doc.skin };
  const look = restoreLook(raw, base);

  // Template layers always get fresh ids: the same template may be applied twice.
  const templateLayers = restoreLayers(
    Array.isArray(raw.layers) ? raw.layers.map((layer: unknown) => (isRecord(layer) ? { ...layer, id: undefined } : layer)) : [],
    ctx.newId,
  );
  const players = doc.layers.filter(isPlayerLayer);
  const restyled = new Set<string>();
  const layers = templateLayers.map((styled) => {
    if (!isPlayerLayer(styled) || !isTextLayer(styled)) return styled;
    const mine = players.find((layer) => layer.kind === styled.kind && layer.view === styled.view && !restyled.has(layer.id));
    if (!mine || !isTextLayer(mine)) return styled;
    restyled.add(mine.id);
    return { ...styled, id: mine.id, text: mine.text };
  });
  const untouched = players.filter((layer) => !restyled.has(layer.id));

  return {
    ...look,
    schemaVersion: doc.schemaVersion,
    product: doc.product,
    teamName: doc.teamName,
    template: templateId,
    layers: [...layers, ...untouched].slice(0, LIMITS.layers),
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}
