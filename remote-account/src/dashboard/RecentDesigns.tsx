import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import { useEffect, useState } from 'react';
import { callEndpoint } from '@teamwear/shared/api';
import { designRoutes } from '@teamwear/shared/api-routes';
import type { DesignSummary } from '@teamwear/shared/contracts';
import { useTranslation } from '../strings';
import { Link } from '@teamwear/shared/router';
import { ButtonLink } from '@teamwear/shared/ui/button-link';
import { DesignPicture } from '../design-picture/DesignPicture';
import { displayName, openPath } from '../designs/card/design-display';
import { accountEarlyAnswers, firstAnswerOf } from '../api/early-answers';
import { listRequestQuery } from '../designs/list/list-query';
import { Text } from '@teamwear/shared/ui/typography';

/** How many of the newest designs the dashboard shows. */
export const RECENT_DESIGNS = 4;

type Load = { kind: 'loading' } | { kind: 'ready'; designs: DesignSummary[] } | { kind: 'failed'; message: string };

const RECENT = 'designs/recent';
const askForRecentDesigns = (signal?: AbortSignal) =>
  callEndpoint(designRoutes.list, { query: listRequestQuery({ product: null, search: '', page: 1 }, RECENT_DESIGNS), signal });

/** Asks for the newest designs before the dashboard is drawn (its link in the menu is pointed at). */
export function askForRecentDesignsEarly(): void {
  accountEarlyAnswers.askEarly(RECENT, () => askForRecentDesigns());
}

/** The customer's newest designs as pictures; a click opens one in the studio. */
export function RecentDesigns() {
  const { t } = useTranslation();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const ask = () => askForRecentDesigns(controller.signal);
    void firstAnswerOf(attempt, RECENT, ask).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok && Array.isArray(result.data?.data)) setLoad({ kind: 'ready', designs: result.data.data });
      else setLoad({ kind: 'failed', message: result.ok ? t('account.loadFailed') : result.error.message });
    });
    return () => controller.abort();
  }, [attempt, t]);

  if (load.kind === 'loading') return <Skeleton active paragraph={{ rows: 3 }} />;
  if (load.kind === 'failed') {
    return (
      <Flex vertical gap={8} align="flex-start">
        <Text tone="danger">{load.message}</Text>
        <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
          {t('common.retry')}
        </Button>
      </Flex>
    );
  }
  if (load.designs.length === 0) {
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
      {load.designs.map((design) => {
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
