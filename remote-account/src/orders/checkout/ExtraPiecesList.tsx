import Button from 'antd/es/button';
import Flex from '../../common/Flex';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMemo, type Dispatch } from 'react';
import type { SizeChart } from '@teamwear/shared/contracts';
import { Text } from '@teamwear/shared/ui/kit/themed';
import { useTranslation } from '../../strings';
import { FormField } from '../../common/controls/FormField';
import { NativeSelect } from '../../common/controls/NativeSelect';
import { NumberInput } from '../../common/controls/NumberInput';
import { sizesOf } from '../../players/sizes-of';
import { sizeOptions } from '../../players/size-options';
import { useSizeGroupName } from '../../players/use-size-group-name';
import { useOrderMessage } from '../messages/use-order-message';
import { commonSize, MAX_EXTRA_ROWS, type CheckoutAction, type ExtraPieces, type PlayerPrint } from './checkout-form';
import type { FormProblems } from './checkout-problems';

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
  const say = useOrderMessage();
  const groupName = useSizeGroupName();
  const options = useMemo(() => sizeOptions(chart, groupName), [chart, groupName]);
  const shortsOptions = useMemo(() => sizeOptions(shortsChart, groupName), [shortsChart, groupName]);
  const startSize = commonSize(tickedPrints, sizesOf(chart)[0] ?? '');

  return (
    <Flex vertical gap={8} data-testid="extra-pieces">
      {extras.length === 0 ? <Text tone="secondary">{t('checkout.extrasHint')}</Text> : null}
      {extras.map((extra, index) => {
        const problem = problems[extra.key] ?? {};
        const row = index + 1;
        return (
          <Flex key={extra.key} wrap gap={8} align="start" data-testid="extra-row">
            <SizeField
              label={withShorts ? t('checkout.columns.shirtSize') : t('checkout.columns.size')}
              problem={problem.size ? say(problem.size) : undefined}
              value={extra.size}
              options={options}
              ariaLabel={t(withShorts ? 'checkout.extraShirtSize' : 'checkout.extraSize', { row })}
              onChange={(size) => dispatch({ type: 'editExtra', key: extra.key, patch: { size } })}
            />
            {withShorts ? (
              <SizeField
                label={t('checkout.columns.shortsSize')}
                problem={problem.shortsSize ? say(problem.shortsSize) : undefined}
                value={extra.shortsSize}
                options={shortsOptions}
                ariaLabel={t('checkout.extraShortsSize', { row })}
                onChange={(shortsSize) => dispatch({ type: 'editExtra', key: extra.key, patch: { shortsSize } })}
              />
            ) : null}
            <FormField label={t('checkout.quantity')} style={{ margin: 0 }} problem={problem.quantity ? say(problem.quantity) : undefined}>
              {(control) => (
                <NumberInput
                  {...control}
                  value={extra.quantity}
                  min={1}
                  max={500}
                  aria-label={t('checkout.extraQuantity', { row })}
                  onChange={(quantity) => dispatch({ type: 'editExtra', key: extra.key, patch: { quantity } })}
                  style={{ width: 96 }}
                />
              )}
            </FormField>
            {/* Under the fields' labels, level with their controls. */}
            <Button
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('checkout.removeExtra', { row })}
              onClick={() => dispatch({ type: 'removeExtra', key: extra.key })}
              style={{ marginTop: 30 }}
            />
          </Flex>
        );
      })}
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

interface SizeFieldProps {
  label: string;
  /** What is wrong with the size, in words; nothing when it is fine. */
  problem: string | undefined;
  value: ExtraPieces['size'] | ExtraPieces['shortsSize'];
  options: ReturnType<typeof sizeOptions>;
  ariaLabel: string;
  onChange: (size: string) => void;
}

/** A row's shirt or shorts size, with what is wrong with it under it. */
function SizeField({ label, problem, value, options, ariaLabel, onChange }: SizeFieldProps) {
  return (
    <FormField label={label} style={{ margin: 0 }} problem={problem}>
      {(control) => <NativeSelect {...control} value={value} options={options} label={ariaLabel} onChange={onChange} style={{ width: 110 }} />}
    </FormField>
  );
}
