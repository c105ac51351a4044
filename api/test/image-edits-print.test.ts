import { createDesign, flipped, migrateDesign, noEdits, type ImageEdits } from '@teamwear/design';
import { thumbnailScene } from '@teamwear/design/scene';
import { rasterise } from '../src/production/render/render-print-file';
import { sceneSvg } from '../src/production/render/scene-svg';

/** A picture whose left half is red and right half blue, on a white ground strip at the bottom. */
const PICTURE = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="100" height="80" fill="#ff0000"/><rect x="100" width="100" height="80" fill="#0000ff"/><rect y="80" width="200" height="20" fill="#ffffff"/></svg>`;
const SRC = `data:image/svg+xml;base64,${Buffer.from(PICTURE).toString('base64')}`;

/** The print picture of a front with one 200×100 logo at the centre, drawn 1 px per garment unit over x 400–600, y 450–550. */
function printed(edits?: ImageEdits) {
  const raw = { ...createDesign('soccer', '2026-01-01T00:00:00.000Z') };
  const layer = { id: 'logo-1', kind: 'logo', view: 'front', x: 500, y: 500, width: 200, height: 100, src: SRC, ...(edits ? { edits } : {}) };
  const design = migrateDesign({ ...raw, layers: [layer] });
  if (!design.ok) throw new Error(design.error.message);
  const image = rasterise(sceneSvg(thumbnailScene(design.doc, 'front'), { box: { x: 400, y: 450, width: 200, height: 100 }, width: 200, height: 100, garment: false }));
  return (x: number, y: number) => [...image.pixels.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 4)];
}

describe('print files draw a picture with its edits (the studio\'s edited-picture SVG, inline)', () => {
  const base = noEdits(200, 100);

  it('draws the original when unedited', () => {
    const at = printed();
    expect(at(20, 20)).toEqual([255, 0, 0, 255]);
    expect(at(180, 20)).toEqual([0, 0, 255, 255]);
  });

  it('mirrors a flipped picture', () => {
    const at = printed(flipped(base, 'x'));
    expect(at(20, 20)).toEqual([0, 0, 255, 255]);
    expect(at(180, 20)).toEqual([255, 0, 0, 255]);
  });

  it('removes the white ground, recolours and darkens', () => {
    const keyed = printed({ ...base, removeColour: { color: '#ffffff', tolerance: 0.1 } });
    expect(keyed(100, 95)[3]).toBe(0);
    expect(keyed(20, 20)).toEqual([255, 0, 0, 255]);
    const recoloured = printed({ ...base, recolour: '#00ff00' });
    expect(recoloured(180, 20)).toEqual([0, 255, 0, 255]);
    const darker = printed({ ...base, brightness: -0.5 });
    expect(darker(20, 20)[0]).toBeGreaterThan(120);
    expect(darker(20, 20)[0]).toBeLessThan(135);
  });

  it('crops to the chosen part, which then fills the box', () => {
    const at = printed({ ...base, crop: { x: 0.5, y: 0, width: 0.5, height: 0.8 } });
    // The blue half alone (100×80) fills the 200×100 box's height: 125 wide, centred.
    expect(at(100, 50)).toEqual([0, 0, 255, 255]);
    expect(at(30, 50)[3]).toBe(0);
  });
});
