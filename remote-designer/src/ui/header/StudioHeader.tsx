import theme from 'antd/es/theme';
import { memo, type ReactNode } from 'react';
import type { DesignStoreState, View } from '@teamwear/design';
import type { DisplayMode } from '../../render/studio-renderer';
import { useDesignSelector } from '../state/use-design-store';
import { useStudio } from '../studio-context';
import { useTranslation } from '../../strings';
import { Heading, Text } from '@teamwear/shared/ui/kit/themed';
import { ExportMenu } from './ExportMenu';
import { Hint, LightButton, ViewSwitch, type ViewSwitchOption } from '../light/controls';
import { EyeOutlined, RedoOutlined, SaveOutlined, ShoppingCartOutlined, UndoOutlined, UsergroupAddOutlined } from '../light/icons';

export type ViewChoice = View | 'both';

/** The header's actions after Export: the shop's (Preview, Add to cart, Collect sizes for a saved
 *  design, Save), or those the studio on a partner's page gives (src/embed). */
export type StudioHeaderActions =
  | { kind: 'shop'; saving: boolean; onSave: () => void; onPreview: () => void; onAddToCart: () => void; onCollectSizes?: (() => void) | undefined }
  | { kind: 'given'; node: ReactNode };

export interface StudioHeaderProps {
  title: string;
  status: ReactNode;
  viewChoice: ViewChoice;
  onViewChoice: (choice: ViewChoice) => void;
  allowBoth: boolean;
  onExport: (kind: 'screen' | 'print') => void;
  actions: StudioHeaderActions;
  compact: boolean;
}

export function displayModeOf(choice: ViewChoice): DisplayMode {
  return choice === 'both' ? 'both' : 'single';
}

const canUndoOf = (state: DesignStoreState) => state.canUndo;
const canRedoOf = (state: DesignStoreState) => state.canRedo;

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Memoised: a click on a panel's tab re-renders the studio around it, not its header. Drawn
 *  with the light controls (../light), not antd's: it is on the studio's first screen. */
export const StudioHeader = memo(function StudioHeader({ title, status, viewChoice, onViewChoice, allowBoth, onExport, actions, compact }: StudioHeaderProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { store } = useStudio();
  const canUndo = useDesignSelector(store, canUndoOf);
  const canRedo = useDesignSelector(store, canRedoOf);
  const mod = isMac ? '⌘' : 'Ctrl';
  const views: ViewSwitchOption<ViewChoice>[] = [
    { value: 'front', label: t('designer.views.front') },
    { value: 'back', label: t('designer.views.back') },
    ...(allowBoth ? [{ value: 'both' as const, label: t('designer.views.both') }] : []),
  ];
  return (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: compact ? 8 : 12,
        padding: compact ? '8px 12px' : '10px 16px',
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        background: token.colorBgContainer,
      }}
    >
      <div style={{ display: 'flex', flexDirection: 'column', minWidth: 0, flex: compact ? '1 1 100%' : '1 1 auto' }}>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
          {/* The page's heading (the garment being designed), in the size of a small title. */}
          <Heading
            level={1}
            style={{
              margin: 0,
              fontSize: compact ? token.fontSizeHeading5 : token.fontSizeHeading4,
              lineHeight: compact ? token.lineHeightHeading5 : token.lineHeightHeading4,
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            {title}
          </Heading>
          {compact && actions.kind === 'shop' && (
            <LightButton variant="primary" icon={<SaveOutlined />} loading={actions.saving} onClick={actions.onSave} data-testid="save-design">
              {t('designer.header.save')}
            </LightButton>
          )}
        </div>
        <Text tone="secondary" style={{ fontSize: 12 }} data-testid="save-status" aria-live="polite">
          {status}
        </Text>
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
        <ViewSwitch value={viewChoice} onChange={onViewChoice} options={views} aria-label={t('designer.header.view')} data-testid="view-toggle" />
        <Hint title={`${t('designer.header.undo')} (${mod}+Z)`}>
          <LightButton icon={<UndoOutlined />} disabled={!canUndo} onClick={() => store.undo()} aria-label={t('designer.header.undo')} data-testid="undo" />
        </Hint>
        <Hint title={`${t('designer.header.redo')} (${mod}+Shift+Z)`}>
          <LightButton icon={<RedoOutlined />} disabled={!canRedo} onClick={() => store.redo()} aria-label={t('designer.header.redo')} data-testid="redo" />
        </Hint>
        <ExportMenu compact={compact} onExport={onExport} />
        {actions.kind === 'given' ? (
          actions.node
        ) : (
          <>
            <LightButton icon={<EyeOutlined />} onClick={actions.onPreview} aria-label={t('designer.header.preview')}>
              {compact ? null : t('designer.header.preview')}
            </LightButton>
            {/* Beside Save: the design is saved first when it needs it. */}
            <LightButton icon={<ShoppingCartOutlined />} onClick={actions.onAddToCart} disabled={actions.saving} aria-label={t('cart.addToCart')} data-testid="add-to-cart">
              {compact ? null : t('cart.addToCart')}
            </LightButton>
            {actions.onCollectSizes ? (
              <Hint title={t('designer.collectSizes.title')}>
                <LightButton
                  icon={<UsergroupAddOutlined />}
                  onClick={actions.onCollectSizes}
                  disabled={actions.saving}
                  aria-label={t('designer.collectSizes.open')}
                  data-testid="collect-sizes"
                >
                  {compact ? null : t('designer.collectSizes.open')}
                </LightButton>
              </Hint>
            ) : null}
            {!compact && (
              <LightButton variant="primary" icon={<SaveOutlined />} loading={actions.saving} onClick={actions.onSave} data-testid="save-design">
                {t('designer.header.save')}
              </LightButton>
            )}
          </>
        )}
      </div>
    </div>
  );
});
