import { GARMENTS } from './catalogue';
import { pathToPolygons } from './geometry/svg-path';
import { matches, normaliseSelection, resolveView } from './resolve';

const ids = (...args: Parameters<typeof resolveView>) => resolveView(...args).parts.map((p) => p.id);
const partD = (r: ReturnType<typeof resolveView>, id: string) => r.parts.find((p) => p.id === id)?.d;

describe('resolveView', () => {
  it('draws short or long sleeves, with cuffs on long ones', () => {
    const short = resolveView('tshirt', 'front', { sleeves: 'short' });
    const long = resolveView('tshirt', 'front', { sleeves: 'long' });
    expect(partD(short, 'leftSleeve')).toBeDefined();
    expect(partD(long, 'leftSleeve')).toBeDefined();
    expect(partD(short, 'leftSleeve')).not.toBe(partD(long, 'leftSleeve'));
    expect(ids('tshirt', 'front', { sleeves: 'short' })).not.toContain('cuffs');
    expect(ids('tshirt', 'front', { sleeves: 'long' })).toContain('cuffs');
    expect(ids('sleeveless', 'front')).not.toContain('leftSleeve');
    expect(ids('sleeveless', 'front')).toContain('armholeTrim');
  });

  it('puts the wearer’s left sleeve on the viewer’s right in front and on the left behind', () => {
    const centreX = (d: string | undefined) => {
      const pts = pathToPolygons(d ?? '').flat();
      return pts.reduce((s, p) => s + p[0], 0) / pts.length;
    };
    expect(centreX(partD(resolveView('tshirt', 'front'), 'leftSleeve'))).toBeGreaterThan(500);
    expect(centreX(partD(resolveView('tshirt', 'back'), 'leftSleeve'))).toBeLessThan(500);
    expect(resolveView('tshirt', 'front').printAreas['sleeve-left']?.x).toBeGreaterThan(500);
    expect(resolveView('tshirt', 'back').printAreas['sleeve-left']?.x).toBeLessThan(500);
  });

  it('changes the neckline with the collar, and shows the inside of the neck from the front only', () => {
    for (const slug of ['tshirt', 'soccer', 'sleeveless', 'oversizedshirt', 'boxyfit'] as const) {
      const collars = GARMENTS[slug].options.collars;
      const fronts = collars.map((collar) => partD(resolveView(slug, 'front', { collar }), 'collar'));
      expect(new Set(fronts).size).toBe(collars.length);
      const bodies = collars.map((collar) => partD(resolveView(slug, 'front', { collar }), 'body'));
      expect(new Set(bodies).size).toBe(collars.length);
      expect(ids(slug, 'front')).toContain('neckInside');
      expect(ids(slug, 'back')).not.toContain('neckInside');
    }
    expect(ids('polo', 'front')).toEqual(expect.arrayContaining(['collar', 'placket']));
    expect(ids('polo', 'back')).not.toContain('placket');
  });

  it('draws a pocket only when asked and offered', () => {
    for (const slug of ['tshirt', 'polo', 'hoodie'] as const) {
      expect(ids(slug, 'front', { pocket: true })).toContain('pocket');
      expect(ids(slug, 'front', { pocket: false })).not.toContain('pocket');
      expect(ids(slug, 'back', { pocket: true })).not.toContain('pocket');
    }
    expect(ids('boxyfit', 'front', { pocket: true })).not.toContain('pocket');
  });

  it('draws two or three buttons on the polo placket, none when there are none', () => {
    const count = (buttons: number) => pathToPolygons(partD(resolveView('polo', 'front', { buttons }), 'buttons') ?? '').length;
    expect(count(2)).toBe(2);
    expect(count(3)).toBe(3);
    expect(ids('polo', 'front', { buttons: 0 })).not.toContain('buttons');
    // A count the placket has no positions for snaps to the nearest it has.
    expect(count(5)).toBe(3);
    expect(count(1)).toBe(2);
    expect(ids('tshirt', 'front', { buttons: 3 })).not.toContain('buttons');
  });

  it('draws the hoodie’s hood, lining and drawstring, or a rib neck without the hood', () => {
    expect(ids('hoodie', 'front')).toEqual(expect.arrayContaining(['hood', 'hoodLining', 'drawstring', 'pocket', 'cuffs', 'waistband']));
    expect(ids('hoodie', 'back')).toContain('hood');
    expect(ids('hoodie', 'back')).not.toContain('hoodLining');
    expect(ids('hoodie', 'front', { drawstring: false })).not.toContain('drawstring');
    const hoodless = ids('hoodie', 'front', { hood: false });
    expect(hoodless).not.toContain('hood');
    expect(hoodless).not.toContain('drawstring');
    expect(hoodless).toContain('collar');
  });

  it('draws the boxing trunks’ tie only with a drawstring, and only in front', () => {
    expect(ids('boxingtrunk', 'front')).toEqual(['legRight', 'legLeft', 'sidePanelRight', 'sidePanelLeft', 'waistband', 'drawstring']);
    expect(ids('boxingtrunk', 'front', { drawstring: false })).not.toContain('drawstring');
    expect(ids('boxingtrunk', 'back')).not.toContain('drawstring');
  });

  it('draws the soccer kit’s shorts under the shirt on both views', () => {
    for (const view of ['front', 'back'] as const)
      expect(ids('soccer', view)).toEqual(expect.arrayContaining(['shortsBody', 'shortsWaistband', 'body']));
    expect(Object.keys(resolveView('soccer', 'front').printAreas)).toContain('shorts-number');
  });

  it('lists the part edges and the details in the outline', () => {
    const r = resolveView('polo', 'front', { buttons: 3 });
    for (const p of r.parts) expect(r.outline).toContain(p.d);
    expect(r.outline.length).toBeGreaterThan(r.parts.reduce((n, p) => n + p.d.length, 0));
  });

  it('paints each stripe after the last of its parts', () => {
    const r = resolveView('tshirt', 'front', { sleeves: 'long' });
    const after = Object.fromEntries(r.stripes.map((s) => [s.zone, s.paintAfter]));
    expect(after).toEqual({
      second: 'body',
      bottom: 'body',
      sleeve: expect.stringMatching(/Sleeve$/),
    });
  });
});

describe('normaliseSelection', () => {
  it('fills in the garment’s defaults', () => {
    expect(normaliseSelection(GARMENTS.hoodie)).toEqual(GARMENTS.hoodie.defaults);
  });

  it('replaces what the garment does not offer', () => {
    expect(
      normaliseSelection(GARMENTS.sleeveless, {
        sleeves: 'long',
        collar: 'mandarin',
        pocket: true,
        hood: true,
      }),
    ).toEqual({
      ...GARMENTS.sleeveless.defaults,
      sleeves: 'none',
      collar: 'crew',
    });
  });

  it('reads a round collar as a crew neck', () => {
    expect(normaliseSelection(GARMENTS.tshirt, { collar: 'round' }).collar).toBe('crew');
  });
});

describe('matches', () => {
  const s = GARMENTS.polo.defaults;
  it('needs every field of the condition', () => {
    expect(matches(undefined, s)).toBe(true);
    expect(matches({ sleeves: ['short'], buttons: [2] }, s)).toBe(true);
    expect(matches({ sleeves: ['short'], buttons: [3] }, s)).toBe(false);
    expect(matches({ pocket: true }, s)).toBe(false);
    expect(matches({ collar: ['polo'], hood: false, drawstring: false }, s)).toBe(true);
  });
});
