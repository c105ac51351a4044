import { createSequentialIds } from '../commands/context';
import { NOW } from '../test-utils';
import { SCHEMA_VERSION } from './constants';
import { createDesign, defaultLayer } from './defaults';
import { migrateDesign, type DesignV1, type MigrationResult } from './migrate';
import { strictlyChecked } from './strict-check';
import { upgradeDesign } from './upgrade';
import { designSchema } from './schema';
import type { Design } from './types';

const options = () => ({ now: NOW, newId: createSequentialIds('restored') });

function expectDoc(result: MigrationResult): Design {
  if (!result.ok) throw new Error(`expected a document, got ${result.error.code}: ${result.error.message}`);
  expect(designSchema().safeParse(result.doc).success).toBe(true);
  return result.doc;
}

function expectError(result: MigrationResult) {
  if (result.ok) throw new Error('expected an error');
  return result.error;
}

const v1: DesignV1 = {
  product: 'soccer',
  teamName: 'Phnom Penh FC',
  fabric: 'dryfit-140',
  fabricColor: 'navy',
  sleeves: 'long',
  collar: 'crew',
  buttons: { count: 3, color: '#FFD700' },
  parts: { body: '#FF0000', sleeves: '#00f', socks: 'not a colour' },
  stripes: { bottom: { enabled: true, color: '#ffffff', width: 30 } },
  pattern: 'camo-02',
  skin: '#8d5524',
  template: 'classic',
  layers: [
    { id: 'n1', kind: 'backNumber', text: '7', rotate: 15, color: '#FFFFFF', textAlign: 'left', strokeSize: 3, strokeColor: '#000' },
    { id: 'l1', kind: 'logo', src: 'data:image/png;base64,bG9nbw==', x: 640, y: 300, width: 100, height: 100 },
    { id: 'p1', kind: 'playerName', text: 'SOKHA' },
  ],
  createdAt: '2024-05-01T08:00:00.000Z',
  updatedAt: '2024-06-01T08:00:00.000Z',
};

describe('migrateDesign: version 1 (the first prototype) to version 2', () => {
  const doc = expectDoc(migrateDesign(v1, options()));
  const result = migrateDesign(v1, options());

  it('reports where it came from', () => {
    expect(result.ok && result.fromVersion).toBe(1);
    expect(doc.schemaVersion).toBe(SCHEMA_VERSION);
  });

  it('turns each part colour into a solid paint and keeps parts it could not read at their default', () => {
    expect(doc.parts.body).toEqual({ kind: 'solid', color: '#ff0000' });
    expect(doc.parts.sleeves).toEqual({ kind: 'solid', color: '#0000ff' });
    expect(doc.parts.socks).toEqual(createDesign('soccer', NOW).parts.socks);
  });

  it('moves the fabric id and fabric colour into the fabric choice', () => {
    expect(doc.fabric).toEqual({ supplierId: null, fabricId: 'dryfit-140', colorId: 'navy' });
  });

  it('keeps the team, the garment options and the dates', () => {
    expect(doc).toMatchObject({
      product: 'soccer',
      teamName: 'Phnom Penh FC',
      sleeves: 'long',
      collar: 'crew',
      buttons: { count: 3, paint: { kind: 'solid', color: '#ffd700' } },
      skin: '#8d5524',
      template: 'classic',
      createdAt: '2024-05-01T08:00:00.000Z',
      updatedAt: '2024-06-01T08:00:00.000Z',
    });
  });

  it('turns stripe colours into paints, and the pattern id into a pattern', () => {
    expect(doc.stripes.bottom).toEqual({ enabled: true, paint: { kind: 'solid', color: '#ffffff' }, width: 30 });
    expect(doc.stripes.second.enabled).toBe(false);
    expect(doc.pattern).toEqual({ id: 'camo-02', scale: 1, opacity: 1, tint: null });
  });

  it('gives each layer the view its kind belongs to, and renames its old fields', () => {
    const [number, logo, name] = doc.layers;
    expect(number).toMatchObject({
      id: 'n1',
      view: 'back',
      rotation: 15,
      text: '7',
      align: 'left',
      fill: { kind: 'solid', color: '#ffffff' },
      stroke: { width: 3, color: '#000000' },
    });
    expect(logo).toMatchObject({ id: 'l1', view: 'front', x: 640, y: 300, src: 'data:image/png;base64,bG9nbw==' });
    expect(name).toMatchObject({ id: 'p1', view: 'back', text: 'SOKHA' });
    expect(number).not.toHaveProperty('rotate');
    expect(number).not.toHaveProperty('textAlign');
  });

  it('reads a v1 document saved with schemaVersion 1 the same way', () => {
    expect(expectDoc(migrateDesign({ ...v1, schemaVersion: 1 }, options()))).toEqual(doc);
  });
});

describe('migrateDesign: version 2 to version 3 (text styles)', () => {
  const v2 = {
    schemaVersion: 2,
    product: 'soccer',
    layers: [
      { id: 't1', kind: 'playerName', view: 'back', text: 'SOKHA', fontFamily: 'Saira', fontWeight: 700 },
      { id: 'l1', kind: 'logo', view: 'front', src: 'data:image/png;base64,bG9nbw==' },
      { id: 't2', kind: 'text', view: 'front', text: 'Hand edited', fontStyle: 'italic' },
    ],
  };
  const result = migrateDesign(v2, options());
  const doc = expectDoc(result);

  it('writes the current version and says it came from 2', () => {
    expect(doc.schemaVersion).toBe(3);
    expect(result.ok && result.fromVersion).toBe(2);
  });

  it('makes a version 2 text upright, as it was drawn, and keeps a style already written', () => {
    expect(doc.layers[0]).toMatchObject({ id: 't1', fontFamily: 'Saira', fontWeight: 700, fontStyle: 'normal' });
    expect(doc.layers[2]).toMatchObject({ id: 't2', fontStyle: 'italic' });
  });

  it('gives pictures no font style', () => {
    expect(doc.layers[1]).not.toHaveProperty('fontStyle');
  });

  it('repairs a style it cannot read to upright, and reads oblique as italic', () => {
    const odd = expectDoc(
      migrateDesign({ ...v2, schemaVersion: 3, layers: [{ ...v2.layers[0], fontStyle: 'wobbly' }, { ...v2.layers[2], fontStyle: 'oblique' }] }, options()),
    );
    expect(odd.layers.map((layer) => 'fontStyle' in layer && layer.fontStyle)).toEqual(['normal', 'italic']);
  });

  it('refuses a version newer than this code', () => {
    expect(expectError(migrateDesign({ ...v2, schemaVersion: 4 }, options())).code).toBe('unsupported-version');
  });
});

describe('migrateDesign: current and partial documents', () => {
  it('returns a current document unchanged', () => {
    const current = createDesign('hoodie', NOW);
    const withLayer = { ...current, layers: [defaultLayer('text', 'a'), defaultLayer('logo', 'b')] };
    const result = migrateDesign(JSON.parse(JSON.stringify(withLayer)), options());
    expect(expectDoc(result)).toEqual(withLayer);
    expect(result.ok && result.fromVersion).toBe(3);
  });

  it('restores a document that names only its product from the defaults', () => {
    expect(expectDoc(migrateDesign({ product: 'polo' }, options()))).toEqual(createDesign('polo', NOW));
  });

  it('takes the product of the editor when the document names none', () => {
    expect(expectDoc(migrateDesign({ teamName: 'Tigers' }, { ...options(), product: 'hoodie' }))).toMatchObject({
      product: 'hoodie',
      teamName: 'Tigers',
      hood: true,
    });
  });

  it('clamps out-of-range values instead of refusing the document', () => {
    const doc = expectDoc(
      migrateDesign(
        {
          schemaVersion: 2,
          product: 'soccer',
          teamName: 'x'.repeat(500),
          buttons: { count: 99 },
          pattern: { id: 'dots', scale: 500, opacity: -3, tint: 'nope' },
          layers: [{ id: 'a', kind: 'text', view: 'front', x: 99999, y: -99999, rotation: -90, scale: 0, opacity: 7, fontWeight: 730 }],
        },
        options(),
      ),
    );
    expect(doc.teamName).toHaveLength(60);
    expect(doc.buttons.count).toBe(8);
    expect(doc.pattern).toEqual({ id: 'dots', scale: 10, opacity: 0, tint: null });
    expect(doc.layers[0]).toMatchObject({ x: 1200, y: -200, rotation: 270, scale: 0.1, opacity: 1, fontWeight: 700 });
  });

  it('drops layers of unknown kinds, gives layers without an id one and separates duplicate ids', () => {
    const doc = expectDoc(
      migrateDesign(
        {
          product: 'soccer',
          schemaVersion: 2,
          layers: [{ kind: 'hologram' }, 'junk', null, { kind: 'text' }, { id: 'x', kind: 'logo' }, { id: 'x', kind: 'sponsor' }],
        },
        options(),
      ),
    );
    expect(doc.layers.map((layer) => [layer.kind, layer.id])).toEqual([
      ['text', 'restored-1'],
      ['logo', 'x'],
      ['sponsor', 'restored-2'],
    ]);
  });

  it('repairs bad colours, dates and image sources', () => {
    const doc = expectDoc(
      migrateDesign(
        {
          product: 'tshirt',
          schemaVersion: 2,
          skin: 'pink',
          parts: { body: { kind: 'linear', angle: 450, stops: [{ offset: -5, color: '#FFF' }, { offset: 150, color: '#000' }] } },
          createdAt: 'yesterday',
          updatedAt: 1_700_000_000_000,
          layers: [{ id: 'i', kind: 'frontImage', src: 'blob:https://x/1' }],
        },
        options(),
      ),
    );
    expect(doc.skin).toBe(createDesign('tshirt', NOW).skin);
    expect(doc.parts.body).toEqual({
      kind: 'linear',
      angle: 90,
      stops: [
        { offset: 0, color: '#ffffff' },
        { offset: 100, color: '#000000' },
      ],
    });
    expect(doc.createdAt).toBe(NOW);
    expect(doc.updatedAt).toBe(new Date(1_700_000_000_000).toISOString());
    expect(doc.layers[0]).toMatchObject({ kind: 'frontImage', src: '' });
  });

  it('keeps the layers of a document stored with server paths or web addresses as pictures, without them', () => {
    // Stored before the API checked sources: what the server draws from it must not name a file.
    const doc = expectDoc(
      migrateDesign(
        {
          product: 'soccer',
          schemaVersion: SCHEMA_VERSION,
          layers: [
            { id: 'a', kind: 'logo', view: 'front', src: '/etc/hostname.png' },
            { id: 'b', kind: 'logo', view: 'front', src: '/dev/zero' },
            { id: 'c', kind: 'sponsor', view: 'front', src: 'https://cdn.example/s.png' },
          ],
        },
        options(),
      ),
    );
    expect(doc.layers.map((layer) => [layer.id, 'src' in layer ? layer.src : null])).toEqual([
      ['a', ''],
      ['b', ''],
      ['c', ''],
    ]);
  });
});

describe('migrateDesign: input it cannot use', () => {
  it.each([null, undefined, 42, 'design', [], true])('refuses %p as not an object', (input) => {
    expect(expectError(migrateDesign(input, options())).code).toBe('not-an-object');
  });

  it.each([4, 0, -1, 1.5, 'two', {}])('refuses schema version %p', (schemaVersion) => {
    expect(expectError(migrateDesign({ product: 'soccer', schemaVersion }, options())).code).toBe('unsupported-version');
  });

  it('refuses an unknown product, even when the editor has one', () => {
    expect(expectError(migrateDesign({ product: 'basketball' }, { ...options(), product: 'soccer' })).code).toBe('unknown-product');
    expect(expectError(migrateDesign({}, options())).code).toBe('unknown-product');
  });

  it('never throws, whatever it is given', () => {
    const nasty: unknown[] = [
      { product: 'soccer', layers: 'nope', parts: [1, 2], stripes: 5, fabric: 7, buttons: null, pattern: 3 },
      { product: 'soccer', layers: [{ kind: 'text', stroke: 'x', fill: { kind: 'linear', stops: 'x' } }] },
      Object.create(null),
      {
        get product(): string {
          throw new Error('getter blew up');
        },
      },
      { product: 'soccer', parts: { body: { kind: 'radial', stops: [null, undefined] } } },
    ];
    for (const input of nasty) {
      expect(() => migrateDesign(input, options())).not.toThrow();
    }
    expect(expectError(migrateDesign(nasty[3], options())).code).toBe('invalid');
    expectDoc(migrateDesign(nasty[0], options()));
  });
});

describe('upgradeDesign: the same document without the strict check (what the thumbnails on /me draw)', () => {
  const inputs: unknown[] = [
    v1,
    { ...createDesign('hoodie', NOW), schemaVersion: 2 },
    createDesign('polo', NOW),
    { product: 'soccer', layers: 'nope', parts: [1, 2], stripes: 5, fabric: 7, buttons: null, pattern: 3 },
    { product: 'soccer', layers: [{ kind: 'logo', src: '/uploads/logo.png' }, { kind: 'teamName', x: 5000, fill: '#FFF' }] },
  ];

  it.each(inputs.map((input, index) => [index, input]))('gives what migrateDesign gives (input %i), and it passes the strict schema', (_index, input) => {
    const upgraded = upgradeDesign(input, options());
    expect(upgraded).toEqual(migrateDesign(input, options()));
    expectDoc(upgraded);
  });

  it('refuses what migrateDesign refuses, for the same reason', () => {
    for (const input of [null, 'soccer', { product: 'kite' }, { product: 'soccer', schemaVersion: SCHEMA_VERSION + 1 }]) {
      expect(expectError(upgradeDesign(input, options())).code).toBe(expectError(migrateDesign(input, options())).code);
    }
  });
});

describe('strictlyChecked: migrateDesign’s last step on its own (the studio runs it apart)', () => {
  const inputs: unknown[] = [
    v1,
    createDesign('polo', NOW),
    { product: 'soccer', layers: 'nope', parts: [1, 2], stripes: 5, fabric: 7, buttons: null, pattern: 3 },
    null,
    { product: 'kite' },
    { product: 'soccer', schemaVersion: SCHEMA_VERSION + 1 },
  ];

  it.each(inputs.map((input, index) => [index, input]))('after upgradeDesign, gives what migrateDesign gives (input %i)', (_index, input) => {
    expect(strictlyChecked(upgradeDesign(input, options()))).toEqual(migrateDesign(input, options()));
  });

  it('refuses a document the strict schema refuses, as invalid, without throwing', () => {
    const doc = expectDoc(upgradeDesign(createDesign('soccer', NOW), options()));
    for (const broken of [{ ...doc, skin: 'red' }, { ...doc, layers: 'none' }, { ...doc, teamName: 42 }]) {
      expect(expectError(strictlyChecked({ ok: true, doc: broken as unknown as Design, fromVersion: SCHEMA_VERSION })).code).toBe('invalid');
    }
  });
});
