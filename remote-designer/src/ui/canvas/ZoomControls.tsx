import theme from 'antd/es/theme';
import { memo, useCallback, useSyncExternalStore } from 'react';
import { ZOOM_LIMITS, ZOOM_STEP } from '../../render/geometry/viewport';
import type { StudioController } from '../../render/studio-controller';
import type { StudioRenderer } from '../../render/studio-renderer';
import { useTranslation } from '../../strings';
import { Hint, LightButton } from '../light/controls';
import { ZoomInOutlined, ZoomOutOutlined } from '../light/icons';
import { zoomPercent } from './zoom-percent';

/** Room the controls take at the canvas's bottom edge: the fitted garment stays clear of it. */
export const ZOOM_CONTROLS_INSET = 44;

/** Zoom out, the zoom level (100 % is the whole garment; a click goes back to it) and zoom in, over the canvas corner, once the canvas is up. */
export const ZoomControls = memo(function ZoomControls({ controller }: { controller: StudioController }) {
  const renderer = useSyncExternalStore(controller.subscribe, controller.current);
  return renderer ? <ZoomBar renderer={renderer} /> : null;
});

function ZoomBar({ renderer }: { renderer: StudioRenderer }) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const subscribe = useCallback((onChange: () => void) => renderer.onViewportChange(onChange), [renderer]);
  const zoom = useSyncExternalStore(subscribe, () => renderer.zoom);

  return (
    <div
      role="toolbar"
      aria-label={t('designer.zoom.controls')}
      title={t('designer.zoom.hint')}
      data-testid="zoom-controls"
      style={{
        position: 'absolute',
        insetInlineEnd: 12,
        insetBlockEnd: 12,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        padding: 2,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
        boxShadow: token.boxShadowTertiary,
      }}
    >
      <Hint title={t('designer.zoom.out')}>
        <LightButton variant="text" size="small" icon={<ZoomOutOutlined />} aria-label={t('designer.zoom.out')} disabled={zoom <= ZOOM_LIMITS.min} onClick={() => renderer.zoomAt(1 / ZOOM_STEP)} />
      </Hint>
      <Hint title={t('designer.zoom.fit')}>
        {/* Named by the level it shows, then what it does: speech users say what they see (WCAG 2.5.3). */}
        <LightButton
          variant="text"
          size="small"
          aria-label={t('designer.zoom.fitFrom', { zoom: zoomPercent(zoom, i18n.language) })}
          onClick={() => renderer.resetView()}
          data-testid="zoom-level"
          style={{ minWidth: 52, fontVariantNumeric: 'tabular-nums' }}
        >
          {zoomPercent(zoom, i18n.language)}
        </LightButton>
      </Hint>
      <Hint title={t('designer.zoom.in')}>
        <LightButton variant="text" size="small" icon={<ZoomInOutlined />} aria-label={t('designer.zoom.in')} disabled={zoom >= ZOOM_LIMITS.max} onClick={() => renderer.zoomAt(ZOOM_STEP)} />
      </Hint>
    </div>
  );
}
