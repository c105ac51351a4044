import { ExportOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { showToast } from '@teamwear/shared/ui';
import { useTranslation } from '../strings';
import type { DesignStore, Product } from '@teamwear/design';
import { handOff, isWebPage, type HandOffOutcome } from './hand-off';
import type { StudioEvent } from '@teamwear/shared/federation';

export interface ContinueOnShopProps {
  store: DesignStore;
  product: Product;
  shopName: string;
  onEvent: (event: StudioEvent) => void;
}

const FAILURE_MESSAGE: Record<Exclude<HandOffOutcome['kind'], 'handedOff'>, string> = {
  tooLarge: 'embed.handOffTooLarge',
  tooMany: 'embed.handOffTooMany',
  invalid: 'embed.handOffInvalid',
  failed: 'embed.handOffFailed',
};

/**
 * "Continue on <shop>": the design is handed to the shop (a link that works once, for 30 minutes)
 * and the shop opens in a new tab, where the customer signs in and finds it in My designs and the
 * cart. The partner's page hears `handed-off`, never the link.
 */
export function ContinueOnShop({ store, product, shopName, onEvent }: ContinueOnShopProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  // The browser refused the new tab: the link is offered to click instead.
  const [refusedLink, setRefusedLink] = useState<string | null>(null);

  const continueOnShop = async () => {
    if (busy) return;
    setBusy(true);
    // The tab is opened now, while the click lets a page open one (after the call it may no longer),
    // and sent to the shop once the link is there. It must not be able to reach back to this page.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const outcome = await handOff(store.getState().doc);
      if (outcome.kind === 'handedOff' && isWebPage(outcome.url)) {
        if (tab && !tab.closed) {
          tab.location.href = outcome.url;
          showToast({ severity: 'success', summary: t('embed.handedOff', { shop: shopName }), life: 8000 });
        } else {
          setRefusedLink(outcome.url);
        }
        onEvent({ type: 'handed-off', garment: product, expiresAt: outcome.expiresAt });
        return;
      }
      tab?.close();
      const kind = outcome.kind === 'handedOff' ? 'failed' : outcome.kind;
      showToast({ severity: 'error', summary: t(FAILURE_MESSAGE[kind], { shop: shopName }), life: 8000 });
      onEvent({ type: 'error', code: 'HANDOFF_FAILED', message: outcome.kind === 'failed' ? outcome.message : `The hand-off was refused: ${kind}` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button type="primary" icon={<ExportOutlined aria-hidden />} loading={busy} onClick={() => void continueOnShop()} data-testid="continue-on-shop">
        {t('embed.continueOn', { shop: shopName })}
      </Button>
      {refusedLink !== null && (
        <Modal open title={t('embed.continueOn', { shop: shopName })} footer={null} onCancel={() => setRefusedLink(null)}>
          <p>{t('embed.popupBlocked')}</p>
          <a href={refusedLink} target="_blank" rel="noopener noreferrer" onClick={() => setRefusedLink(null)}>
            {t('embed.openShop', { shop: shopName })}
          </a>
        </Modal>
      )}
    </>
  );
}
