import type { FontDetails } from '@teamwear/shared/contracts';

const mockCallEndpoint = jest.fn();
jest.mock('@teamwear/shared/api', () => ({
  callEndpoint: (...args: unknown[]) => mockCallEndpoint(...args) as unknown,
  apiAddress: (path: string) => `https://api.test${path}`,
}));

interface MadeFace {
  family: string;
  source: string;
  descriptors: FontFaceDescriptors;
}
const made: MadeFace[] = [];
const added: unknown[] = [];

// The browser's FontFace and document.fonts, as much of them as the loader uses.
class FakeFontFace {
  constructor(family: string, source: string, descriptors: FontFaceDescriptors) {
    made.push({ family, source, descriptors });
  }
  load() {
    return Promise.resolve(this);
  }
}
Object.assign(globalThis, { FontFace: FakeFontFace, document: { fonts: { add: (face: unknown) => added.push(face) } } });

// Imported after the fakes are in place.
const { loadFontsFor } = jest.requireActual<typeof import('./font-loader')>('./font-loader');

const piece = (name: string) => ({ latin: { url: `/api/fonts/x/files/${name}.woff2`, unicodeRange: 'U+0000-00FF' } });
const details = (variants: FontDetails['variants']) => ({ ok: true, data: { family: 'X', subsets: ['latin'], defSubset: 'latin', variants } });

beforeEach(() => {
  made.length = 0;
  mockCallEndpoint.mockReset();
});

describe('the font loader', () => {
  it('loads the italic face of the nearest weight the family has in italic', async () => {
    mockCallEndpoint.mockResolvedValue(details({ '400': { normal: piece('saira-400-normal'), italic: piece('saira-400-italic') }, '700': { normal: piece('saira-700-normal') } }));
    expect(await loadFontsFor([{ fontFamily: 'Saira', fontWeight: 700, fontStyle: 'italic', text: 'AB' }])).toEqual(['Saira']);
    expect(made).toEqual([{ family: 'Saira', source: 'url("https://api.test/api/fonts/x/files/saira-400-italic.woff2") format("woff2")', descriptors: { weight: '400', style: 'italic', unicodeRange: 'U+0000-00FF' } }]);
    expect(mockCallEndpoint.mock.calls[0]?.[1]).toMatchObject({ params: { id: 'saira' }, query: { text: 'AB' } });
  });

  it('loads the upright face of a family without italics, which the browser slants', async () => {
    mockCallEndpoint.mockResolvedValue(details({ '700': { normal: piece('oswald-700-normal') } }));
    await loadFontsFor([{ fontFamily: 'Oswald', fontWeight: 700, fontStyle: 'italic', text: 'AB' }]);
    expect(made.map((face) => face.descriptors)).toEqual([{ weight: '700', style: 'normal', unicodeRange: 'U+0000-00FF' }]);
  });

  it('logs a family that cannot be had once, and does not ask for it again', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockCallEndpoint.mockResolvedValue({ ok: false, error: { status: 503, message: 'down' } });
    expect(await loadFontsFor([{ fontFamily: 'Anton', fontWeight: 400, text: 'A' }])).toEqual([]);
    expect(await loadFontsFor([{ fontFamily: 'Anton', fontWeight: 400, text: 'B' }])).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('"Anton"');
    expect(mockCallEndpoint).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
