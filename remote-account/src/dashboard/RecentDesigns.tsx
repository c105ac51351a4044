import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import { callEndpoint } from '@teamwear/shared/api';
import { designRoutes } from '@teamwear/shared/api-routes';
import type { DesignSummary } from '@teamwear/shared/contracts';
import { useTranslation } from '../strings';
import { Link } from '@teamwear/shared/router';
import { ButtonLink } from '@teamwear/shared/ui/button-link';
import { DesignPicture } from '../design-picture/DesignPicture';
import { displayName, openPath } from '../designs/card/design-display';
import { accountAnswers } from '../server-data/answers-cache';
import { useServerData } from '../server-data/use-server-data';
import { listRequestQuery } from '../designs/list/list-query';
import { Text } from '@teamwear/shared/ui/kit/themed';

/** How many of the newest designs the dashboard shows. */
export const RECENT_DESIGNS = 4;

const RECENT = 'designs/recent';
const askForRecentDesigns = (signal?: AbortSignal) =>
  callEndpoint(designRoutes.list, { query: listRequestQuery({ product: null, search: '', page: 1 }, RECENT_DESIGNS), signal });

/** Asks for the newest designs before the dashboard is drawn (its link in the menu is pointed at). */
export function askForRecentDesignsEarly(): void {
  accountAnswers.prefetch(RECENT, () => askForRecentDesigns());
}

/** The customer's newest designs as pictures; a click opens one in the studio. */
export function RecentDesigns() {
  const { t } = useTranslation();
  const answer = useServerData({ key: RECENT, load: askForRecentDesigns });
  // An answer without its list is a failure too (the list's answer is not checked by its schema).
  const designs: DesignSummary[] | null = answer.kind === 'ready' && Array.isArray(answer.data?.data) ? answer.data.data : null;

  if (answer.kind === 'loading') return <Skeleton active paragraph={{ rows: 3 }} />;
  if (designs === null) {
    return (
      <Flex vertical gap={8} align="flex-start">
        <Text tone="danger">{answer.kind === 'failed' ? answer.error.message : t('account.loadFailed')}</Text>
        <Button size="small" onClick={answer.reload}>
          {t('common.retry')}
        </Button>
      </Flex>
    );
  }
  if (designs.length === 0) {
    return (
      <Flex vertical gap={12} align="flex-start">
        <Text tone="secondary">{t('dashboard.noRecentDesigns')}</Text>
        <ButtonLink type="primary" to="/products">
          {t('myDesigns.startDesigning')}
        </ButtonLink>
      </Flex>
    );
  }
  return (
    <div data-testid="recent-designs" style={{ display: 'grid', gridTemplateColumns: `repeat(${RECENT_DESIGNS}, minmax(0, 1fr))`, gap: 12 }}>
      {designs.map((design) => {
        const name = displayName(design.name, t('myDesigns.untitled'));
        return (
          <Link key={design.id} to={openPath(design)} data-testid="recent-design" style={{ display: 'block', minWidth: 0, color: 'inherit' }}>
            <DesignPicture design={design} label={t('myDesigns.pictureOf', { name })} size={120} style={{ borderRadius: 8, background: 'var(--ant-color-fill-quaternary)' }} />
            <Text ellipsis style={{ display: 'block', marginTop: 4, fontSize: 13 }}>
              {name}
            </Text>
          </Link>
        );
      })}
    </div>
  );
}
