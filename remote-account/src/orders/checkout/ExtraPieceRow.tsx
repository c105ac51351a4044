import Button from 'antd/es/button';
import { DeleteOutlined } from '@ant-design/icons';
import type { Dispatch } from 'react';
import Flex from '../../common/Flex';
import { useTranslation } from '../../strings';
import { FormField } from '../../common/controls/FormField';
import { NativeSelect } from '../../common/controls/NativeSelect';
import { NumberInput } from '../../common/controls/NumberInput';
import type { sizeOptions } from '../../players/size-options';
import { useOrderMessage } from '../messages/use-order-message';
import type { CheckoutAction, ExtraPieces } from './checkout-form';
import type { FormProblems } from './checkout-problems';

export interface ExtraPieceRowProps {
  extra: ExtraPieces;
  /** Its place in the list, from 1, as the labels say it. */
  row: number;
  problem: FormProblems['extras'][string];
  withShorts: boolean;
  options: ReturnType<typeof sizeOptions>;
  shortsOptions: ReturnType<typeof sizeOptions>;
  dispatch: Dispatch<CheckoutAction>;
}

/** One row of pieces without a name or number: its size (and the shorts'), how many, and a button to remove it. */
export function ExtraPieceRow({ extra, row, problem, withShorts, options, shortsOptions, dispatch }: ExtraPieceRowProps) {
  const { t } = useTranslation();
  const say = useOrderMessage();
  return (
    <Flex wrap gap={8} align="start" data-testid="extra-row">
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
