import Form from 'antd/es/form';
import Input from 'antd/es/input';
import type { Dispatch } from 'react';
import { useTranslation } from '../../strings';
import { useOrderMessage } from '../messages/use-order-message';
import type { CheckoutAction } from './checkout-form';
import type { FormProblems } from './checkout-problems';

export interface DeliveryFieldsProps {
  address: string;
  /** The phone as shown: typed, or the account's. */
  phone: string;
  note: string;
  problems: FormProblems['form'];
  dispatch: Dispatch<CheckoutAction>;
}

/** Where the order goes, the phone the shop calls about it, and a note for the shop. */
export function DeliveryFields({ address, phone, note, problems, dispatch }: DeliveryFieldsProps) {
  const { t } = useTranslation();
  const say = useOrderMessage();
  const status = (field: 'address' | 'phone' | 'note') => (problems[field] ? ('error' as const) : undefined);
  const help = (field: 'address' | 'phone' | 'note') => {
    const problem = problems[field];
    return problem ? say(problem) : undefined;
  };
  return (
    <>
      <Form.Item label={t('checkout.address')} htmlFor="checkout-address" required validateStatus={status('address')} help={help('address')}>
        <Input.TextArea
          id="checkout-address"
          value={address}
          autoComplete="street-address"
          autoSize={{ minRows: 2, maxRows: 5 }}
          maxLength={500}
          onChange={(event) => dispatch({ type: 'setText', field: 'address', value: event.target.value })}
        />
      </Form.Item>
      <Form.Item
        label={t('checkout.phone')}
        htmlFor="checkout-phone"
        required
        validateStatus={status('phone')}
        help={help('phone')}
        extra={t('checkout.phoneHint')}
      >
        <Input
          id="checkout-phone"
          type="tel"
          value={phone}
          autoComplete="tel"
          maxLength={32}
          onChange={(event) => dispatch({ type: 'setText', field: 'phone', value: event.target.value })}
          style={{ maxWidth: 280 }}
        />
      </Form.Item>
      <Form.Item label={t('checkout.note')} htmlFor="checkout-note" validateStatus={status('note')} help={help('note')}>
        <Input.TextArea
          id="checkout-note"
          value={note}
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={2000}
          showCount
          placeholder={t('checkout.notePlaceholder')}
          onChange={(event) => dispatch({ type: 'setText', field: 'note', value: event.target.value })}
        />
      </Form.Item>
    </>
  );
}
