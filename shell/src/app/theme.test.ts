import theme from 'antd/es/theme';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { DEFAULT_LAYOUT_CONFIG } from '@teamwear/shared/ui';
import { buildTheme, readableLinkColour, textOnPrimary } from './theme';

extend([a11yPlugin]);

describe('theme', () => {
  it('uses the shop colour as primary, emerald when there is none, and the customer choice over both', () => {
    expect(buildTheme('#1d4ed8', DEFAULT_LAYOUT_CONFIG, 'en').token?.colorPrimary).toBe('#1d4ed8');
    expect(buildTheme(null, DEFAULT_LAYOUT_CONFIG, 'en').token?.colorPrimary).toBe('#10b981');
    expect(buildTheme('#1d4ed8', { ...DEFAULT_LAYOUT_CONFIG, primary: 'rose' }, 'en').token?.colorPrimary).toBe('#e11d48');
  });

  it('keeps text on primary buttons and links readable', () => {
    for (const primary of ['#059669', '#1d4ed8', '#fde047', '#10b981']) {
      expect(colord(primary).contrast(textOnPrimary(primary))).toBeGreaterThanOrEqual(4.5);
      expect(colord(readableLinkColour(primary, false)).contrast('#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(colord(readableLinkColour(primary, true)).contrast('#141414')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('writes errors and danger buttons in a red that reads (WCAG AA, 4.5:1) in the light theme', () => {
    for (const shopColour of ['#059669', '#1d4ed8', '#fde047']) {
      const config = buildTheme(shopColour, DEFAULT_LAYOUT_CONFIG, 'en');
      const token = theme.getDesignToken(config);
      expect(colord(token.colorError).contrast('#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(colord(token.colorErrorText).contrast(token.colorErrorBg)).toBeGreaterThanOrEqual(4.5);
      expect(colord(config.components?.Button?.dangerColor ?? token.colorTextLightSolid).contrast(token.colorError)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps a plain button pointed at or pressed, and a description label, readable (4.5:1) in both modes', () => {
    // A colour with transparency as the eye sees it on the background.
    const seenOn = (colour: string, background: string) => {
      const { r, g, b, a } = colord(colour).toRgb();
      const under = colord(background).toRgb();
      return colord({ r: r * a + under.r * (1 - a), g: g * a + under.g * (1 - a), b: b * a + under.b * (1 - a) });
    };
    for (const darkTheme of [false, true]) {
      for (const shopColour of ['#10b981', '#059669', '#1d4ed8', '#fde047']) {
        const config = buildTheme(shopColour, { ...DEFAULT_LAYOUT_CONFIG, darkTheme }, 'en');
        const token = theme.getDesignToken(config);
        // What antd writes them in when the theme leaves them out.
        const hover = config.components?.Button?.defaultHoverColor ?? token.colorPrimaryHover;
        const pressed = config.components?.Button?.defaultActiveColor ?? token.colorPrimaryActive;
        const label = config.components?.Descriptions?.labelColor ?? token.colorTextTertiary;
        const readable = [hover, pressed, label].map((colour) => seenOn(colour, token.colorBgContainer).contrast(token.colorBgContainer) >= 4.5);
        expect({ shopColour, darkTheme, readable }).toEqual({ shopColour, darkTheme, readable: [true, true, true] });
      }
    }
  });

  it('keeps a primary button’s label readable (4.5:1) pointed at and pressed, in both modes', () => {
    for (const darkTheme of [false, true]) {
      for (const shopColour of ['#10b981', '#059669', '#1d4ed8', '#fde047', '#e11d48', '#0e7490']) {
        const config = buildTheme(shopColour, { ...DEFAULT_LAYOUT_CONFIG, darkTheme }, 'en');
        // The button's own tokens over the theme's, as antd reads them for the button.
        const token = theme.getDesignToken({ ...config, token: { ...config.token, ...config.components?.Button } });
        const readable = [token.colorPrimaryHover, token.colorPrimaryActive].map((background) => colord(token.colorTextLightSolid).contrast(background) >= 4.5);
        expect({ shopColour, darkTheme, readable }).toEqual({ shopColour, darkTheme, readable: [true, true] });
      }
    }
  });

  it('uses the Khmer font in Khmer', () => {
    expect(buildTheme(null, DEFAULT_LAYOUT_CONFIG, 'kh').token?.fontFamily).toMatch(/^'Noto Sans Khmer'/);
  });
});
