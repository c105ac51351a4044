import { createDesign, flipped, noEdits, resolvedViewOf, runCommand } from '@teamwear/design';
import { placePictureCommand } from './place-library-picture';

const doc = createDesign('soccer', '2026-01-01T00:00:00.000Z');
const picture = { src: 'data:image/svg+xml;base64,PHN2Zy8+', width: 512, height: 256 };

describe('placing a library picture', () => {
  it('as a logo: on the shown side, centred on the left chest, its aspect kept, with its edits', () => {
    const edits = flipped(noEdits(512, 256), 'x');
    const placed = runCommand(doc, placePictureCommand(doc, 'front', 'logo', picture, { edits }), { newId: () => 'new' });
    const layer = placed.layers.at(-1);
    const area = resolvedViewOf(doc, 'front').printAreas['chest-left'];
    expect(area).toBeDefined();
    expect(layer).toMatchObject({ kind: 'logo', view: 'front', src: picture.src, edits, x: Math.round((area?.x ?? 0) + (area?.width ?? 0) / 2) });
    expect(layer && 'width' in layer ? layer.width / layer.height : 0).toBeCloseTo(2, 1);
  });

  it('as a back image: on the back whatever side is shown', () => {
    const placed = runCommand(doc, placePictureCommand(doc, 'front', 'backImage', picture));
    expect(placed.layers.at(-1)).toMatchObject({ kind: 'backImage', view: 'back' });
  });
});
