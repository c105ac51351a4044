import type { Draft } from '@teamwear/design';
import { newStudioDesign } from '../state/new-design';
import { previewSource, type PreviewFacts } from './preview-source';

const NOW = '2026-01-01T00:00:00.000Z';
const poloDraft: Draft = { doc: { ...newStudioDesign('polo', NOW), teamName: 'Angkor FC' }, designId: null, baseVersion: null, savedAt: NOW };
const facts = (over: Partial<PreviewFacts>): PreviewFacts => ({ product: null, draftOf: null, draft: null, newest: () => null, blank: (product) => newStudioDesign(product, NOW), ...over });

describe('what /preview shows without a saved design', () => {
  it('Preview of an untouched design shows its garment, not "nothing to preview" nor another garment’s draft', () => {
    const shown = previewSource(facts({ product: 'hoodie', newest: () => ({ doc: poloDraft.doc, designId: null }) }));
    expect(shown?.doc.product).toBe('hoodie');
    expect(shown?.doc.layers).toEqual([]);
    expect(previewSource(facts({ product: 'tshirt' }))?.doc.product).toBe('tshirt');
  });

  it('shows the draft asked for when there is one', () => {
    expect(previewSource(facts({ product: 'polo', draft: poloDraft }))).toEqual({ doc: poloDraft.doc, designId: null });
  });

  it('without a garment, or for a saved design’s draft that is gone, shows the newest draft, else nothing', () => {
    expect(previewSource(facts({ newest: () => ({ doc: poloDraft.doc, designId: null }) }))?.doc.teamName).toBe('Angkor FC');
    expect(previewSource(facts({ product: 'polo', draftOf: 'd1' }))).toBeNull();
    expect(previewSource(facts({}))).toBeNull();
  });
});
