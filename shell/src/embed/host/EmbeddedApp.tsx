import Flex from 'antd/es/flex';
import Spin from 'antd/es/spin';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from '@teamwear/shared/i18n';
import type { Design } from '@teamwear/design';
import type { HostMount } from '../contract';
import { startShop, type ShopStart } from './start-shop';
import { StatusResult } from './StatusResult';
import { StudioBoundary } from './StudioBoundary';
import { loadEmbeddedStudio, type EmbeddedStudioModule } from './studio-remote';

export interface EmbeddedAppProps {
  request: HostMount;
  onDesignReader: (read: () => Design) => void;
}

type Studio = { kind: 'loading' } | { kind: 'loaded'; module: EmbeddedStudioModule } | { kind: 'unavailable' };

/** What one attempt (the first, or a Try again) has come to so far. */
type Progress = { attempt: number; shop: ShopStart | null; studio: Studio };

function Loading() {
  const { t } = useTranslation();
  return (
    <Flex justify="center" align="center" style={{ minHeight: 320, height: '100%' }}>
      <Spin size="large" description={t('embed.opening')} />
    </Flex>
  );
}

/**
 * The studio's start on a partner's page: the shop (named by its key), then the designer remote
 * through the shop's remotes.json. Each failure is told in the element (with Try again where
 * trying again can help) and to the page (`error`); the partner's page itself goes on working.
 */
export function EmbeddedApp({ request, onDesignReader }: EmbeddedAppProps) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [progress, setProgress] = useState<Progress>({ attempt: 0, shop: null, studio: { kind: 'loading' } });
  // What an earlier attempt came to is not shown once Try again is pressed: the progress is
  // keyed by its attempt, and a newer attempt starts from nothing until its own answers arrive.
  const { shop, studio } = progress.attempt === attempt ? progress : { shop: null, studio: { kind: 'loading' } as Studio };
  const { emit, garment, design } = request;

  // The loader's placeholder stays until this first frame is drawn.
  useLayoutEffect(() => request.shown(), [request]);

  useEffect(() => {
    let current = true;
    void (async () => {
      const started = await startShop(garment);
      if (!current) return;
      setProgress({ attempt, shop: started, studio: { kind: 'loading' } });
      if (started.kind === 'failed') {
        emit({ type: 'error', code: started.code, message: SHOP_PROBLEM[started.code] });
        return;
      }
      try {
        const module = await loadEmbeddedStudio(request.shop.origin, attempt > 0);
        if (current) setProgress({ attempt, shop: started, studio: { kind: 'loaded', module } });
      } catch (error) {
        if (!current) return;
        setProgress({ attempt, shop: started, studio: { kind: 'unavailable' } });
        emit({ type: 'error', code: 'STUDIO_UNAVAILABLE', message: error instanceof Error ? error.message : String(error) });
      }
    })();
    return () => {
      current = false;
    };
  }, [attempt, garment, emit, request.shop.origin]);

  const retry = () => setAttempt((n) => n + 1);
  const unavailable = <StatusResult title={t('embed.unavailableTitle')} detail={t('embed.unavailableDetail')} onRetry={retry} testId="studio-unavailable" />;

  if (shop === null) return <Loading />;
  if (shop.kind === 'failed') {
    switch (shop.code) {
      case 'SHOP_UNREACHABLE':
        return <StatusResult title={t('embed.shopUnreachableTitle')} detail={t('embed.shopUnreachableDetail')} onRetry={retry} testId="shop-unreachable" />;
      case 'UNKNOWN_SHOP':
        return <StatusResult title={t('embed.shopUnreachableTitle')} detail={t('embed.unknownShop', { shop: request.shop.key })} testId="unknown-shop" />;
      case 'NOT_OFFERED':
        return <StatusResult title={t('embed.shopUnreachableTitle')} detail={t('embed.notOffered')} testId="design-not-offered" />;
    }
  }
  if (studio.kind === 'loading') return <Loading />;
  if (studio.kind === 'unavailable') return unavailable;
  const EmbeddedStudio = studio.module.default;
  return (
    <StudioBoundary
      key={attempt}
      fallback={unavailable}
      onError={(error) => emit({ type: 'error', code: 'STUDIO_UNAVAILABLE', message: error instanceof Error ? error.message : String(error) })}
    >
      <EmbeddedStudio product={garment} design={design} onEvent={emit} onDesignReader={onDesignReader} />
    </StudioBoundary>
  );
}

/** What the page's developer reads in the error event (the element says it to the customer). */
const SHOP_PROBLEM: Record<Extract<ShopStart, { kind: 'failed' }>['code'], string> = {
  SHOP_UNREACHABLE: 'The shop did not answer this page: it cannot be reached, or this origin is not on its list of sites that may show its studio (settings.embed.allowedOrigins)',
  UNKNOWN_SHOP: 'No shop has this key',
  NOT_OFFERED: 'The shop does not offer this garment',
};
