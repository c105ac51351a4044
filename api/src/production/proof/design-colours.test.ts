import { DEFAULT_INKS } from '@teamwear/design/print';
import { migrateDesign, type Design } from '@teamwear/design';
import { placeWords, roleWords } from './colour-words';
import { designColours } from './design-colours';

function design(fields: Record<string, unknown>): Design {
  const migrated = migrateDesign({ schemaVersion: 3, product: 'polo', ...fields });
  if (!migrated.ok) throw new Error(migrated.error.message);
  return migrated.doc;
}

const solid = (color: string) => ({ kind: 'solid', color });
const text = (id: string, kind: string, value: string, extra: Record<string, unknown> = {}) => ({ id, kind, view: 'front', text: value, fill: solid('#ffffff'), ...extra });

describe('the colours a proof lists', () => {
  it('reads every colour the studio can set, from the migrated document', () => {
    const doc = design({
      parts: { body: solid('#1d4ed8'), collar: { kind: 'linear', angle: 0, stops: [{ offset: 0, color: '#ffffff' }, { offset: 100, color: '#000000' }] } },
      stripes: { bottom: { enabled: true, paint: solid('#fedd00'), width: 20 }, sleeve: { enabled: false, paint: solid('#ff0000'), width: 20 } },
      buttons: { count: 3, paint: solid('#222222') },
      pattern: { id: 'camo', scale: 1, opacity: 0.5, tint: '#00ff00' },
      partPatterns: { collar: { id: 'dots', scale: 1, opacity: 1, tint: '#ff00ff' } },
      layers: [
        text('n', 'frontNumber', '10', { stroke: { width: 4, color: '#000000' } }),
        text('h', 'text', 'HIDDEN', { visible: false }),
        { id: 'l1', kind: 'logo', view: 'front', src: '' },
        { id: 'l2', kind: 'logo', view: 'front', src: '', edits: { sourceWidth: 10, sourceHeight: 10, recolour: '#ff8800' } },
      ],
    });
    const listed = designColours(doc, DEFAULT_INKS).map((colour) => [placeWords(colour.place, 'en'), roleWords(colour.role, 'en'), colour.hex]);
    expect(listed).toEqual(
      expect.arrayContaining([
        ['Body', 'Colour', '#1d4ed8'],
        ['Collar', 'Gradient colour 1', '#ffffff'],
        ['Collar', 'Gradient colour 2', '#000000'],
        ['Hem band', 'Colour', '#fedd00'],
        ['Buttons', 'Colour', '#222222'],
        ['Pattern', 'Pattern colour', '#00ff00'],
        ['Pattern on the collar', 'Pattern colour', '#ff00ff'],
        ['Front number “10”', 'Colour', '#ffffff'],
        ['Front number “10”', 'Outline', '#000000'],
        ['Logo 2', 'Picture recoloured', '#ff8800'],
      ]),
    );
    // A band turned off and a hidden layer print nothing.
    expect(listed.map(([place]) => place)).not.toContain('Sleeve bands');
    expect(listed.map(([place]) => place).join()).not.toContain('HIDDEN');
  });

  it('names places in Khmer, and never by an internal id', () => {
    const doc = design({ parts: { neckInside: solid('#ffffff') }, layers: [text('42ea187b-72d4-4310', 'text', 'ANGKOR FC'), text('n', 'backNumber', '7')] });
    const en = designColours(doc, DEFAULT_INKS).map((colour) => placeWords(colour.place, 'en'));
    expect(en).toEqual(expect.arrayContaining(['Inside of the neck', 'Text “ANGKOR FC”', 'Back number “7”']));
    const kh = designColours(doc, DEFAULT_INKS).map((colour) => `${placeWords(colour.place, 'kh')} ${roleWords(colour.role, 'kh')}`);
    expect(kh).toEqual(expect.arrayContaining(['អក្សរ «ANGKOR FC» ពណ៌', 'លេខខាងក្រោយ «7» ពណ៌']));
    for (const words of [...en, ...kh]) expect(words).not.toMatch(/42ea187b|neckInside|backNumber|layer/);
  });
});
