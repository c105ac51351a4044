import { contrastRatio, faviconLook, faviconSvg, isDaytime } from './favicon-look';

const at = (hh: number, mm: number) => new Date(2026, 10, 22, hh, mm, 0);

describe('favicon', () => {
  it('draws the first letter of the shop name, upper-cased', () => {
    expect(faviconLook('angkor Athletics', '#059669', at(12, 0)).letter).toBe('A');
    expect(faviconLook('  mekong', '#1d4ed8', at(12, 0)).letter).toBe('M');
    expect(faviconLook('ខ្មែរ Sport', '#1d4ed8', at(12, 0)).letter).toBe('ខ');
  });

  it('uses the palette colour as background, emerald when there is none or it is invalid', () => {
    expect(faviconLook('A', '#1d4ed8', at(12, 0)).background).toBe('#1d4ed8');
    expect(faviconLook('A', null, at(12, 0)).background).toBe('#10b981');
    expect(faviconLook('A', 'not-a-colour', at(12, 0)).background).toBe('#10b981');
  });

  it('switches the letter colour at 06:00 and at 18:00', () => {
    expect(isDaytime(at(5, 59))).toBe(false);
    expect(isDaytime(at(6, 0))).toBe(true);
    expect(isDaytime(at(17, 59))).toBe(true);
    expect(isDaytime(at(18, 0))).toBe(false);

    const night = faviconLook('A', '#1d4ed8', at(5, 59)).foreground;
    const day = faviconLook('A', '#1d4ed8', at(6, 0)).foreground;
    expect(day).not.toBe(night);
    expect(faviconLook('A', '#1d4ed8', at(17, 59)).foreground).toBe(day);
    expect(faviconLook('A', '#1d4ed8', at(18, 0)).foreground).toBe(night);
  });

  it('keeps the letter readable by day and by night on light and dark shop colours', () => {
    for (const color of ['#059669', '#1d4ed8', '#fde047', '#ffffff', '#000000', '#e11d48']) {
      for (const time of [at(5, 59), at(6, 0), at(17, 59), at(18, 0)]) {
        const look = faviconLook('A', color, time);
        expect(contrastRatio(look.background, look.foreground)).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('draws the icon by day when the clock is not known', () => {
    expect(faviconLook('A', '#fde047', 'day')).toEqual(faviconLook('A', '#fde047', at(12, 0)));
  });

  it('stands out on a dark browser: a light edge where the shop colour would melt into the tab strip, the colour kept', () => {
    const DARK_TAB_STRIP = '#202124';
    for (const color of ['#1e3a8a', '#000000', '#1d4ed8', '#7f1d1d']) {
      const look = faviconLook('A', color, at(12, 0), 'dark');
      expect(look.background).toBe(color);
      expect(look.edge).not.toBeNull();
      expect(contrastRatio(look.edge!, DARK_TAB_STRIP)).toBeGreaterThanOrEqual(3);
    }
    for (const color of ['#059669', '#fde047', '#ffffff']) {
      expect(contrastRatio(color, DARK_TAB_STRIP)).toBeGreaterThanOrEqual(3);
      expect(faviconLook('A', color, at(12, 0), 'dark').edge).toBeNull();
    }
    // The server's icon, and a light browser: no edge.
    expect(faviconLook('A', '#000000', 'day').edge).toBeNull();
    expect(faviconLook('A', '#000000', at(12, 0), 'light').edge).toBeNull();
    expect(faviconSvg(faviconLook('A', '#000000', at(12, 0), 'dark'))).toMatch(/<rect [^>]*fill="none" stroke="#e5e7eb"/);
    expect(faviconSvg(faviconLook('A', '#000000', 'day'))).not.toContain('stroke=');
  });

  it('writes the icon as SVG with the letter as text, escaped', () => {
    const svg = faviconSvg(faviconLook('Angkor', '#059669', 'day'));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="45" height="45"/);
    expect(svg).toContain('fill="#059669"');
    expect(svg).toContain('>A</text>');
    expect(faviconSvg(faviconLook('<script>', null, 'day'))).toContain('>&lt;</text>');
    expect(faviconSvg(faviconLook('& Co', null, 'day'))).toContain('>&amp;</text>');
  });
});
