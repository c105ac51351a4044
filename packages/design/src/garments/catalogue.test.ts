import { DESIGN_SLUGS } from './design-slugs';
import { GARMENTS } from './catalogue';
import { mainPartOf, takesShortsNumber } from './garment-facts';
import { pointInPaths, polygonArea } from './geometry/polygon';
import { type Bounds, parsePath, pathBounds, pathToPolygons } from './geometry/svg-path';
import { resolveView } from './resolve';
import { ARTBOARD, type GarmentDefinition, type GarmentSelection, STRIPE_ZONES, VIEW_IDS } from './types';

const garments = DESIGN_SLUGS.map((slug) => [slug, GARMENTS[slug]] as const);

/** Every selection a garment offers: sleeves × collars × pocket × buttons × hood × drawstring. */
function selections(g: GarmentDefinition): GarmentSelection[] {
  const o = g.options;
  const out: GarmentSelection[] = [];
  for (const sleeves of o.sleeves)
    for (const collar of o.collars)
      for (const pocket of o.pocket ? [false, true] : [false])
        for (const buttons of o.buttons ? [0, ...o.buttonCounts] : [0])
          for (const hood of o.hood ? [false, true] : [false])
            for (const drawstring of o.drawstring ? [false, true] : [false])
              out.push({ sleeves, collar, pocket, buttons, hood, drawstring });
  return out;
}

const within = (b: Bounds, box: Bounds, slack = 0): boolean =>
  b.minX >= box.minX - slack && b.minY >= box.minY - slack && b.maxX <= box.maxX + slack && b.maxY <= box.maxY + slack;
const ARTBOARD_BOX: Bounds = {
  minX: 0,
  minY: 0,
  maxX: ARTBOARD.width,
  maxY: ARTBOARD.height,
};

describe('garment catalogue', () => {
  it('has the eight products, each under its own slug', () => {
    expect(Object.keys(GARMENTS).sort()).toEqual([...DESIGN_SLUGS].sort());
    for (const [slug, g] of garments) expect(g.slug).toBe(slug);
  });

  describe.each(garments)('%s', (_slug, g) => {
    const declared = new Set(g.parts.map((p) => p.id));

    it('has a front and a back view, each with parts, an outline source and print areas', () => {
      for (const view of VIEW_IDS) {
        expect(g.views[view].parts.length).toBeGreaterThan(0);
        expect(g.views[view].printAreas.length).toBeGreaterThan(0);
        expect(g.views[view].shading.length).toBeGreaterThan(0);
      }
    });

    it('declares every part a view draws or a stripe clips to, and draws every declared part', () => {
      const used = new Set<string>();
      for (const view of VIEW_IDS) {
        for (const p of g.views[view].parts) used.add(p.id);
        for (const zones of Object.values(g.views[view].stripes)) for (const z of zones ?? []) z.parts.forEach((id) => used.add(id));
      }
      expect([...used].filter((id) => !declared.has(id))).toEqual([]);
      expect([...declared].filter((id) => !used.has(id))).toEqual([]);
    });

    it('labels parts with i18n keys and gives them hex colours', () => {
      expect(new Set(g.parts.map((p) => p.id)).size).toBe(g.parts.length);
      for (const p of g.parts) {
        expect(p.label).toBe(`garment.part.${p.id}`);
        expect(p.defaultColour).toMatch(/^#[0-9a-f]{6}$/);
      }
    });

    it('starts from a selection it offers', () => {
      const { defaults: d, options: o } = g;
      expect(o.sleeves).toContain(d.sleeves);
      expect(o.collars).toContain(d.collar);
      if (!o.pocket) expect(d.pocket).toBe(false);
      if (!o.hood) expect(d.hood).toBe(false);
      if (!o.drawstring) expect(d.drawstring).toBe(false);
      expect(o.buttons ? [0, ...o.buttonCounts] : [0]).toContain(d.buttons);
    });

    it('writes every path as valid path data inside the artboard', () => {
      for (const view of VIEW_IDS) {
        const v = g.views[view];
        const paths = [...v.parts.flatMap((p) => [p.d, p.details ?? '']), ...v.shading.map((s) => s.d), v.outline].filter(
          (d) => d.length > 0,
        );
        for (const d of paths) {
          expect(() => parsePath(d)).not.toThrow();
          expect(within(pathBounds(d), ARTBOARD_BOX)).toBe(true);
        }
      }
    });

    it.each(VIEW_IDS)('resolves the %s view for every selection it offers', (view) => {
      for (const selection of selections(g)) {
        const r = resolveView(g, view, selection);
        const ids = r.parts.map((p) => p.id);
        // Variants of a part exclude each other: one path per part id.
        expect(new Set(ids).size).toBe(ids.length);
        for (const id of ids) expect(declared.has(id)).toBe(true);
        expect(() => parsePath(r.outline)).not.toThrow();
        const drawn = r.parts.map((p) => p.d);
        const garmentBox = pointsBox(drawn.map(pathBounds));
        for (const s of r.stripes) {
          expect(ids).toContain(s.paintAfter);
          expect(within(pathBounds(s.d), garmentBox, 0.5)).toBe(true);
        }
        for (const s of r.shading) {
          expect(s.alpha).toBeGreaterThan(0);
          expect(s.alpha).toBeLessThanOrEqual(0.5);
        }
        for (const [id, a] of Object.entries(r.printAreas)) {
          const corners: [number, number][] = [
            [a.x, a.y],
            [a.x + a.width, a.y],
            [a.x, a.y + a.height],
            [a.x + a.width, a.y + a.height],
            [a.x + a.width / 2, a.y + a.height / 2],
          ];
          const outside = corners.filter((c) => !pointInPaths(c, drawn));
          expect({ id, selection, outside }).toEqual({
            id,
            selection,
            outside: [],
          });
        }
      }
    });
  });
});

function pointsBox(boxes: readonly Bounds[]): Bounds {
  return {
    minX: Math.min(...boxes.map((b) => b.minX)),
    minY: Math.min(...boxes.map((b) => b.minY)),
    maxX: Math.max(...boxes.map((b) => b.maxX)),
    maxY: Math.max(...boxes.map((b) => b.maxY)),
  };
}

describe('stripe zones', () => {
  it.each(garments)('%s has its stripe zones inside the garment, growing with their width', (_slug, g) => {
    const r = resolveView(g, 'front', g.defaults);
    expect(r.stripes.length).toBeGreaterThan(0);
    for (const zone of STRIPE_ZONES) {
      const narrow = resolveView(g, 'front', g.defaults, {
        [zone]: 10,
      }).stripes.find((s) => s.zone === zone);
      const wide = resolveView(g, 'front', g.defaults, {
        [zone]: 40,
      }).stripes.find((s) => s.zone === zone);
      if (!narrow || !wide) continue;
      const area = (d: string) => pathToPolygons(d).reduce((sum, poly) => sum + polygonArea(poly), 0);
      expect(area(wide.d)).toBeGreaterThan(area(narrow.d));
    }
  });

  it('offers the shorts stripe on the kit and the trunks only', () => {
    const withShorts = garments.filter(([, g]) => resolveView(g, 'front').stripes.some((s) => s.zone === 'shorts')).map(([slug]) => slug);
    expect(withShorts.sort()).toEqual(['boxingtrunk', 'soccer']);
  });

  it('has sleeve stripes only where there are sleeves', () => {
    expect(resolveView('sleeveless', 'front').stripes.some((s) => s.zone === 'sleeve')).toBe(false);
    for (const sleeves of ['short', 'long'] as const) {
      expect(resolveView('tshirt', 'front', { sleeves }).stripes.some((s) => s.zone === 'sleeve')).toBe(true);
    }
  });
});

describe('what the panels ask of a garment', () => {
  it('a number on the shorts: the kit and the trunks', () => {
    expect(garments.filter(([, g]) => takesShortsNumber(g)).map(([slug]) => slug).sort()).toEqual(['boxingtrunk', 'soccer']);
  });

  it('the main part is one of the garment’s parts: the body, or the trunks’ legs', () => {
    for (const [, g] of garments) expect(g.parts.map((part) => part.id)).toContain(mainPartOf(g));
    expect(mainPartOf('boxingtrunk')).toBe('legLeft');
    expect(mainPartOf('polo')).toBe('body');
  });
});
