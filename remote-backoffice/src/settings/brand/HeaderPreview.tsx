import { useTranslation } from '../../strings';

/** The text colour that reads on the brand colour (WCAG relative luminance): black or white. */
export function readableOn(hex: string): '#000000' | '#ffffff' {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // Contrast with black (L + 0.05) / 0.05 against white 1.05 / (L + 0.05): the larger wins.
  return (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) ? '#000000' : '#ffffff';
}

/** The customer header's ground and text in each mode (antd's light and dark layout colours). */
export const PREVIEW_LOOK = {
  light: { background: '#ffffff', text: '#1f1f1f' },
  dark: { background: '#141414', text: 'rgba(255, 255, 255, 0.85)' },
} as const;

/**
 * The customer app's header as it will look with the name, colour, logo and mode being edited: the
 * shop's logo and name, its menu, and a button in the brand colour, on a light or dark ground. Drawn
 * here, not by the shell, so it shows the unsaved values.
 */
export function HeaderPreview({ name, color, logo, mode = 'light' }: { name: string; color: string; logo: string | null; mode?: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const look = PREVIEW_LOOK[mode];
  return (
    <figure style={{ margin: 0 }} data-testid="brand-preview">
      <figcaption style={{ marginBottom: 8 }}>{t('settings.brand.preview')}</figcaption>
      <div aria-hidden="true" style={{ border: '1px solid rgba(128,128,128,0.35)', borderRadius: 8, overflow: 'hidden' }}>
        <div
          style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '10px 12px', background: look.background, color: look.text, flexWrap: 'wrap' }}
          data-testid="brand-preview-header"
          data-mode={mode}
        >
          {logo ? <img src={logo} alt="" height={28} style={{ height: 28, width: 'auto', maxWidth: 120, objectFit: 'contain' }} data-testid="brand-preview-logo" /> : null}
          {/* In the text colour: a light brand colour on white would not be read (the bar below shows it). */}
          <strong style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: 200 }} data-testid="brand-preview-name">
            {name}
          </strong>
          <span style={{ marginInlineStart: 'auto', display: 'flex', gap: 12, fontSize: 13 }}>
            <span>{t('settings.brand.previewMenu.features')}</span>
            <span>{t('settings.brand.previewMenu.products')}</span>
          </span>
          <span style={{ background: color, color: readableOn(color), borderRadius: 6, padding: '4px 10px', fontSize: 13 }} data-testid="brand-preview-button">
            {t('settings.brand.previewMenu.signUp')}
          </span>
        </div>
        <div style={{ height: 6, background: color }} />
      </div>
    </figure>
  );
}
