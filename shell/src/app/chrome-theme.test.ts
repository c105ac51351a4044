import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { DEFAULT_LAYOUT_CONFIG } from '@teamwear/shared/ui';
import { chromeThemeVariables } from './chrome-theme';

extend([a11yPlugin]);

describe('chrome theme variables', () => {
  it("wear the shop's colour, with readable text on it", () => {
    const vars = chromeThemeVariables('#1d4ed8', DEFAULT_LAYOUT_CONFIG, 'en');
    expect(vars['--tw-primary']).toBe('#1d4ed8');
    expect(colord(vars['--tw-primary']!).contrast(vars['--tw-on-primary']!)).toBeGreaterThanOrEqual(4.5);
    expect(colord(vars['--tw-link']!).contrast(vars['--tw-bg']!)).toBeGreaterThanOrEqual(4.5);
  });

  it('follow dark mode, the surface, the preset and the language', () => {
    const vars = chromeThemeVariables(null, { ...DEFAULT_LAYOUT_CONFIG, darkTheme: true, surface: 'slate', preset: 'Aura' }, 'kh');
    expect(vars['--tw-primary']).toBe('#10b981');
    expect(vars['--tw-bg']).toBe('#141414');
    expect(vars['--tw-bg-layout']).toBe('#0f172a');
    expect(vars['--tw-radius']).toBe('12px');
    expect(vars['--tw-font']).toMatch(/^'Noto Sans Khmer'/);
    expect(colord(vars['--tw-link']!).contrast('#141414')).toBeGreaterThanOrEqual(4.5);
  });
});
