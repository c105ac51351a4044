import Button from 'antd/es/button';
import Flex from '../../common/Flex';
import { PlusOutlined } from '@ant-design/icons';
import { lazy, Suspense, useMemo, type Dispatch } from 'react';
import type { SizeChart } from '@teamwear/shared/contracts';
import { Text } from '@teamwear/shared/ui/kit/themed';
import { useTranslation } from '../../strings';
import { sizesOf } from '../../players/sizes-of';
import { sizeOptions } from '../../players/size-options';
import { useSizeGroupName } from '../../players/use-size-group-name';
import { commonSize, MAX_EXTRA_ROWS, type CheckoutAction, type ExtraPieces, type PlayerPrint } from './checkout-form';
import type { FormProblems } from './checkout-problems';

const ExtraPieceRow = lazy(() => import('./ExtraPieceRow').then((module) => ({ default: module.ExtraPieceRow })));

export interface ExtraPiecesListProps {
  extras: readonly ExtraPieces[];
  /** What the ticked players wear: a new row starts from their most common size. */
  tickedPrints: readonly PlayerPrint[];
  /** The sizes the garment (its shirt, or the trunks) is made in. */
  chart: SizeChart;
  /** The sizes the kit's shorts are made in. */
  shortsChart: SizeChart;
  withShorts: boolean;
  problems: FormProblems['extras'];
  dispatch: Dispatch<CheckoutAction>;
  /** A new row's key (the form's own counter). */
  newKey: () => string;
}

/** Pieces without a name or number (a coach, spares): a size and a quantity per row. */
export function ExtraPiecesList({ extras, tickedPrints, chart, shortsChart, withShorts, problems, dispatch, newKey }: ExtraPiecesListProps) {
  const { t } = useTranslation();
  const groupName = useSizeGroupName();
  const options = useMemo(() => sizeOptions(chart, groupName), [chart, groupName]);
  const shortsOptions = useMemo(() => sizeOptions(shortsChart, groupName), [shortsChart, groupName]);
  const startSize = commonSize(tickedPrints, sizesOf(chart)[0] ?? '');

  return (
    <Flex vertical gap={8} data-testid="extra-pieces">
      {extras.length === 0 ? <Text tone="secondary">{t('checkout.extrasHint')}</Text> : null}
      {extras.length > 0 ? (
        // The rows' code loads with the first row: most orders have no extra pieces.
        <Suspense fallback={null}>
          {extras.map((extra, index) => (
            <ExtraPieceRow
              key={extra.key}
              extra={extra}
              row={index + 1}
              problem={problems[extra.key] ?? {}}
              withShorts={withShorts}
              options={options}
              shortsOptions={shortsOptions}
              dispatch={dispatch}
            />
          ))}
        </Suspense>
      ) : null}
      <div>
        <Button
          icon={<PlusOutlined aria-hidden />}
          disabled={extras.length >= MAX_EXTRA_ROWS}
          onClick={() => dispatch({ type: 'addExtra', key: newKey(), size: startSize })}
          data-testid="add-extra"
        >
          {t('checkout.addExtra')}
        </Button>
      </div>
    </Flex>
  );
}
