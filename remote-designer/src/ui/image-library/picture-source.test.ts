import { svgDataUrl, svgSize } from './picture-source';

describe('library pictures kept in the design', () => {
  it('reads the size an SVG says it has', () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" width="512" height="256" viewBox="0 0 10 10">')).toEqual({ width: 512, height: 256 });
    expect(svgSize('<svg viewBox="0 0 300 150"><rect/></svg>')).toEqual({ width: 300, height: 150 });
    expect(svgSize('<svg width="100%"><rect/></svg>')).toEqual({ width: 512, height: 512 });
  });

  it('writes an SVG as a base64 data URL that decodes to the same text, Khmer included', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><title>ពានរង្វាន់</title></svg>';
    const url = svgDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const binary = atob(url.split(',')[1] ?? '');
    expect(new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))).toBe(svg);
  });
});
