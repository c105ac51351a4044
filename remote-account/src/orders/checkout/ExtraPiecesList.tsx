import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMemo, type Dispatch } from 'react';
import { sizesOf, type SizeChart } from '@teamwear/shared/contracts';
import { useTranslation } from '../../strings';
import { sizeOptions } from '../../players/size-options';
import { useSizeGroupName } from '../../players/use-size-group-name';
import { useOrderMessage } from '../messages/use-order-message';
import { commonSize, MAX_EXTRA_ROWS, type CheckoutAction, type ExtraPieces, type PlayerPrint } from './checkout-form';
import type { FormProblems } from './checkout-problems';

export interface ExtraPiecesListProps {
  extras: readonly ExtraPieces[];
  /** What the ticked players wear: a new row starts from their most common size. */
  tickedPrints: readonly PlayerPrint[];
  chart: SizeChart;
  withShorts: boolean;
  problems: FormProblems['extras'];
  dispatch: Dispatch<CheckoutAction>;
  /** A new row's key (the form's own counter). */
  newKey: () => string;
}

/** Pieces without a name or number (a coach, spares): a size and a quantity per row. */
export function ExtraPiecesList({ extras, tickedPrints, chart, withShorts, problems, dispatch, newKey }: ExtraPiecesListProps) {
  const { t } = useTranslation();
  const say = useOrderMessage();
  const groupName = useSizeGroupName();
  const options = useMemo(() => sizeOptions(chart, groupName), [chart, groupName]);
  const startSize = commonSize(tickedPrints, sizesOf(chart)[0] ?? '');

  return (
    <Flex vertical gap={8} data-testid="extra-pieces">
      {extras.length === 0 ? <Typography.Text type="secondary">{t('checkout.extrasHint')}</Typography.Text> : null}
      {extras.map((extra, index) => {
        const problem = problems[extra.key] ?? {};
        const row = index + 1;
        return (
          <Flex key={extra.key} wrap gap={8} align="start" data-testid="extra-row">
            <Form.Item
              label={withShorts ? t('checkout.columns.shirtSize') : t('checkout.columns.size')}
              style={{ margin: 0 }}
              validateStatus={problem.size ? 'error' : undefined}
              help={problem.size ? say(problem.size) : undefined}
            >
              <Select
                value={extra.size}
                options={options}
                aria-label={t(withShorts ? 'checkout.extraShirtSize' : 'checkout.extraSize', { row })}
                onChange={(size: string) => dispatch({ type: 'editExtra', key: extra.key, patch: { size } })}
                style={{ width: 110 }}
              />
            </Form.Item>
            {withShorts ? (
              <Form.Item
                label={t('checkout.columns.shortsSize')}
                style={{ margin: 0 }}
                validateStatus={problem.shortsSize ? 'error' : undefined}
                help={problem.shortsSize ? say(problem.shortsSize) : undefined}
              >
                <Select
                  value={extra.shortsSize}
                  options={options}
                  aria-label={t('checkout.extraShortsSize', { row })}
                  onChange={(shortsSize: string) => dispatch({ type: 'editExtra', key: extra.key, patch: { shortsSize } })}
                  style={{ width: 110 }}
                />
              </Form.Item>
            ) : null}
            <Form.Item
              label={t('checkout.quantity')}
              style={{ margin: 0 }}
              validateStatus={problem.quantity ? 'error' : undefined}
              help={problem.quantity ? say(problem.quantity) : undefined}
            >
              <InputNumber
                value={extra.quantity}
                min={1}
                max={500}
                precision={0}
                aria-label={t('checkout.extraQuantity', { row })}
                onChange={(value) => dispatch({ type: 'editExtra', key: extra.key, patch: { quantity: typeof value === 'number' ? value : null } })}
                style={{ width: 96 }}
              />
            </Form.Item>
            <Form.Item label=" " colon={false} style={{ margin: 0 }}>
              <Button icon={<DeleteOutlined />} aria-label={t('checkout.removeExtra', { row })} onClick={() => dispatch({ type: 'removeExtra', key: extra.key })} />
            </Form.Item>
          </Flex>
        );
      })}
      <div>
        <Button
          icon={<PlusOutlined />}
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
