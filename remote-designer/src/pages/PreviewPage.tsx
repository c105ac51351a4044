import { DownloadOutlined, EditOutlined, ExclamationCircleFilled, ShoppingCartOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Grid from 'antd/es/grid';
import Result from 'antd/es/result';
import Segmented from 'antd/es/segmented';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { useEffect, useMemo, useState } from 'react';
import { addToCartAndAsk } from '@teamwear/shared/cart';
import { useNavigate, useSearchParams } from '@teamwear/shared/router';
import { isSignedInCustomer, useSession } from '@teamwear/shared/session';
import { useTenant } from '@teamwear/shared/tenant';
import { ON_ITS_OWN, parseDraft, parseDraftStorageKey, PRODUCTS, WORN, type Design, type Product } from '@teamwear/design';
import { StudioCanvas } from '../render/StudioCanvas';
import { PRINT_LONG_SIDE } from '../render/export/plan';
import { StudioController } from '../render/studio-controller';
import type { SceneState } from '../render/studio-renderer';
import { exportDesign } from '../ui/export/export-design';
import { ZOOM_CONTROLS_INSET, ZoomControls } from '../ui/canvas/ZoomControls';
import { rememberSaveAfterSignIn } from '../ui/saving/drafts';
import { readDraft } from '../ui/saving/read-draft';
import { previewSource } from '../ui/saving/preview-source';
import { newStudioDesign } from '../ui/state/new-design';
import { useMannequinShown } from '../ui/state/mannequin-preference';
import { loadDesign } from '../ui/saving/save-design';
import { useTranslation } from '../strings';
import { ButtonLink } from '@teamwear/shared/ui/button-link';
import { usePlaceholderLabels } from '../ui/state/use-placeholder-labels';

type Found = { kind: 'loading' } | { kind: 'found'; doc: Design; designId: string | null } | { kind: 'none' } | { kind: 'signIn' } | { kind: 'notFound' };

/** The newest draft this device keeps for the shop (any garment), for /preview without parameters. */
function newestDraft(tenantId: string): { doc: Design; designId: string | null } | null {
  let best: { doc: Design; designId: string | null; savedAt: string } | null = null;
  try {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      const parsed = key ? parseDraftStorageKey(key) : null;
      if (!key || !parsed || parsed.tenantId !== tenantId) continue;
      const draft = parseDraft(localStorage.getItem(key));
      if (draft && (!best || draft.savedAt > best.savedAt)) best = { doc: draft.doc, designId: draft.designId, savedAt: draft.savedAt };
    }
  } catch {
    return null;
  }
  return best;
}

/**
 * /preview: a read-only render of a design with its exports. `?id=` shows a saved design of the
 * signed-in owner; `?product=` (and `&draft=<id>`) the draft being edited on this device, or the
 * garment itself for a new design not edited yet (previewSource); with nothing, this device's
 * most recent draft.
 */
export function PreviewPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tenant = useTenant();
  const signedIn = useSession(isSignedInCustomer);
  const [found, setFound] = useState<Found>({ kind: 'loading' });
  const [mode, setMode] = useState<'front' | 'back' | 'both'>('both');
  const mannequin = useMannequinShown();
  const [controller] = useState(() => new StudioController());
  const id = params.get('id');
  const productParam = params.get('product');
  const draftParam = params.get('draft');
  const tenantId = tenant?.id ?? 'unknown';

  useEffect(() => {
    let cancelled = false;
    const product = PRODUCTS.find((candidate) => candidate === productParam) as Product | undefined;
    void (async () => {
      if (id) {
        if (!signedIn) return setFound({ kind: 'signIn' });
        const loaded = await loadDesign(id);
        if (cancelled) return;
        setFound(loaded.kind === 'loaded' ? { kind: 'found', doc: loaded.copy.doc, designId: id } : loaded.kind === 'signedOut' ? { kind: 'signIn' } : { kind: 'notFound' });
        return;
      }
      const draft = product ? readDraft({ tenantId, product, designId: draftParam }) : null;
      const chosen = previewSource({ product: product ?? null, draftOf: draftParam, draft, newest: () => newestDraft(tenantId), blank: (garment) => newStudioDesign(garment) });
      if (!cancelled) setFound(chosen ? { kind: 'found', ...chosen } : { kind: 'none' });
    })();
    return () => {
      cancelled = true;
    };
  }, [id, productParam, draftParam, signedIn, tenantId]);

  const placeholderLabels = usePlaceholderLabels();
  const doc = found.kind === 'found' ? found.doc : null;
  const shownMode = screens.md ? mode : mode === 'both' ? 'front' : mode;
  const scene = useMemo<SceneState | undefined>(
    () => (doc ? { doc, selection: { layerId: null, view: shownMode === 'back' ? 'back' : 'front' } } : undefined),
    [doc, shownMode],
  );

  if (found.kind === 'loading') {
    return (
      <Flex justify="center" align="center" style={{ minHeight: '50vh' }}>
        <Spin size="large" />
      </Flex>
    );
  }
  if (found.kind === 'signIn') {
    const here = `/preview?${params.toString()}`;
    return (
      <Result
        status="info"
        // antd's own icon for the status, hidden from screen readers: it names itself in English.
        icon={<ExclamationCircleFilled aria-hidden />}
        title={t('designer.open.signInTitle')}
        subTitle={t('designer.open.signInDetail')}
        extra={
          <ButtonLink to={`/auth/signin?redirect_to=${encodeURIComponent(here)}`} type="primary">{t('designer.save.signIn')}</ButtonLink>
        }
      />
    );
  }
  if (found.kind !== 'found' || !doc || !scene) {
    return (
      <div data-remote="designer" style={{ padding: 48 }}>
        <Empty description={found.kind === 'notFound' ? t('designer.open.notFound') : t('designer.preview.empty')}>
          <ButtonLink to="/products" type="primary">{t('designer.preview.choose')}</ButtonLink>
        </Empty>
      </div>
    );
  }

  const exportAs = (kind: 'screen' | 'print') => exportDesign(controller.current(), kind, doc.teamName || t(`products.${doc.product}`), t);

  const editLink = found.designId ? `/design/${doc.product}?id=${encodeURIComponent(found.designId)}` : `/design/${doc.product}`;

  /** A saved design (?id=) goes in the cart at once; a draft is saved by the studio first: it
   *  opens with the intent kept (after signing in, for a visitor) and saves and adds it there. */
  const addToCart = async () => {
    if (id && found.designId) {
      await addToCartAndAsk(found.designId, (path) => navigate(path));
      return;
    }
    rememberSaveAfterSignIn({ tenantId, product: doc.product, designId: found.designId }, 'cart');
    navigate(signedIn ? editLink : `/auth/signin?redirect_to=${encodeURIComponent(editLink)}`);
  };
  return (
    <section data-remote="designer" data-testid="design-preview" style={{ padding: screens.md ? 24 : 12, maxWidth: 1200, margin: '0 auto' }}>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
        <div>
          <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3 }}>
            {t('designer.previewTitle')}
          </Typography.Title>
          <Typography.Text type="secondary">
            {t(`products.${doc.product}`)}
            {doc.teamName ? ` · ${doc.teamName}` : ''}
          </Typography.Text>
        </div>
        <Space wrap>
          <Segmented
            aria-label={t('designer.header.view')}
            value={shownMode}
            onChange={(value) => setMode(value as typeof mode)}
            options={[
              { value: 'front', label: t('designer.views.front') },
              { value: 'back', label: t('designer.views.back') },
              ...(screens.md ? [{ value: 'both', label: t('designer.views.both') }] : []),
            ]}
          />
          <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void exportAs('screen')} data-testid="preview-export-screen">
            {t('designer.header.exportScreen')}
          </Button>
          <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void exportAs('print')} data-testid="preview-export-print">
            {t('designer.header.exportPrint', { size: PRINT_LONG_SIDE })}
          </Button>
          <ButtonLink to={editLink} icon={<EditOutlined aria-hidden />}>{t('designer.preview.edit')}</ButtonLink>
          <Button type="primary" icon={<ShoppingCartOutlined aria-hidden />} onClick={() => void addToCart()} data-testid="preview-add-to-cart">
            {t('cart.addToCart')}
          </Button>
        </Space>
      </Flex>
      <Card styles={{ body: { padding: 0, position: 'relative' } }} style={{ overflow: 'hidden' }}>
        <StudioCanvas
          scene={scene}
          look={mannequin ? WORN : ON_ITS_OWN}
          bottomInset={ZOOM_CONTROLS_INSET}
          mode={shownMode === 'both' ? 'both' : 'single'}
          placeholderLabels={placeholderLabels}
          controller={controller}
          label={t('designer.canvasLabel', { product: t(`products.${doc.product}`) })}
          style={{ height: screens.md ? 'min(70vh, 720px)' : '60vh', background: token.colorFillQuaternary }}
        />
        <ZoomControls controller={controller} />
      </Card>
    </section>
  );
}
