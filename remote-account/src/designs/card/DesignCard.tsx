import Button from 'antd/es/button';
import type { ReactNode } from 'react';
import type { DesignSummary } from '@teamwear/shared/contracts';
import { useTranslation } from '../../strings';
import { Link, useNavigate } from '@teamwear/shared/router';
import { ButtonLink } from '@teamwear/shared/ui/button-link';
import { ActionMenu, CoverCard, Heading, TagLabel, Text } from '@teamwear/shared/ui/kit/themed';
import { timeAgo } from '../../common/time-ago';
import { startCollectionPath } from '../../collections/collection-paths';
import { DesignPicture } from '../../design-picture/DesignPicture';
import { cardActions, type CardActionKey, type CardChange } from './card-actions';
import { CopyOutlined, DeleteOutlined, EditOutlined, EyeOutlined, FolderOpenOutlined, MoreOutlined, ShoppingCartOutlined, SkinOutlined } from './card-icons';
import { displayName, openPath, previewPath } from './design-display';

export interface DesignCardProps {
  design: DesignSummary;
  /** The change under way on this design, if any. */
  working: CardChange | null;
  now: Date;
  onChange: (change: CardChange, design: DesignSummary) => void;
  /** Given, the card offers Add to cart (see card-actions). */
  onOrder?: (design: DesignSummary) => void;
  /** The design is being put in the cart. */
  ordering?: boolean;
}

const ICONS: Record<CardActionKey, ReactNode> = {
  open: <FolderOpenOutlined />,
  preview: <EyeOutlined />,
  order: <ShoppingCartOutlined />,
  collect: <SkinOutlined />,
  duplicate: <CopyOutlined />,
  rename: <EditOutlined />,
  delete: <DeleteOutlined />,
};

/** One saved design: its picture (opens it), name, garment and last change, and what can be done with it. */
export function DesignCard({ design, working, now, onChange, onOrder, ordering = false }: DesignCardProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const name = displayName(design.name, t('myDesigns.untitled'));
  const changed = timeAgo(t, design.updatedAt, now, i18n.language);
  const actions = cardActions({ working, canOrder: Boolean(onOrder) });
  const onCard = actions.filter((action) => action.placement === 'card');
  const inMenu = actions.filter((action) => action.placement === 'menu');

  const run = (key: CardActionKey) => {
    if (key === 'order') onOrder?.(design);
    else if (key === 'collect') navigate(startCollectionPath(design.id));
    else if (key === 'duplicate' || key === 'rename' || key === 'delete') onChange(key, design);
  };

  const menuItems = inMenu.map((action) => ({
    key: action.key,
    label: action.key === 'collect' ? t('collections.designCard') : t(`myDesigns.${action.key}`),
    icon: ICONS[action.key],
    disabled: action.disabled,
    danger: action.key === 'delete',
  }));
  const menuWorking = inMenu.some((action) => action.working);
  const moreActions = t('myDesigns.moreActions', { name });

  // The kit's card, heading, tag and menu, not antd's Card, Typography, Tag and Dropdown: the page's
  // first load downloads none of their machinery (tabs, rc-menu, rc-trigger, ellipsis measuring).
  return (
    <CoverCard
      data-testid="design-card"
      data-design-id={design.id}
      cover={
        <Link to={openPath(design)} style={{ display: 'block', padding: 8, background: 'var(--ant-color-fill-quaternary)' }}>
          <DesignPicture design={design} label={t('myDesigns.pictureOf', { name })} size={220} />
        </Link>
      }
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
        {/* One line, cut with an ellipsis; the whole name in its title, as antd's ellipsis tooltip said it. */}
        <Heading level={2} style={{ fontSize: 16, margin: 0, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}>
          <span title={name} data-testid="design-name">
            {name}
          </span>
        </Heading>
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
          <TagLabel>{t(`products.${design.product}`)}</TagLabel>
          <Text tone="secondary" style={{ fontSize: 13 }}>
            <time dateTime={changed.dateTime} title={changed.title} data-testid="design-changed">
              {t('myDesigns.changed', { when: changed.text })}
            </time>
          </Text>
        </div>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 4 }}>
          {onCard.map((action) => {
            const common = {
              size: 'small' as const,
              type: action.key === 'open' ? ('primary' as const) : ('default' as const),
              icon: ICONS[action.key],
              disabled: action.disabled,
              children: action.key === 'order' ? t('cart.addToCart') : t(`myDesigns.${action.key}`),
            };
            if (action.key === 'open') return <ButtonLink key={action.key} to={openPath(design)} {...common} />;
            if (action.key === 'preview') return <ButtonLink key={action.key} to={previewPath(design)} {...common} />;
            return <Button key={action.key} {...common} loading={action.key === 'order' && ordering} onClick={() => run(action.key)} data-testid={action.key === 'order' ? 'design-add-to-cart' : undefined} />;
          })}
          <ActionMenu
            items={menuItems}
            label={moreActions}
            onChoose={(key) => run(key as CardActionKey)}
            trigger={(props) => <Button {...props} size="small" icon={<MoreOutlined />} loading={menuWorking} disabled={working !== null} aria-label={moreActions} />}
          />
        </div>
      </div>
    </CoverCard>
  );
}
