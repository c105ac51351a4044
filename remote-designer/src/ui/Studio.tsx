import theme from 'antd/es/theme';
import { Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { GARMENTS } from '@teamwear/design/garments';
import { ON_ITS_OWN, WORN, type DesignStore, type DesignStoreState, type Product, type View } from '@teamwear/design';
import { StudioCanvas } from '../render/StudioCanvas';
import type { StudioController } from '../render/studio-controller';
import { ZOOM_CONTROLS_INSET, ZoomControls } from './canvas/ZoomControls';
import { Heading } from '@teamwear/shared/ui/kit/themed';
import { useMediaQuery } from '@teamwear/shared/ui/kit';
import { LightControlStyles } from './light/controls';
import { AppstoreOutlined, BarsOutlined, BgColorsOutlined, BlockOutlined, LayoutOutlined, SkinOutlined, SmileOutlined, TagsOutlined } from './light/icons';
import { useMannequinShown } from './state/mannequin-preference';
import { displayModeOf, StudioHeader, type StudioHeaderActions, type ViewChoice } from './header/StudioHeader';
import { FabricPanel, LayersPanel, OptionsPanel, PANEL_CODE, PartsPanel, PatternsPanel, SkinPanel, StripesPanel, TemplatesPanel } from './panels/lazy-panels';
import { useDesignSelector } from './state/use-design-store';
import { useStudioKeys } from './state/use-studio-keys';
import { useTextStyleKeys } from './text-style/use-text-style-keys';
import { StudioContext, type StudioContextValue } from './studio-context';
import { useTranslation } from '../strings';
import { usePlaceholderLabels } from './state/use-placeholder-labels';

type PanelId = 'parts' | 'options' | 'stripes' | 'fabric' | 'patterns' | 'layers' | 'templates' | 'skin';

const PANELS: { id: PanelId; icon: ReactNode }[] = [
  { id: 'parts', icon: <BgColorsOutlined /> },
  { id: 'options', icon: <SkinOutlined /> },
  { id: 'layers', icon: <BlockOutlined /> },
  { id: 'stripes', icon: <BarsOutlined /> },
  { id: 'patterns', icon: <AppstoreOutlined /> },
  { id: 'fabric', icon: <TagsOutlined /> },
  { id: 'templates', icon: <LayoutOutlined /> },
  { id: 'skin', icon: <SmileOutlined /> },
];

/** The studio's frame follows the selection only: an edit re-renders the panel that shows it. */
const selectionOf = (state: DesignStoreState) => state.selection;

interface StudioBaseProps {
  store: DesignStore;
  product: Product;
  status: ReactNode;
  /** The page's handle on the canvas: the header's buttons, the keys and the zoom reach it there. */
  controller: StudioController;
  onExport: (kind: 'screen' | 'print') => void;
  banner?: ReactNode;
}

/** On the shop's own page: Save, Preview and Add to cart in the header. */
interface ShopStudioProps extends StudioBaseProps {
  embedded?: undefined;
  saving: boolean;
  onSave: () => void;
  onPreview: () => void;
  /** Saves the design if it needs it, then puts it in the cart. */
  onAddToCart: () => void;
  /** A saved design's way to collecting the team's sizes (absent for a design never saved). */
  onCollectSizes?: (() => void) | undefined;
}

/** On a partner's page (src/embed): the studio fills the element it is given, lays itself out by
 *  that element's width rather than the window's, and its header carries `actions`. */
interface EmbeddedStudioFrame extends StudioBaseProps {
  embedded: { wide: boolean; actions: ReactNode };
}

export type StudioProps = ShopStudioProps | EmbeddedStudioFrame;

/** The design studio: header, canvas and the tool panels; stacked on phones. Its frame (header,
 *  tool rail, zoom bar) is drawn with the light controls (./light), not antd's components: antd's
 *  styles are built for the panels only. */
export function Studio(props: StudioProps) {
  const { store, product, status, controller, onExport, banner, embedded } = props;
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // antd's `lg` breakpoint, as Grid.useBreakpoint said it, without antd's grid (and right from the first render).
  const large = useMediaQuery('(min-width: 992px)');
  const wide = embedded ? embedded.wide : large;
  const sectionRef = useRef<HTMLElement | null>(null);
  const context = useMemo<StudioContextValue>(() => ({ store, product, controller }), [store, product, controller]);
  const selection = useDesignSelector(store, selectionOf);
  const mannequin = useMannequinShown();
  const [panel, setPanel] = useState<PanelId>('parts');
  const [both, setBoth] = useState(false);
  const keyScope = useCallback(() => sectionRef.current, []);
  useStudioKeys(store, controller.current, embedded ? keyScope : undefined);
  useTextStyleKeys(store, embedded ? keyScope : undefined);

  const viewChoice: ViewChoice = both && wide ? 'both' : selection.view;
  const shownViews: View[] = viewChoice === 'both' ? ['front', 'back'] : [viewChoice];
  const catalogueOrder = useMemo(() => GARMENTS[product].parts.map((part) => part.id), [product]);
  const placeholderLabels = usePlaceholderLabels();

  const onViewChoice = useCallback(
    (choice: ViewChoice) => {
      if (choice === 'both') {
        setBoth(true);
        return;
      }
      setBoth(false);
      store.setView(choice);
    },
    [store],
  );
  // The same object while the page's props are: the memoised header is not drawn again for a tab.
  const actions = useMemo<StudioHeaderActions>(
    () =>
      props.embedded
        ? { kind: 'given', node: props.embedded.actions }
        : {
            kind: 'shop',
            saving: props.saving,
            onSave: props.onSave,
            onPreview: props.onPreview,
            onAddToCart: props.onAddToCart,
            onCollectSizes: props.onCollectSizes,
          },
    [props],
  );

  const panelBody = (() => {
    switch (panel) {
      case 'parts':
        return <PartsPanel catalogueOrder={catalogueOrder} />;
      case 'options':
        return <OptionsPanel />;
      case 'stripes':
        return <StripesPanel />;
      case 'fabric':
        return <FabricPanel />;
      case 'patterns':
        return <PatternsPanel catalogueOrder={catalogueOrder} />;
      case 'layers':
        return <LayersPanel shownViews={shownViews} />;
      case 'templates':
        return <TemplatesPanel />;
      case 'skin':
        return <SkinPanel />;
    }
  })();

  const rail = (
    <nav
      aria-label={t('designer.header.tools')}
      style={{
        display: 'flex',
        flexDirection: wide ? 'column' : 'row',
        gap: 2,
        padding: wide ? '8px 6px' : '6px 8px',
        overflowX: wide ? 'visible' : 'auto',
        background: token.colorBgContainer,
        borderInlineStart: wide ? `1px solid ${token.colorBorderSecondary}` : undefined,
        borderBottom: wide ? undefined : `1px solid ${token.colorBorderSecondary}`,
        borderTop: wide ? undefined : `1px solid ${token.colorBorderSecondary}`,
      }}
      role="tablist"
      aria-orientation={wide ? 'vertical' : 'horizontal'}
    >
      {PANELS.map(({ id, icon }) => {
        const active = panel === id;
        return (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls="studio-panel"
            data-testid={`panel-tab-${id}`}
            onClick={() => setPanel(id)}
            onPointerEnter={() => void PANEL_CODE[id].preload().catch(() => undefined)}
            onFocus={() => void PANEL_CODE[id].preload().catch(() => undefined)}
            style={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: 2,
              minWidth: wide ? 0 : 68,
              padding: '8px 4px',
              border: 'none',
              borderRadius: 8,
              cursor: 'pointer',
              font: 'inherit',
              fontSize: 11,
              lineHeight: 1.25,
              // The label in ink on the tint: the shop's colour on its own tint reads at about 2.5:1
              // (WCAG asks 4.5:1); the icon keeps the colour and the label turns bold.
              color: active ? token.colorText : token.colorTextSecondary,
              fontWeight: active ? 600 : undefined,
              background: active ? token.colorPrimaryBg : 'transparent',
            }}
          >
            <span style={{ fontSize: 18, color: active ? token.colorPrimary : undefined }} aria-hidden>
              {icon}
            </span>
            <span style={{ textAlign: 'center', overflowWrap: 'anywhere', hyphens: 'auto' }}>{t(`designer.tabs.${id}`)}</span>
          </button>
        );
      })}
    </nav>
  );

  const panelArea = (
    <div
      id="studio-panel"
      role="tabpanel"
      aria-label={t(`designer.tabs.${panel}`)}
      data-testid={`panel-${panel}`}
      style={{ padding: 16, overflowY: wide ? 'auto' : 'visible', background: token.colorBgContainer, minHeight: 0 }}
    >
      <Heading level={5}>{t(`designer.tabs.${panel}`)}</Heading>
      <Suspense fallback={<div aria-busy="true" style={{ minHeight: 240 }} />}>{panelBody}</Suspense>
    </div>
  );

  const canvas = (
    <div style={{ position: 'relative', height: '100%' }}>
      <StudioCanvas
        store={store}
        mode={displayModeOf(viewChoice)}
        look={mannequin ? WORN : ON_ITS_OWN}
        bottomInset={ZOOM_CONTROLS_INSET}
        placeholderLabels={placeholderLabels}
        controller={controller}
        label={t('designer.canvasLabel', { product: t(`products.${product}`) })}
        style={{ height: '100%', minHeight: wide ? 0 : 320, background: token.colorFillQuaternary }}
      />
      <ZoomControls controller={controller} />
    </div>
  );

  return (
    <StudioContext.Provider value={context}>
      <section
        ref={sectionRef}
        data-remote="designer"
        data-product={product}
        data-testid="design-studio"
        style={{
          display: 'flex',
          flexDirection: 'column',
          // Embedded: as tall as the element the partner gave (at least 600 px, as on the shop);
          // stacked, as tall as its content (the element scrolls it).
          height: wide ? (embedded ? '100%' : 'calc(100vh - 64px)') : undefined,
          minHeight: wide ? 600 : undefined,
          background: token.colorBgLayout,
        }}
      >
        <StudioHeader
          title={t('designer.editorTitle', { product: t(`products.${product}`) })}
          status={status}
          viewChoice={viewChoice}
          onViewChoice={onViewChoice}
          allowBoth={wide}
          onExport={onExport}
          actions={actions}
          compact={!wide}
        />
        {banner}
        {wide ? (
          <div style={{ flex: 1, minHeight: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 84px 360px' }}>
            <div style={{ minWidth: 0, minHeight: 0 }}>{canvas}</div>
            {rail}
            {panelArea}
          </div>
        ) : (
          <div style={{ display: 'flex', flexDirection: 'column' }}>
            <div style={{ height: '56vh', minHeight: 320 }}>{canvas}</div>
            {rail}
            {panelArea}
          </div>
        )}
        <LightControlStyles />
      </section>
    </StudioContext.Provider>
  );
}
