import Alert from 'antd/es/alert';
import { useEffect, useRef, useState } from 'react';
import type { EmbeddedStudioProps } from '@teamwear/shared/federation';
import { useTenant } from '@teamwear/shared/tenant';
import { useTranslation } from '../strings';
import { StudioController } from '../render/studio-controller';
import { exportDesign } from '../ui/export/export-design';
import { Studio } from '../ui/Studio';
import { ContinueOnShop } from './ContinueOnShop';
import { useEmbeddedDesign } from './use-embedded-design';
import { useWideElement } from './use-wide-element';


/**
 * The studio on a partner's page (mounted by the embed host, shell/src/embed): signed out, the
 * draft kept on this device, and "Continue on <shop>" instead of Save, Preview and Add to cart.
 * No router: nothing here reads or changes the partner's address.
 */
export function EmbeddedStudio({ product, design, onEvent, onDesignReader }: EmbeddedStudioProps) {
  const { t } = useTranslation();
  const shopName = useTenant()?.name ?? '';
  const { store, notice } = useEmbeddedDesign(product, design, onEvent);
  const frameRef = useRef<HTMLDivElement>(null);
  const wide = useWideElement(frameRef);
  const [controller] = useState(() => new StudioController());
  useEffect(() => onDesignReader(() => store.getState().doc), [store, onDesignReader]);
  // "ready" once, when the canvas first shows the design.
  useEffect(() => {
    let gone = false;
    void controller.whenReady().then((renderer) => {
      if (renderer && !gone) onEvent({ type: 'ready', garment: product });
    });
    return () => {
      gone = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [controller]);

  return (
    <div ref={frameRef} style={{ height: '100%' }}>
      <Studio
        store={store}
        product={product}
        status={t('embed.status', { shop: shopName })}
        controller={controller}
        onExport={(kind) => void exportDesign(controller.current(), kind, store.getState().doc.teamName || t(`products.${product}`), t)}
        embedded={{ wide, actions: <ContinueOnShop store={store} product={product} shopName={shopName} onEvent={onEvent} /> }}
        banner={notice ? <Alert type="warning" showIcon banner closable title={t(`embed.${notice}`)} data-testid="embed-notice" /> : null}
      />
    </div>
  );
}
