import { DESIGN_SLUGS } from '../../garments/design-slugs';
import { LAYER_KINDS, PRODUCTS, SCHEMA_VERSION } from './constants';
import { createDesign, defaultLayer, defaultViewOf, touchDesign } from './defaults';
import { designSchema, layerSchema, paintSchema } from './schema';
import { NOW } from '../test-utils';

describe('the design document', () => {
  it('offers one editor per product of the route table', () => {
    expect([...PRODUCTS].sort()).toEqual([...DESIGN_SLUGS].sort());
  });

  it.each(PRODUCTS)('a fresh %s design is valid, versioned and plain JSON', (product) => {
    const doc = createDesign(product, NOW);
    expect(designSchema().safeParse(doc).success).toBe(true);
    expect(doc.schemaVersion).toBe(SCHEMA_VERSION);
    expect(SCHEMA_VERSION).toBe(3);
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
    expect(doc.createdAt).toBe(NOW);
    expect(doc.updatedAt).toBe(NOW);
  });

  it.each(PRODUCTS)('a fresh %s design names no part colour of its own: its parts wear the catalogue defaults', (product) => {
    expect(createDesign(product, NOW).parts).toEqual({});
  });

  it('starts with the part colours it is given, keeping only valid hex colours', () => {
    const doc = createDesign('soccer', NOW, { partColours: { body: '#1D4ED8', shortsBody: '#fff', broken: 'blue' } });
    expect(doc.parts).toEqual({ body: { kind: 'solid', color: '#1d4ed8' }, shortsBody: { kind: 'solid', color: '#ffffff' } });
  });

  it('gives each garment its own sensible options', () => {
    expect(createDesign('hoodie', NOW)).toMatchObject({ hood: true, drawstring: true, pocket: true, sleeves: 'long' });
    expect(createDesign('polo', NOW)).toMatchObject({ collar: 'polo', buttons: { count: 2 } });
    expect(createDesign('sleeveless', NOW).sleeves).toBe('none');
    expect(createDesign('soccer', NOW)).toMatchObject({ hood: false, sleeves: 'short', teamName: '', template: null, layers: [] });
    expect(createDesign('soccer', NOW).fabric).toEqual({ supplierId: null, fabricId: null, colorId: null });
  });

  it("starts from the garment catalogue's part colours when given them", () => {
    const doc = createDesign('tshirt', NOW, { partColours: { body: '#ABC', leftSleeve: '#000000', '': '#ffffff', bad: 'red' } });
    expect(doc.parts).toEqual({ body: { kind: 'solid', color: '#aabbcc' }, leftSleeve: { kind: 'solid', color: '#000000' } });
    expect(createDesign('tshirt', NOW, { partColours: {} }).parts).toEqual(createDesign('tshirt', NOW).parts);
  });

  it('is stamped with a new updatedAt only by whoever saves it', () => {
    const doc = createDesign('tshirt', NOW);
    const later = '2025-03-02T00:00:00.000Z';
    expect(touchDesign(doc, later)).toEqual({ ...doc, updatedAt: later });
    expect(touchDesign(doc, NOW)).toBe(doc);
  });

  it('stamps the current time when none is given', () => {
    const doc = createDesign('tshirt');
    expect(Date.parse(doc.createdAt)).not.toBeNaN();
  });

  it.each(LAYER_KINDS)('a default %s layer is valid', (kind) => {
    const layer = defaultLayer(kind, 'l1');
    expect(layerSchema().safeParse(layer).success).toBe(true);
    expect(layer.view).toBe(defaultViewOf(kind));
  });

  it('puts numbers and names on the back, logos on the front', () => {
    expect(defaultViewOf('backNumber')).toBe('back');
    expect(defaultViewOf('playerName')).toBe('back');
    expect(defaultViewOf('logo')).toBe('front');
    expect(defaultViewOf('frontNumber')).toBe('front');
  });

  describe('paints', () => {
    it.each([
      { kind: 'solid', color: '#ff0000' },
      { kind: 'solid', color: '#ff000080' },
      { kind: 'linear', angle: 0, stops: [{ offset: 0, color: '#ffffff' }, { offset: 100, color: '#000000' }] },
      { kind: 'radial', stops: [{ offset: 10, color: '#ffffff' }, { offset: 90, color: '#000000' }] },
    ])('accepts %j', (paint) => {
      expect(paintSchema().safeParse(paint).success).toBe(true);
    });

    it.each([
      { kind: 'solid', color: 'red' },
      { kind: 'solid', color: '#FF0000' },
      { kind: 'solid', color: '#f00' },
      { kind: 'linear', angle: 360, stops: [{ offset: 0, color: '#ffffff' }, { offset: 100, color: '#000000' }] },
      { kind: 'linear', angle: 90, stops: [{ offset: 0, color: '#ffffff' }] },
      { kind: 'radial', stops: [{ offset: -1, color: '#ffffff' }, { offset: 100, color: '#000000' }] },
      { kind: 'conic', stops: [] },
    ])('refuses %j', (paint) => {
      expect(paintSchema().safeParse(paint).success).toBe(false);
    });
  });

  it('refuses layers out of range and image sources that die with the tab', () => {
    const text = defaultLayer('text', 't');
    expect(layerSchema().safeParse({ ...text, opacity: 1.5 }).success).toBe(false);
    expect(layerSchema().safeParse({ ...text, x: 1201 }).success).toBe(false);
    expect(layerSchema().safeParse({ ...text, x: -200 }).success).toBe(true);
    expect(layerSchema().safeParse({ ...text, rotation: 360 }).success).toBe(false);
    const logo = defaultLayer('logo', 'l');
    expect(layerSchema().safeParse({ ...logo, src: 'data:image/png;base64,bG9nbw==' }).success).toBe(true);
    expect(layerSchema().safeParse({ ...logo, src: 'data:image/png;base64,AAAA' }).success).toBe(true);
    expect(layerSchema().safeParse({ ...logo, src: 'data:image/webp;base64,UklGRg==' }).success).toBe(true);
    expect(layerSchema().safeParse({ ...logo, src: 'data:image/svg+xml;base64,PHN2Zy8+' }).success).toBe(true);
    // The server draws documents: a path reads its own disk, an address makes it fetch (picture-source.ts).
    expect(layerSchema().safeParse({ ...logo, src: '/uploads/logo.png' }).success).toBe(false);
    expect(layerSchema().safeParse({ ...logo, src: '/etc/passwd' }).success).toBe(false);
    expect(layerSchema().safeParse({ ...logo, src: 'file:///etc/passwd' }).success).toBe(false);
    expect(layerSchema().safeParse({ ...logo, src: 'https://cdn.example/logo.png' }).success).toBe(false);
    expect(layerSchema().safeParse({ ...logo, src: 'data:image/png,notbase64' }).success).toBe(false);
    expect(layerSchema().safeParse({ ...logo, src: 'data:text/html;base64,PGI+' }).success).toBe(false);
    expect(layerSchema().safeParse({ ...logo, src: 'blob:https://x/123' }).success).toBe(false);
    expect(layerSchema().safeParse({ ...logo, src: 'javascript:alert(1)' }).success).toBe(false);
    expect(layerSchema().safeParse({ ...logo, src: '//evil.example/x.png' }).success).toBe(false);
  });

  it('refuses a part id that is empty or longer than 64 characters', () => {
    const doc = createDesign('soccer', NOW);
    expect(designSchema().safeParse({ ...doc, parts: { '': { kind: 'solid', color: '#000000' } } }).success).toBe(false);
    expect(designSchema().safeParse({ ...doc, parts: { ['p'.repeat(65)]: { kind: 'solid', color: '#000000' } } }).success).toBe(false);
    expect(designSchema().safeParse({ ...doc, parts: { ['p'.repeat(64)]: { kind: 'solid', color: '#000000' } } }).success).toBe(true);
  });

  it('refuses two layers with the same id', () => {
    const doc = createDesign('soccer', NOW);
    const layers = [defaultLayer('text', 'same'), defaultLayer('logo', 'same')];
    expect(designSchema().safeParse({ ...doc, layers }).success).toBe(false);
  });
});
