import { UsergroupAddOutlined } from '@ant-design/icons';
import { AlertBox } from '../../common/AlertBox';
import Button from 'antd/es/button';
import Flex from '../../common/Flex';
import { Heading, SurfaceCard, Text } from '@teamwear/shared/ui/kit/themed';
import { lazy, Suspense, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { loadCart } from '@teamwear/shared/cart';
import type { Design, GarmentSizeGuide, Player, SizeChart } from '@teamwear/shared/contracts';
import { useTranslation } from '../../strings';
import { hasShorts } from '@teamwear/shared/orders';
import { useNavigate } from '@teamwear/shared/router';
import { confirm } from '@teamwear/shared/ui';
import { ButtonLink } from '@teamwear/shared/ui/button-link';
import { placeOrder } from '../api/order-api';
import { orderPagePath } from '../order-paths';
import { useOrderMessage } from '../messages/use-order-message';
import { DesignViews } from '../pictures/DesignViews';
import { checkoutReducer, EMPTY_CHECKOUT_FORM, phoneOf, selectedPrints } from './checkout-form';
import { noticeNow, type Notice, type ShownNotice } from './checkout-notice';
import { checkOrder, mergeProblems, NO_PROBLEMS, problemCount, type FormProblems } from './checkout-problems';
import { loadOrderContract, type OrderContract } from './order-contract';
import { SharesNotice } from './SharesNotice';
import { DeliveryFields } from './DeliveryFields';
import { ExtraPiecesList } from './ExtraPiecesList';
import { createKeyKeeper } from './idempotency-key';
import { LivePrice } from './LivePrice';
import { orderRefusal } from './order-refusal';
import { orderRequest, quoteRequest } from './order-request';
import { PlayerPicker } from './PlayerPicker';
import { pieceChartsOf } from './size-guide/piece-charts';
import { SizeGuideButton } from './size-guide/SizeGuideButton';
import { numberClashes } from './player-selection';
import { useAccountPhone } from './use-account-phone';
import { useCollectionChoice, type CollectionChoice } from './use-collection-choice';
import { useLiveQuote } from './use-live-quote';
import { TwoColumns } from '../TwoColumns';

// What a form opened from a size collection says of it: most order forms are not, so it loads when one is.
const CollectionNotice = lazy(() => import('./CollectionNotice').then((module) => ({ default: module.CollectionNotice })));

export interface OrderFormProps {
  design: Design;
  roster: Player[];
  chart: SizeChart;
  /** The garment's size guide; null when the shop no longer offers the garment. */
  guide: GarmentSizeGuide | null;
}

/** The API's answer to the last sending, for the form as it was then. */
interface Answered {
  body: string;
  problems: FormProblems;
}

/** How long the form must rest before its key is kept (not one per keystroke). */
const KEY_SETTLE_MS = 300;

function storage() {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The order form of one design: the players to print and extra pieces, delivery, the live price,
 * and Place order. Nothing the customer typed is lost to a refusal: the form keeps it and names
 * what to correct, on its field. The same form sent twice (a double click, a second tab) is one
 * order: it goes with the same Idempotency-Key (see idempotency-key.ts).
 */
export function OrderForm({ design, roster, chart, guide }: OrderFormProps) {
  const { t } = useTranslation();
  const say = useOrderMessage();
  const navigate = useNavigate();
  const accountPhone = useAccountPhone();
  const [form, dispatch] = useReducer(checkoutReducer, EMPTY_CHECKOUT_FORM);
  const withShorts = hasShorts(design.product);
  const pieces = useMemo(() => pieceChartsOf(chart, guide), [chart, guide]);
  const [keeper] = useState(() => createKeyKeeper({ storage: storage(), name: `teamwear.order-key.${design.id}` }));
  const rowKeys = useRef(0);
  const newRowKey = useCallback(() => `row-${(rowKeys.current += 1)}`, []);

  // The form checks itself from the first Place order on, as the customer corrects it.
  const [attempts, setAttempts] = useState(0);
  const [answered, setAnswered] = useState<Answered | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // A second click lands before React has drawn the disabled button: this stops it at once.
  const sending = useRef(false);

  const request = useMemo(() => orderRequest(design.id, form, roster, withShorts, accountPhone), [design.id, form, roster, withShorts, accountPhone]);
  const body = JSON.stringify(request.body);

  // The contract the form checks itself with, downloaded once a player is chosen or Place order
  // pressed: until then the form cannot be placed whatever it holds (./order-contract).
  const [contract, setContract] = useState<OrderContract | null>(null);
  const needsContract = attempts > 0 || request.body.players.length > 0;
  useEffect(() => {
    if (!needsContract || contract) return;
    let current = true;
    loadOrderContract().then(
      (loaded) => current && setContract(() => loaded),
      () => {}, // not now (offline): Place order tries again and says so
    );
    return () => {
      current = false;
    };
  }, [needsContract, contract]);

  const problems = useMemo(() => {
    const own = attempts > 0 && contract ? checkOrder(contract, request, form, chart, withShorts, pieces) : NO_PROBLEMS;
    // The API's findings hold for the form it was sent; once the form changes, the next sending says.
    return answered?.body === body ? mergeProblems(own, answered.problems) : own;
  }, [attempts, contract, request, form, chart, withShorts, pieces, answered, body]);

  const quoteBody = useMemo(() => quoteRequest(design.id, form, roster, withShorts), [design.id, form, roster, withShorts]);
  const { quote, retry: retryQuote } = useLiveQuote(quoteBody);

  // Opened from a size collection (`?collection=<id>`): its players are ticked when it comes, once;
  // they are only ticked, for the manager to check and order.
  const { choice: collectionChoice, reload: reloadCollection } = useCollectionChoice(design.id, roster);
  const tickedFrom = useRef<CollectionChoice | null>(null);
  useEffect(() => {
    if (collectionChoice.kind !== 'chosen' || tickedFrom.current === collectionChoice) return;
    tickedFrom.current = collectionChoice;
    dispatch({ type: 'choose', chosen: collectionChoice.chosen });
  }, [collectionChoice]);

  const chosen = useMemo(() => selectedPrints(form, roster), [form, roster]);
  const clashes = useMemo(() => numberClashes(chosen.map(({ print }) => print)), [chosen]);
  const clashingNumbers = useMemo(() => new Set(clashes.map((clash) => clash.number)), [clashes]);

  // A complete form gets its Idempotency-Key once the customer pauses, before any Place order: a
  // second tab holding the same form then finds it, even when both are sent at the same moment.
  useEffect(() => {
    if (!contract) return;
    const timer = setTimeout(() => {
      if (problemCount(checkOrder(contract, request, form, chart, withShorts, pieces)) === 0) keeper.keyFor(request.body);
    }, KEY_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [contract, request, form, chart, withShorts, pieces, keeper]);

  // After a refused Place order, bring the first field to correct into view.
  const [scrollRequest, setScrollRequest] = useState(0);
  useEffect(() => {
    if (scrollRequest === 0) return;
    const first = document.querySelector('[data-remote="account"] [data-field-invalid], [data-testid="players-problem"], [data-testid="checkout-notice"]');
    first?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [scrollRequest]);

  const submit = async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      setAttempts((count) => count + 1);
      let checkedBy = contract;
      if (!checkedBy) {
        try {
          checkedBy = await loadOrderContract();
        } catch {
          setNotice({ kind: 'offline' });
          setScrollRequest((n) => n + 1);
          return;
        }
        setContract(() => checkedBy);
      }
      const found = checkOrder(checkedBy, request, form, chart, withShorts, pieces);
      if (problemCount(found) > 0) {
        setNotice({ kind: 'fix' });
        setScrollRequest((n) => n + 1);
        return;
      }
      if (clashes.length > 0) {
        const go = await confirm({
          header: t('checkout.sameNumberHeader'),
          message: t('checkout.sameNumberMessage', {
            clashes: clashes.map((clash) => t('checkout.sameNumberItem', { number: clash.number, names: clash.names.join(', ') })).join('; '),
          }),
          icon: 'warning',
          acceptLabel: t('checkout.orderAnyway'),
          rejectLabel: t('checkout.changeNumbers'),
          defaultFocus: 'reject',
        });
        if (!go) return;
      }
      setNotice(null);
      setSubmitting(true);
      const result = await placeOrder(request.body, keeper.keyFor(request.body));
      if (result.ok) {
        // The API took the design out of the cart: the header's count follows.
        void loadCart();
        // The order's page takes the form's place in the history: Back leads to where the customer
        // came from, not to a form of an order already placed.
        navigate(orderPagePath(result.data.id), { replace: true, state: { placed: result.data.number, replayed: result.status === 200 } });
        return;
      }
      setSubmitting(false);
      const refusal = orderRefusal(result, request);
      if (refusal.kind === 'fields') {
        setAnswered({ body, problems: refusal.problems });
        setNotice({ kind: 'fix' });
      } else {
        if (refusal.kind === 'keyReused') keeper.forget(request.body);
        setNotice(refusal);
      }
      setScrollRequest((n) => n + 1);
    } finally {
      sending.current = false;
    }
  };

  const shownNotice = noticeNow(notice, problems);
  const noticeText = (shown: ShownNotice): string => {
    switch (shown.kind) {
      case 'fix':
        return t('checkout.fixFields', { count: shown.count });
      case 'tooManyWaiting':
        return t('checkout.tooManyWaiting');
      case 'keyReused':
        return t('checkout.sendAgain');
      case 'designGone':
        return t('checkout.designGone');
      case 'offline':
        return t('checkout.offline');
      case 'failed':
        return say(shown.message);
    }
  };

  const sectionTitle = (key: string) => (
    <Heading level={2} style={{ fontSize: 18, margin: 0 }}>
      {t(key)}
    </Heading>
  );

  return (
    <div>
      <TwoColumns>
        <div>
          <Flex vertical gap={24}>
            <SurfaceCard title={sectionTitle('checkout.designTitle')}>
              {problems.form.design ? <AlertBox type="error" title={say(problems.form.design)} style={{ marginBottom: 16 }} /> : null}
              <Flex wrap gap={24} align="center">
                <DesignViews document={design.document} thumbnail={design.thumbnail} name={design.name} />
                <Flex vertical gap={4}>
                  <Text strong data-testid="checkout-design-name">
                    {design.name}
                  </Text>
                  <Text tone="secondary">{t(`products.${design.product}`)}</Text>
                  {withShorts ? <Text tone="secondary">{t('checkout.withShorts')}</Text> : null}
                </Flex>
              </Flex>
            </SurfaceCard>
            <SurfaceCard title={sectionTitle('checkout.playersTitle')} extra={guide ? <SizeGuideButton guide={guide} /> : null}>
              <Flex vertical gap={12}>
                {collectionChoice.kind === 'none' || collectionChoice.kind === 'loading' ? null : (
                  <Suspense fallback={null}>
                    <CollectionNotice choice={collectionChoice} onRetry={reloadCollection} />
                  </Suspense>
                )}
                <SharesNotice choice={collectionChoice} />
                <PlayerPicker
                  roster={roster}
                  chart={pieces.main}
                  shortsChart={pieces.shorts}
                  withShorts={withShorts}
                  form={form}
                  problems={problems}
                  clashingNumbers={clashingNumbers}
                  dispatch={dispatch}
                />
                {/* Sizes not known yet: a link each player fills in (issue 37), then back here with them. */}
                <Flex>
                  <ButtonLink
                    type="link"
                    icon={<UsergroupAddOutlined aria-hidden />}
                    to={`/me/collections?design=${encodeURIComponent(design.id)}`}
                    style={{ paddingInline: 0 }}
                    data-testid="checkout-collect-sizes"
                  >
                    {t('checkoutFromCollection.collectSizes')}
                  </ButtonLink>
                </Flex>
              </Flex>
            </SurfaceCard>
            <SurfaceCard title={sectionTitle('checkout.extrasTitle')}>
              <ExtraPiecesList
                extras={form.extras}
                tickedPrints={chosen.map(({ print }) => print)}
                chart={pieces.main}
                shortsChart={pieces.shorts}
                withShorts={withShorts}
                problems={problems.extras}
                dispatch={dispatch}
                newKey={newRowKey}
              />
            </SurfaceCard>
            <SurfaceCard title={sectionTitle('checkout.deliveryTitle')}>
              <DeliveryFields address={form.address} phone={phoneOf(form, accountPhone)} note={form.note} problems={problems.form} dispatch={dispatch} />
            </SurfaceCard>
          </Flex>
        </div>
        <div>
          <SurfaceCard title={sectionTitle('checkout.priceTitle')} style={{ position: 'sticky', top: 24 }} testId="checkout-price">
            <Flex vertical gap={16}>
              <LivePrice quote={quote} onRetry={retryQuote} />
              <Text tone="secondary">{t('checkout.priceNote')}</Text>
              {shownNotice ? (
                <AlertBox
                  type="error"
                  title={noticeText(shownNotice)}
                  description={
                    problems.other.length > 0 ? (
                      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                        {problems.other.map((message, index) => (
                          <li key={index}>{say(message)}</li>
                        ))}
                      </ul>
                    ) : undefined
                  }
                  action={
                    shownNotice.kind === 'tooManyWaiting' ? (
                      <ButtonLink size="small" to="/me/histories">
                        {t('account.myOrdersTitle')}
                      </ButtonLink>
                    ) : shownNotice.kind === 'designGone' ? (
                      <ButtonLink size="small" to="/me/assets">
                        {t('account.myDesignsTitle')}
                      </ButtonLink>
                    ) : undefined
                  }
                  data-testid="checkout-notice"
                />
              ) : null}
              <Button type="primary" size="large" block loading={submitting} disabled={submitting} onClick={() => void submit()} data-testid="place-order">
                {t('checkout.placeOrder')}
              </Button>
            </Flex>
          </SurfaceCard>
        </div>
      </TwoColumns>
    </div>
  );
}
