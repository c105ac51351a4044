import { displayName, openPath, previewPath } from './design-display';

describe('displayName', () => {
  it('shows the design’s own name', () => {
    expect(displayName('  Angkor FC ', 'Untitled design')).toBe('Angkor FC');
  });

  it('shows "Untitled design" in the page’s language for a design without a name', () => {
    expect(displayName('Untitled design', 'ការរចនាគ្មានចំណងជើង')).toBe('ការរចនាគ្មានចំណងជើង');
    expect(displayName('   ', 'ការរចនាគ្មានចំណងជើង')).toBe('ការរចនាគ្មានចំណងជើង');
  });
});

describe('design links', () => {
  it('opens the design in its garment’s studio and in the preview', () => {
    const design = { id: '0b5f8c1e-8d7a-4f4e-9a51-2f3c9e1d7a10', product: 'hoodie' as const };
    expect(openPath(design)).toBe('/design/hoodie?id=0b5f8c1e-8d7a-4f4e-9a51-2f3c9e1d7a10');
    expect(previewPath(design)).toBe('/preview?id=0b5f8c1e-8d7a-4f4e-9a51-2f3c9e1d7a10');
  });
});
