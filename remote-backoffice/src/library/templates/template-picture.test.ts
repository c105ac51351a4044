import { createDesign, migrateDesign, setPartPaint } from '@teamwear/design';
import { templateAsDesign } from './template-picture';

// What the API keeps of a design as a template's document (api templateDocumentOf).
const lookOf = (design: Record<string, unknown>) => {
  const { schemaVersion: _v, product: _p, teamName: _t, template: _tm, createdAt: _c, updatedAt: _u, ...look } = design;
  return look;
};

describe('a template drawn as the design it was made from', () => {
  it('is a design document the studio reads, of the template’s garment, with the template’s look', () => {
    const design = createDesign('polo', '2026-11-01T10:00:00.000Z');
    const coloured = setPartPaint(design, { partId: 'body', paint: '#123456' });
    const document = templateAsDesign({ id: 'a2b0c3d4-0000-4000-8000-000000000001', type: 'POLO_SHIRT', document: lookOf(coloured as unknown as Record<string, unknown>), createdAt: '2026-11-02T10:00:00.000Z' });
    const read = migrateDesign(document);
    expect(read.ok ? null : read).toBeNull();
    if (!read.ok) return;
    expect(read.doc.product).toBe('polo');
    expect(read.doc.parts).toEqual(coloured.parts);
    expect(JSON.stringify(read.doc.parts)).toContain('#123456');
  });
});
