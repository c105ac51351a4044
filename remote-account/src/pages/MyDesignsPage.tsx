import Button from 'antd/es/button';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { addToCartAndAsk } from '@teamwear/shared/cart';
import { useTranslation } from '../strings';
import { useNavigate, useSearchParams } from '@teamwear/shared/router';
import { formatNumber } from '@teamwear/shared/ui';
import { ButtonLink } from '@teamwear/shared/ui/button-link';
import { Pager } from '../common/data-table/Pager';
import { Heading, Text, WarningResult } from '@teamwear/shared/ui/kit/themed';
import { useNow } from '../common/use-now';
import { PlusOutlined } from '../designs/card/card-icons';
import { DesignCard } from '../designs/card/DesignCard';
import { useCardChanges, type ChangeDone } from '../designs/card/use-card-changes';
import { DesignFilters } from '../designs/list/DesignFilters';
import { DesignGrid, DesignGridItem } from '../designs/list/DesignGrid';
import { NoDesigns, NoMatchingDesigns } from '../designs/list/DesignsEmpty';
import { DesignsSkeleton } from '../designs/list/DesignsSkeleton';
import { DESIGNS_PER_PAGE, FIRST_PAGE_QUERY, isFiltered, listQueryParams, pageToShowInstead, readListQuery, type DesignListQuery } from '../designs/list/list-query';
import { useDesignList } from '../designs/list/use-design-list';

// The rename dialog (antd's Modal, Form and Input with their validator) downloads when first opened.
const RenameDialog = lazy(() => import('../designs/card/RenameDialog').then((module) => ({ default: module.RenameDialog })));
// The limit's notice (antd's Alert) only for a customer who reached it.
const DesignLimitNotice = lazy(() => import('../designs/list/DesignLimitNotice').then((module) => ({ default: module.DesignLimitNotice })));

/**
 * /me/assets, My designs: the customer's saved designs, newest first, as cards with their
 * picture; filter by garment, search by name, pages of DESIGNS_PER_PAGE; the count against
 * the shop's limit. Each card puts its design in the cart ('Continue to checkout?' follows).
 */
export function MyDesignsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const query = useMemo(() => readListQuery(new URLSearchParams(address)), [address]);
  const { state, reload } = useDesignList(query);
  const now = useNow();

  const show = useCallback(
    (next: DesignListQuery, options?: { replace?: boolean }) => setParams(listQueryParams(next), options),
    [setParams],
  );
  const filter = useCallback((change: Pick<DesignListQuery, 'product' | 'search'>) => show({ ...change, page: 1 }, { replace: true }), [show]);

  const done = useCallback(
    (change: ChangeDone) => {
      // Newest first: a copy, and a renamed design, are now at the top of the first page.
      if (change !== 'deleted' && query.page !== 1) show({ ...query, page: 1 });
      else reload();
    },
    [query, show, reload],
  );
  const changes = useCardChanges(done);

  // The design being put in the cart: its button waits, so that a double click adds it once.
  const navigate = useNavigate();
  const [adding, setAdding] = useState<string | null>(null);
  const addToCart = useCallback(
    async (designId: string) => {
      setAdding(designId);
      try {
        await addToCartAndAsk(designId, (path) => navigate(path));
      } finally {
        setAdding(null);
      }
    },
    [navigate],
  );

  // A page past the end (its last design deleted, or an old link): the last one that exists.
  const list = state.kind === 'ready' ? state.list : null;
  const instead = list ? pageToShowInstead(query, list.total) : null;
  useEffect(() => {
    if (instead !== null) show({ ...query, page: instead }, { replace: true });
  }, [instead, query, show]);

  const atLimit = list !== null && list.limit > 0 && list.count >= list.limit;

  return (
    <section data-remote="account">
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 12, marginBottom: 8 }}>
        <div>
          <Heading level={1} style={{ fontSize: 28, margin: 0 }}>
            {t('account.myDesignsTitle')}
          </Heading>
          {list ? (
            <Text tone="secondary" data-testid="design-count">
              {t('myDesigns.countOfLimit', { count: formatNumber(list.count), limit: formatNumber(list.limit) })}
            </Text>
          ) : null}
        </div>
        <ButtonLink type="primary" icon={<PlusOutlined />} to="/products">
          {t('myDesigns.newDesign')}
        </ButtonLink>
      </div>

      {atLimit ? (
        <Suspense fallback={null}>
          <DesignLimitNotice count={list.count} limit={list.limit} />
        </Suspense>
      ) : null}

      {list && list.count > 0 ? (
        <div style={{ margin: '16px 0' }}>
          <DesignFilters query={query} onChange={filter} />
        </div>
      ) : null}

      {state.kind === 'loading' ? <DesignsSkeleton cards={6} label={t('account.myDesignsTitle')} /> : null}

      {state.kind === 'failed' ? (
        <WarningResult
          title={t('myDesigns.loadFailed')}
          subTitle={state.message || t('account.loadFailed')}
          extra={
            <Button type="primary" onClick={reload}>
              {t('common.retry')}
            </Button>
          }
          testId="designs-failed"
        />
      ) : null}

      {list && list.count === 0 ? <NoDesigns /> : null}
      {list && list.count > 0 && list.total === 0 && isFiltered(query) ? <NoMatchingDesigns onClear={() => show(FIRST_PAGE_QUERY)} /> : null}

      {list && list.data.length > 0 ? (
        <>
          <DesignGrid label={t('account.myDesignsTitle')} busy={state.kind === 'ready' && state.refreshing}>
            {list.data.map((design) => (
              <DesignGridItem key={design.id}>
                <DesignCard
                  design={design}
                  working={changes.working[design.id] ?? null}
                  now={now}
                  onChange={changes.start}
                  onOrder={(chosen) => void addToCart(chosen.id)}
                  ordering={adding === design.id}
                />
              </DesignGridItem>
            ))}
          </DesignGrid>
          {list.total > DESIGNS_PER_PAGE ? (
            <Pager
              label={t('myDesigns.pages')}
              style={{ marginTop: 24, justifyContent: 'center' }}
              page={query.page}
              pageSize={DESIGNS_PER_PAGE}
              total={list.total}
              onChange={(page) => {
                show({ ...query, page });
                window.scrollTo({ top: 0 });
              }}
            />
          ) : null}
        </>
      ) : null}

      {changes.renaming ? (
        <Suspense fallback={null}>
          <RenameDialog
            key={changes.renaming.id}
            design={changes.renaming}
            initialName={changes.nameOf(changes.renaming)}
            onClose={changes.closeRename}
            onRename={changes.rename}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
