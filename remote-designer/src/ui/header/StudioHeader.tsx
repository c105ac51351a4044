import { EyeOutlined, RedoOutlined, SaveOutlined, ShoppingCartOutlined, UndoOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Segmented from 'antd/es/segmented';
import theme from 'antd/es/theme';
import Tooltip from 'antd/es/tooltip';
import { memo, type ReactNode } from 'react';
import type { DesignStoreState, View } from '@teamwear/design';
import type { DisplayMode } from '../../render/studio-renderer';
import { useDesignSelector } from '../state/use-design-store';
import { useStudio } from '../studio-context';
import { useTranslation } from '../../strings';
import { Heading, Text } from '@teamwear/shared/ui/kit/themed';
import { ExportMenu } from './ExportMenu';

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

/** Memoised: a click on a panel's tab re-renders the studio around it, not its header. */
export const StudioHeader = memo(function StudioHeader({ title, status, viewChoice, onViewChoice, allowBoth, onExport, actions, compact }: StudioHeaderProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { store } = useStudio();
  const canUndo = useDesignSelector(store, canUndoOf);
  const canRedo = useDesignSelector(store, canRedoOf);
  const mod = isMac ? '⌘' : 'Ctrl';
  const views = [
    { value: 'front', label: t('designer.views.front') },
    { value: 'back', label: t('designer.views.back') },
    ...(allowBoth ? [{ value: 'both', label: t('designer.views.both') }] : []),
  ];
  return (
    <Flex
      wrap
      align="center"
      justify="space-between"
      gap={compact ? 8 : 12}
      style={{ padding: compact ? '8px 12px' : '10px 16px', borderBottom: `1px solid ${token.colorBorderSecondary}`, background: token.colorBgContainer }}
    >
      <Flex vertical style={{ minWidth: 0, flex: compact ? '1 1 100%' : '1 1 auto' }}>
        <Flex align="center" justify="space-between" gap={8}>
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
            <Button type="primary" icon={<SaveOutlined aria-hidden />} loading={actions.saving} onClick={actions.onSave} data-testid="save-design">
              {t('designer.header.save')}
            </Button>
          )}
        </Flex>
        <Text tone="secondary" style={{ fontSize: 12 }} data-testid="save-status" aria-live="polite">
          {status}
        </Text>
      </Flex>
      <Flex align="center" gap={8} wrap>
        <Segmented
          value={viewChoice}
          onChange={(value) => onViewChoice(value as ViewChoice)}
          options={views}
          aria-label={t('designer.header.view')}
          data-testid="view-toggle"
        />
        <Tooltip title={`${t('designer.header.undo')} (${mod}+Z)`}>
          <Button icon={<UndoOutlined aria-hidden />} disabled={!canUndo} onClick={() => store.undo()} aria-label={t('designer.header.undo')} data-testid="undo" />
        </Tooltip>
        <Tooltip title={`${t('designer.header.redo')} (${mod}+Shift+Z)`}>
          <Button icon={<RedoOutlined aria-hidden />} disabled={!canRedo} onClick={() => store.redo()} aria-label={t('designer.header.redo')} data-testid="redo" />
        </Tooltip>
        <ExportMenu compact={compact} onExport={onExport} />
        {actions.kind === 'given' ? (
          actions.node
        ) : (
          <>
            <Button icon={<EyeOutlined aria-hidden />} onClick={actions.onPreview} aria-label={t('designer.header.preview')}>
              {compact ? null : t('designer.header.preview')}
            </Button>
            {/* Beside Save: the design is saved first when it needs it. */}
            <Button icon={<ShoppingCartOutlined aria-hidden />} onClick={actions.onAddToCart} disabled={actions.saving} aria-label={t('cart.addToCart')} data-testid="add-to-cart">
              {compact ? null : t('cart.addToCart')}
            </Button>
            {actions.onCollectSizes ? (
              <Tooltip title={t('designer.collectSizes.title')}>
                <Button
                  icon={<UsergroupAddOutlined aria-hidden />}
                  onClick={actions.onCollectSizes}
                  disabled={actions.saving}
                  aria-label={t('designer.collectSizes.open')}
                  data-testid="collect-sizes"
                >
                  {compact ? null : t('designer.collectSizes.open')}
                </Button>
              </Tooltip>
            ) : null}
            {!compact && (
              <Button type="primary" icon={<SaveOutlined aria-hidden />} loading={actions.saving} onClick={actions.onSave} data-testid="save-design">
                {t('designer.header.save')}
              </Button>
            )}
          </>
        )}
      </Flex>
    </Flex>
  );
});
