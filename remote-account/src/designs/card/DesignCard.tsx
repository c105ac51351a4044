import { CopyOutlined, DeleteOutlined, EditOutlined, EyeOutlined, FolderOpenOutlined, MoreOutlined, ShoppingCartOutlined, SkinOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Dropdown from 'antd/es/dropdown';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { MenuProps } from 'antd';
import type { ReactNode } from 'react';
import type { DesignSummary } from '@teamwear/shared/contracts';
import { useTranslation } from '../../strings';
import { Link, useNavigate } from '@teamwear/shared/router';
import { ButtonLink } from '@teamwear/shared/ui/button-link';
import { timeAgo } from '../../common/time-ago';
import { startCollectionPath } from '../../collections/collection-paths';
import { DesignPicture } from '../../design-picture/DesignPicture';
import { cardActions, type CardActionKey, type CardChange } from './card-actions';
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
  open: <FolderOpenOutlined aria-hidden />,
  preview: <EyeOutlined aria-hidden />,
  order: <ShoppingCartOutlined aria-hidden />,
  collect: <SkinOutlined aria-hidden />,
  duplicate: <CopyOutlined aria-hidden />,
  rename: <EditOutlined aria-hidden />,
  delete: <DeleteOutlined aria-hidden />,
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

  const menu: MenuProps = {
    items: inMenu.map((action) => ({
      key: action.key,
      label: action.key === 'collect' ? t('collections.designCard') : t(`myDesigns.${action.key}`),
      icon: ICONS[action.key],
      disabled: action.disabled,
      danger: action.key === 'delete',
    })),
    onClick: ({ key }) => run(key as CardActionKey),
  };
  const menuWorking = inMenu.some((action) => action.working);

  return (
    <Card
      data-testid="design-card"
      data-design-id={design.id}
      size="small"
      styles={{ body: { padding: 12 } }}
      cover={
        <Link to={openPath(design)} style={{ display: 'block', padding: 8, background: 'var(--ant-color-fill-quaternary)' }}>
          <DesignPicture design={design} label={t('myDesigns.pictureOf', { name })} size={220} />
        </Link>
      }
    >
      <Flex vertical gap={6}>
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }} ellipsis={{ tooltip: name }} data-testid="design-name">
          {name}
        </Typography.Title>
        <Flex gap={8} align="center" wrap>
          <Tag style={{ marginInlineEnd: 0 }}>{t(`products.${design.product}`)}</Tag>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            <time dateTime={changed.dateTime} title={changed.title} data-testid="design-changed">
              {t('myDesigns.changed', { when: changed.text })}
            </time>
          </Typography.Text>
        </Flex>
        <Flex gap={8} wrap style={{ marginTop: 4 }}>
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
          <Dropdown menu={menu} trigger={['click']} disabled={working !== null}>
            <Button size="small" icon={<MoreOutlined aria-hidden />} loading={menuWorking} aria-label={t('myDesigns.moreActions', { name })} />
          </Dropdown>
        </Flex>
      </Flex>
    </Card>
  );
}
