import { createDesign } from '../document/defaults';
import { designSchema } from '../document/schema';
import type { TextLayer } from '../document/types';
import { deepFreeze, NOW } from '../test-utils';
import { createSequentialIds } from './context';
import { setFabric, setPartPaint, setSkin, setTeamName } from './garment';
import { addLayer, updateLayer } from './layers';
import { applyTemplate, type DesignTemplate } from './template';

const ctx = () => ({ newId: createSequentialIds('t') });

function myDesign() {
  const idCtx = { newId: createSequentialIds('mine') };
  let doc = createDesign('soccer', NOW);
  doc = setTeamName(doc, { teamName: 'Mekong United' });
  doc = setPartPaint(doc, { partId: 'body', paint: '#00ff00' });
  doc = setFabric(doc, { supplierId: 's1', fabricId: 'f1' });
  doc = setSkin(doc, { skin: '#4a2c17' });
  doc = addLayer(doc, { kind: 'logo', props: { src: 'data:image/png;base64,bWluZQ==' } }, idCtx); // mine-1
  doc = addLayer(doc, { kind: 'backNumber', props: { text: '23' } }, idCtx); // mine-2
  doc = addLayer(doc, { kind: 'playerName', props: { text: 'DARA' } }, idCtx); // mine-3
  doc = updateLayer(doc, { id: 'mine-2', props: { fontSize: 200 } });
  return deepFreeze(doc);
}

const template: DesignTemplate = {
  id: 'tiger-stripes',
  design: {
    parts: { body: { kind: 'solid', color: '#ff8800' } },
    collar: 'mandarin',
    stripes: {
      second: { enabled: true, paint: { kind: 'solid', color: '#000000' }, width: 40 },
      bottom: { enabled: false, paint: { kind: 'solid', color: '#ffffff' }, width: 20 },
      sleeve: { enabled: false, paint: { kind: 'solid', color: '#ffffff' }, width: 20 },
      shorts: { enabled: false, paint: { kind: 'solid', color: '#ffffff' }, width: 20 },
    },
    layers: [
      { id: 'tpl-number', kind: 'backNumber', view: 'back', x: 500, y: 520, rotation: 0, scale: 1, opacity: 1, stroke: { width: 4, color: '#000000' }, visible: true, locked: false, text: '00', fontFamily: 'Bebas Neue', fontSize: 300, fontWeight: 900, fontStyle: 'italic', fill: { kind: 'solid', color: '#ff8800' }, align: 'center' },
      { id: 'tpl-sponsor', kind: 'sponsor', view: 'front', x: 500, y: 450, rotation: 0, scale: 1, opacity: 1, stroke: { width: 0, color: '#000000' }, visible: true, locked: false, src: 'data:image/png;base64,dGlnZXI=', width: 300, height: 100 },
    ],
  },
};

describe('applying a template', () => {
  const doc = myDesign();
  const next = applyTemplate(doc, { template }, ctx());

  it("replaces the design's look, with the product's defaults where the template is silent", () => {
    expect(next.parts.body).toEqual({ kind: 'solid', color: '#ff8800' });
    expect(next.parts.sleeves).toEqual(createDesign('soccer', NOW).parts.sleeves);
    expect(next.collar).toBe('mandarin');
    expect(next.stripes.second.enabled).toBe(true);
    expect(next.template).toBe('tiger-stripes');
    expect(designSchema().safeParse(next).success).toBe(true);
  });

  it('keeps the product, the team name, the dates, the fabric and the skin tone', () => {
    expect(next).toMatchObject({ product: 'soccer', teamName: 'Mekong United', createdAt: NOW, updatedAt: NOW, skin: '#4a2c17' });
    expect(next.fabric).toEqual(doc.fabric);
  });

  it("replaces the design's own logos and images with the template's", () => {
    expect(next.layers.find((layer) => layer.id === 'mine-1')).toBeUndefined();
    expect(next.layers.find((layer) => layer.kind === 'sponsor')).toMatchObject({ src: 'data:image/png;base64,dGlnZXI=' });
  });

  it("restyles a player's number as the template defines but keeps the player's number", () => {
    const number = next.layers.find((layer) => layer.kind === 'backNumber') as TextLayer;
    expect(number).toMatchObject({ id: 'mine-2', text: '23', fontFamily: 'Bebas Neue', fontSize: 300, y: 520 });
  });

  it('keeps player layers the template does not style', () => {
    expect(next.layers.find((layer) => layer.id === 'mine-3')).toEqual(doc.layers.find((layer) => layer.id === 'mine-3'));
  });

  it('gives template layers fresh ids, so applying twice never duplicates an id', () => {
    const twice = applyTemplate(next, { template }, ctx());
    const layerIds = twice.layers.map((layer) => layer.id);
    expect(new Set(layerIds).size).toBe(layerIds.length);
    expect(layerIds).not.toContain('tpl-sponsor');
  });

  it('refuses a template made for another product, or without an id', () => {
    expect(applyTemplate(doc, { template: { ...template, product: 'hoodie' } }, ctx())).toBe(doc);
    expect(applyTemplate(doc, { template: { ...template, id: '' } }, ctx())).toBe(doc);
  });

  it('reads a template leniently, like a stored document', () => {
    const sloppy = { id: 'sloppy', design: { parts: { body: '#123' }, layers: [{ kind: 'unknown' }, { kind: 'text', text: 'HI' }] } };
    const result = applyTemplate(doc, { template: sloppy as unknown as DesignTemplate }, ctx());
    expect(result.parts.body).toEqual({ kind: 'solid', color: '#112233' });
    expect(result.layers.map((layer) => layer.kind)).toEqual(['text', 'backNumber', 'playerName']);
  });
});
