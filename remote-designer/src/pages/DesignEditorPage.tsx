import { lazy, startTransition, Suspense, useEffect, useState, type ComponentProps } from 'react';
import type ResultType from 'antd/es/result';
import { useNavigate, useSearchParams } from '@teamwear/shared/router';
import { isOffered, useTenant } from '@teamwear/shared/tenant';
import { isDesignSlug, type DesignSlug } from '@teamwear/shared/routes';
import { preloadShopAntd, WithShopAntd } from '@teamwear/shared/ui';
import { preloadable } from '../ui/lazy/preloadable';
import { afterNextPaint } from '../scheduling/after-next-paint';
import { warmUpIntl } from '../scheduling/warm-up-intl';
import { useEditorSession } from '../ui/saving/use-editor-session';
import type { DesignStore } from '@teamwear/design';
import { useTranslation } from '../strings';
import { StudioOpening } from './StudioOpening';
import { nextTask } from '../scheduling/next-task';

// What the page shows only now and then: antd's Result (QuietResult: its icons without words) for
// a garment not offered or a design that cannot be opened. It loads when shown, not with the page.
const LazyResult = lazy(() => import('./QuietResult'));
// Its buttons too: drawn only inside a Result, they load with it (a static import of either
// would bring antd's core before the opening state, which waits for every module it imports).
const Button = lazy(() => import('antd/es/button'));
const ButtonLink = lazy(async () => ({ default: (await import('@teamwear/shared/ui/button-link')).ButtonLink }));

// The studio itself (the canvas and its drawing library, the panels) is the page's largest code:
// the page draws its opening state first and downloads the studio after that state is on screen,
// so a phone shows the page without waiting for the canvas's code (Lighthouse: largest paint).
// The canvas's renderer (with Pixi) first, then the rest: webpack evaluates a chunk's modules when
// its import resolves, and the whole studio in one go was a single long task on a phone. The page
// is drawn without antd (pages.json): antd and the shop's theme, which the studio's panels use,
// download beside the renderer, not before the opening state.
//
// Each script a page adds costs its task an element and a request (more under DevTools, as
// Lighthouse runs): the renderer's three and antd's three asked for together made a task of
// 13–33 ms observed on Lighthouse's phone (issue 41), so antd is asked for in the next task.
const ReadyEditor = preloadable(async () => {
  const renderer = import('../render/studio-renderer');
  // Awaited below; handled now, so that a failed download is not reported as unhandled meanwhile.
  renderer.catch(() => undefined);
  await nextTask();
  const antd = preloadShopAntd();
  await renderer;
  await antd;
  await nextTask();
  return (await import(/* webpackChunkName: "design-editor" */ './ReadyEditor')).ReadyEditor;
});

function Result(props: ComponentProps<typeof ResultType>) {
  return (
    <WithShopAntd fallback={null}>
      <Suspense fallback={null}>
        <LazyResult {...props} />
      </Suspense>
    </WithShopAntd>
  );
}

export interface DesignEditorProps {
  /** The address's garment (/design/<product>): any text, as typed in the address bar. */
  product: string;
}

/** /design/<product>[?id=…]: the studio for one garment, when it is one and the shop offers it. */
export function DesignEditorPage({ product }: DesignEditorProps) {
  const { t } = useTranslation();
  const tenant = useTenant();
  if (!isDesignSlug(product) || (tenant && !isOffered(product, tenant.productTypes))) {
    return (
      <div data-remote="designer" data-testid="design-not-offered">
        <Result
          status="404"
          title={t('designer.notFound.title')}
          subTitle={t('designer.notFound.detail')}
          extra={
            <ButtonLink to="/" type="primary">{t('common.goHome')}</ButtonLink>
          }
        />
      </div>
    );
  }
  return <Editor product={product} />;
}

function Editor({ product }: { product: DesignSlug }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const session = useEditorSession(product, params.get('id'));
  const navigate = useNavigate();

  // The studio is drawn once its code is here, and its code is asked for once the opening state
  // is on screen. A failed download draws it all the same: its lazy code is asked for again and a
  // second failure shows the shell's fallback with Try again.
  const [studioCode, setStudioCode] = useState(false);
  useEffect(
    () =>
      afterNextPaint(() => {
        const drawStudio = () => startTransition(() => setStudioCode(true));
        ReadyEditor.preload().then(drawStudio, drawStudio);
        // While it downloads: the first Intl objects its start would make, ICU data and all.
        void warmUpIntl(i18n.language);
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, in the page's language then
    [],
  );

  const opening = <StudioOpening product={product} label={t('designer.loading')} />;
  if (session.status.kind === 'signInToOpen') {
    const here = `/design/${product}?${params.toString()}`;
    return (
      <Result
        status="info"
        title={t('designer.open.signInTitle')}
        subTitle={t('designer.open.signInDetail')}
        extra={
          <Button type="primary" onClick={() => navigate(`/auth/signin?redirect_to=${encodeURIComponent(here)}`)}>
            {t('designer.save.signIn')}
          </Button>
        }
      />
    );
  }
  if (session.status.kind === 'notFound' || session.status.kind === 'failed') {
    const missing = session.status.kind === 'notFound';
    return (
      <Result
        status={missing ? '404' : 'warning'}
        title={missing ? t('designer.open.notFound') : t('designer.open.failed')}
        extra={
          <div style={{ display: 'flex', gap: 8, justifyContent: 'center' }}>
            {!missing && <Button onClick={session.retry}>{t('designer.common.retry')}</Button>}
            <Button type="primary" onClick={() => navigate(`/design/${product}`)}>
              {t('designer.open.startNew')}
            </Button>
          </div>
        }
      />
    );
  }
  // The studio's first render is a transition (see useEditorSession): the opening state stays on
  // screen until it is done. The boundary: a studio whose code failed to download asks for it
  // again (showing the opening state meanwhile).
  const ready = studioCode && session.status.kind === 'ready' && session.store !== null;
  return (
    <Suspense fallback={opening}>
      {ready ? (
        <WithShopAntd fallback={opening}>
          <ReadyEditor product={product} session={session} store={session.store as DesignStore} />
        </WithShopAntd>
      ) : (
        opening
      )}
    </Suspense>
  );
}
