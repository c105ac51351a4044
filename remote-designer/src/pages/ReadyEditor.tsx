import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from '@teamwear/shared/router';
import type { DesignSlug } from '@teamwear/shared/routes';
import { addToCartAndAsk } from '@teamwear/shared/cart';
import { showToast, whileBusy } from '@teamwear/shared/ui';
import { DESIGN_THUMBNAIL_MAX_LENGTH } from '@teamwear/shared/contracts/plain';
import { StudioController } from '../render/studio-controller';
import type { StudioRenderer } from '../render/studio-renderer';
import { exportDesign } from '../ui/export/export-design';
import { Studio } from '../ui/Studio';
import { useDesignSelector } from '../ui/state/use-design-store';
import { cartStep } from '../ui/saving/cart-step';
import { sameJsonDocs } from '../ui/saving/opening';
import { newStudioDesign } from '../ui/state/new-design';
import { ButtonLink } from '@teamwear/shared/ui/button-link';
import type { SaveOutcome } from '../ui/saving/save-design';
import type { EditorSession } from '../ui/saving/use-editor-session';
import type { DesignStore, DesignStoreState } from '@teamwear/design';
import { useTranslation } from '../strings';

// The Modal of a save conflict is shown only now and then: it loads when shown, not with the studio.
const Modal = lazy(() => import('antd/es/modal'));

/** The account's page of a design's size collections (issue 37): start one, or follow one. */
const collectionsPath = (designId: string) => `/me/collections?design=${encodeURIComponent(designId)}`;

async function thumbnailOf(renderer: StudioRenderer | null): Promise<string | null> {
  if (!renderer) return null;
  try {
    const { canvas } = await renderer.exportImage({ longSide: 320, views: ['front'] });
    const url = canvas.toDataURL('image/png');
    return url.length <= DESIGN_THUMBNAIL_MAX_LENGTH ? url : null;
  } catch {
    return null;
  }
}

/** The open design in the studio: saving, adding to the cart, the conflict dialog. */
export function ReadyEditor({ product, session, store }: { product: DesignSlug; session: EditorSession; store: DesignStore }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // Whether the open document is the one last saved: the page re-renders when that changes,
  // not on every edit (an edit re-renders the panel that shows it, and the canvas draws it).
  const lastSaved = session.lastSaved;
  const isSaved = useCallback((state: DesignStoreState) => lastSaved !== null && sameJsonDocs(lastSaved, state.doc), [lastSaved]);
  const saved = useDesignSelector(store, isSaved);
  const [conflict, setConflict] = useState<{ version: number | null; updatedAt: string | null } | null>(null);
  // The conflict dialog is mounted from its first opening on (and kept, for its closing
  // animation): a closed antd Modal still builds its styles in the studio's first render.
  const [conflictShown, setConflictShown] = useState(false);
  if (conflict !== null && !conflictShown) setConflictShown(true);
  const [controller] = useState(() => new StudioController());
  const savedOnOpen = useRef(false);
  // The garment's blank, to tell an untouched design (cartStep) from one with something on it.
  const [blank] = useState(() => newStudioDesign(product));
  const [askPlain, setAskPlain] = useState(false);
  const [askPlainShown, setAskPlainShown] = useState(false);
  if (askPlain && !askPlainShown) setAskPlainShown(true);

  const report = (outcome: SaveOutcome | 'signIn') => {
    if (outcome === 'signIn') return;
    switch (outcome.kind) {
      case 'saved':
        showToast({ severity: 'success', summary: t('designer.save.saved') });
        return;
      case 'conflict':
        setConflict({ version: outcome.version, updatedAt: outcome.updatedAt });
        return;
      case 'limit':
        showToast({ severity: 'error', summary: t('designer.save.limit'), life: 8000 });
        return;
      case 'signedOut':
        return;
      case 'notFound':
        showToast({ severity: 'warn', summary: t('designer.save.goneTitle'), detail: t('designer.save.goneDetail'), life: 8000 });
        return;
      case 'tooLarge':
        showToast({ severity: 'error', summary: t('designer.save.failed'), detail: t('designer.save.tooLarge'), life: 8000 });
        return;
      case 'invalid':
        showToast({ severity: 'error', summary: t('designer.save.failed'), detail: t('designer.save.invalid'), life: 8000 });
        return;
      case 'failed':
        showToast({ severity: 'error', summary: t('designer.save.failed'), detail: t('designer.save.tryAgain'), life: 8000 });
    }
  };

  const save = async () => {
    if (session.saving) return;
    report(await session.save(() => thumbnailOf(controller.current())));
  };

  /** Add to cart (cartStep): a garment with nothing designed on it asks first; a design with
   *  unsaved changes (or never saved) is saved first, so the cart and the order get what the
   *  customer sees; a signed-out visitor signs in and comes back to it. */
  const addToCart = async (plainConfirmed = false) => {
    if (session.saving) return;
    const step = cartStep({ doc: store.getState().doc, blank, designId: session.designId, lastSaved: session.lastSaved, plainConfirmed });
    if (step.kind === 'askFirst') {
      setAskPlain(true);
      return;
    }
    let id = step.kind === 'add' ? step.designId : null;
    if (!id) {
      const outcome = await session.save(() => thumbnailOf(controller.current()), 'cart');
      if (outcome === 'signIn') return;
      if (outcome.kind !== 'saved') {
        report(outcome);
        return;
      }
      id = outcome.id;
    }
    await addToCartAndAsk(id, (path) => navigate(path));
  };

  /** Collect sizes (issue 37): the account's page of the design's size collections. Unsaved changes
   *  are saved first: a collection shows the players the design as it was saved. */
  const collectSizes = async () => {
    if (session.saving || session.designId === null) return;
    let id = session.designId;
    if (!saved) {
      const outcome = await session.save(() => thumbnailOf(controller.current()));
      if (outcome === 'signIn') return;
      if (outcome.kind !== 'saved') {
        report(outcome);
        return;
      }
      id = outcome.id;
    }
    navigate(collectionsPath(id));
  };

  // Back from signing in to save (or to add to the cart): do it once the canvas is up (the
  // design's thumbnail is drawn from it), or at once without a thumbnail if it could not start.
  useEffect(() => {
    if (!session.saveOnOpen || savedOnOpen.current) return;
    savedOnOpen.current = true;
    const intent = session.saveOnOpen;
    let left = false;
    void controller.whenReady().then(() => {
      if (!left) void (intent === 'cart' ? addToCart() : save());
    });
    return () => {
      left = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session.saveOnOpen]);

  const status = session.saving
    ? t('designer.status.saving')
    : saved
      ? t('designer.status.saved')
      : session.signedIn
        ? session.designId
          ? t('designer.status.unsaved')
          : t('designer.status.notSavedYet')
        : t('designer.status.draftOnDevice');

  const offered = session.designId === null ? session.offered : null;
  const banner = offered ? (
    <Alert
      type="info"
      showIcon
      banner
      closable
      data-testid="saved-design-offer"
      title={t('designer.open.newOverSaved', { name: offered.name })}
      action={
        <ButtonLink size="small" to={`/design/${product}?id=${encodeURIComponent(offered.id)}`}>
          {t('designer.open.openSaved', { name: offered.name })}
        </ButtonLink>
      }
    />
  ) : session.source === 'draftOverServer' || session.source === 'draftOfDeleted' ? (
      <Alert
        type="info"
        showIcon
        banner
        closable
        title={session.source === 'draftOverServer' ? t('designer.open.draftRestored') : t('designer.open.draftOfDeleted')}
      />
    ) : null;

  const formatTime = (iso: string | null) => (iso ? new Intl.DateTimeFormat(i18n.language === 'kh' ? 'km-KH' : 'en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '');

  return (
    <>
      <Studio
        store={store}
        product={product}
        status={status}
        saving={session.saving}
        controller={controller}
        onSave={() => void save()}
        onExport={(kind) => void exportDesign(controller.current(), kind, store.getState().doc.teamName || t(`products.${product}`), t)}
        onAddToCart={() => void addToCart()}
        onCollectSizes={session.designId === null ? undefined : () => void collectSizes()}
        onPreview={() => navigate(session.designId && saved ? `/preview?id=${encodeURIComponent(session.designId)}` : `/preview?product=${product}${session.designId ? `&draft=${encodeURIComponent(session.designId)}` : ''}`)}
        banner={banner}
      />
      {askPlainShown && (
        <Suspense fallback={null}>
          <Modal
            open={askPlain}
            title={t('designer.cart.plainTitle')}
            onCancel={() => setAskPlain(false)}
            footer={[
              <Button key="design" type="primary" onClick={() => setAskPlain(false)}>
                {t('designer.cart.designFirst')}
              </Button>,
              <Button
                key="plain"
                onClick={() => {
                  setAskPlain(false);
                  void addToCart(true);
                }}
              >
                {t('designer.cart.addPlain')}
              </Button>,
            ]}
          >
            <p>{t('designer.cart.plainDetail')}</p>
          </Modal>
        </Suspense>
      )}
      {conflictShown && (
        <Suspense fallback={null}>
          <Modal
            open={conflict !== null}
            title={t('designer.conflict.title')}
            onCancel={() => setConflict(null)}
            footer={[
              <Button key="cancel" onClick={() => setConflict(null)}>
                {t('designer.common.cancel')}
              </Button>,
              <Button
                key="theirs"
                danger
                onClick={async () => {
                  setConflict(null);
                  const ok = await whileBusy(() => session.reloadTheirs());
                  showToast(ok ? { severity: 'info', summary: t('designer.conflict.reloaded') } : { severity: 'error', summary: t('designer.open.failed') });
                }}
              >
                {t('designer.conflict.reloadTheirs')}
              </Button>,
              <Button
                key="mine"
                type="primary"
                onClick={async () => {
                  setConflict(null);
                  const outcome = await session.keepMineAsCopy(() => thumbnailOf(controller.current()));
                  if (outcome.kind === 'saved') showToast({ severity: 'success', summary: t('designer.conflict.copySaved') });
                  else report(outcome);
                }}
              >
                {t('designer.conflict.keepMine')}
              </Button>,
            ]}
          >
            <p>{t('designer.conflict.detail', { version: conflict?.version ?? '?', time: formatTime(conflict?.updatedAt ?? null) })}</p>
            <p>{t('designer.conflict.nothingLost')}</p>
          </Modal>
        </Suspense>
      )}
    </>
  );
}
