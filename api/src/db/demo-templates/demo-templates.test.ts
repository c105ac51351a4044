import { SLUG_BY_PRODUCT_TYPE } from '@teamwear/shared/tenant';
import { PRODUCT_TYPES, type ProductType } from '@teamwear/shared/contracts';
import { applyTemplate, createDesign, createSequentialIds, STRIPE_IDS, type Design, type Layer, type Product, type TemplateDesign } from '@teamwear/design';
import { designSchema } from '@teamwear/design/schemas';
import { GARMENTS, normaliseSelection, pathBounds, resolveView } from '@teamwear/design/garments';
import { findPattern } from '@teamwear/design/patterns';
import { NOW } from '@teamwear/design/test-utils';
// The demo shops' templates as the API seeds and serves them.
import angkor from './angkor.json';
import mekong from './mekong.json';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every demo template, applied to a new design of its garment, must come through whole: the
 * studio reads templates leniently and silently drops what it does not know, so a misspelt part,
 * pattern, stripe or option would otherwise only show as a template that looks wrong.
 */

interface SeededTemplate {
  shop: string;
  name: string;
  type: ProductType;
  document: Record<string, unknown>;
}

function seeded(shop: string, data: unknown): SeededTemplate[] {
  if (!Array.isArray(data)) throw new Error(`${shop}: the data file is not a list`);
  return data.map((entry: unknown) => {
    if (!isRecord(entry) || typeof entry.name !== 'string' || !isRecord(entry.document)) throw new Error(`${shop}: a template without a name or document`);
    const type = PRODUCT_TYPES.find((known) => known === entry.type);
    if (!type) throw new Error(`${shop} ${entry.name}: unknown product type ${String(entry.type)}`);
    return { shop, name: entry.name, type, document: entry.document };
  });
}

const TEMPLATES = [...seeded('angkor', angkor), ...seeded('mekong', mekong)];

/** What a template document may hold (model/commands/template.ts TemplateDesign). */
const TEMPLATE_FIELDS: readonly (keyof TemplateDesign)[] = [
  'fabric',
  'sleeves',
  'collar',
  'buttons',
  'pocket',
  'hood',
  'drawstring',
  'parts',
  'stripes',
  'pattern',
  'partPatterns',
  'skin',
  'layers',
];

function applied(template: SeededTemplate): { product: Product; doc: Design } {
  const product = SLUG_BY_PRODUCT_TYPE[template.type];
  const doc = applyTemplate(
    createDesign(product, NOW),
    { template: { id: 'demo', product, design: template.document as TemplateDesign } },
    { newId: createSequentialIds('layer') },
  );
  return { product, doc };
}

const records = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

describe.each(TEMPLATES.map((template) => [`${template.shop}: ${template.name} (${template.type})`, template] as const))('demo template %s', (_, template) => {
  const { product, doc } = applied(template);
  const garment = GARMENTS[product];
  const partIds = garment.parts.map((part) => part.id);
  const source = template.document;

  it('is applied: a valid design that records the template', () => {
    expect(doc.template).toBe('demo');
    expect(designSchema().safeParse(doc).success).toBe(true);
  });

  it('holds only what a template may set', () => {
    expect(Object.keys(source).filter((key) => !(TEMPLATE_FIELDS as readonly string[]).includes(key))).toEqual([]);
  });

  it("paints only the garment's parts, each as the template says", () => {
    const parts = records(source.parts);
    expect(Object.keys(parts).length).toBeGreaterThan(0);
    for (const [partId, paint] of Object.entries(parts)) {
      expect({ partId, known: partIds.includes(partId) }).toEqual({ partId, known: true });
      expect(doc.parts[partId]).toEqual(paint);
    }
  });

  it("chooses options the garment offers, and the garment draws them", () => {
    const { options } = garment;
    const selection = { sleeves: doc.sleeves, collar: doc.collar, pocket: doc.pocket, buttons: doc.buttons.count, hood: doc.hood, drawstring: doc.drawstring };
    for (const field of ['sleeves', 'collar', 'pocket', 'hood', 'drawstring'] as const) {
      if (field in source) expect(doc[field]).toBe(source[field]);
    }
    if ('buttons' in source) expect(doc.buttons).toEqual(source.buttons);
    expect(options.sleeves).toContain(doc.sleeves);
    expect(options.collars).toContain(doc.collar);
    expect(normaliseSelection(garment, selection)).toEqual(selection);
  });

  it('uses patterns of the library on parts of the garment, as the template says', () => {
    if ('pattern' in source) {
      expect(doc.pattern).toEqual(source.pattern);
      if (doc.pattern.id !== null) expect(findPattern(doc.pattern.id)?.id).toBe(doc.pattern.id);
    }
    const partPatterns = records(source.partPatterns);
    for (const [partId, pattern] of Object.entries(partPatterns)) {
      expect({ partId, known: partIds.includes(partId) }).toEqual({ partId, known: true });
      expect(doc.partPatterns[partId]).toEqual(pattern);
      const id = doc.partPatterns[partId]?.id;
      if (id) expect(findPattern(id)?.id).toBe(id);
    }
  });

  it('sets stripes the garment has, as the template says', () => {
    const stripes = records(source.stripes);
    const drawn = new Set(
      (['front', 'back'] as const).flatMap((view) =>
        resolveView(product, view, { sleeves: doc.sleeves, collar: doc.collar, pocket: doc.pocket, buttons: doc.buttons.count, hood: doc.hood, drawstring: doc.drawstring }).stripes.map(
          (stripe) => stripe.zone,
        ),
      ),
    );
    for (const [zone, stripe] of Object.entries(stripes)) {
      expect((STRIPE_IDS as readonly string[]).includes(zone)).toBe(true);
      expect(doc.stripes[zone as (typeof STRIPE_IDS)[number]]).toEqual(stripe);
      if (records(stripe).enabled === true) expect({ zone, drawn: drawn.has(zone as (typeof STRIPE_IDS)[number]) }).toEqual({ zone, drawn: true });
    }
  });

  it('keeps every layer, styled as the template says, on the garment', () => {
    const layers = Array.isArray(source.layers) ? source.layers.map(records) : [];
    expect(layers.length).toBeGreaterThan(0);
    expect(doc.layers).toHaveLength(layers.length);
    const boundsOf = (view: Layer['view']) => {
      const boxes = resolveView(product, view, { sleeves: doc.sleeves, collar: doc.collar, pocket: doc.pocket, buttons: doc.buttons.count, hood: doc.hood }).parts.map((part) =>
        pathBounds(part.d),
      );
      return {
        minX: Math.min(...boxes.map((box) => box.minX)),
        minY: Math.min(...boxes.map((box) => box.minY)),
        maxX: Math.max(...boxes.map((box) => box.maxX)),
        maxY: Math.max(...boxes.map((box) => box.maxY)),
      };
    };
    layers.forEach((layer, index) => {
      const { id: _id, ...styled } = layer;
      const made = doc.layers[index];
      expect(made).toMatchObject(styled);
      if (!made) return;
      const box = boundsOf(made.view);
      expect({ index, inside: made.x > box.minX && made.x < box.maxX && made.y > box.minY && made.y < box.maxY }).toEqual({ index, inside: true });
    });
    // A team name, and the players' name and number on the back, as a customer expects of a template.
    expect(doc.layers.some((layer) => layer.kind === 'text')).toBe(true);
    expect(doc.layers.some((layer) => layer.kind === 'playerName' && layer.view === 'back')).toBe(true);
  });
});

describe('the demo templates', () => {
  it('cover every product type the demo shops offer', () => {
    expect(new Set(seeded('angkor', angkor).map((template) => template.type))).toEqual(new Set(PRODUCT_TYPES));
    expect(new Set(seeded('mekong', mekong).map((template) => template.type))).toEqual(new Set(['SOCCER_KIT', 'POLO_SHIRT', 'TSHIRT', 'HOODIE']));
  });
});
