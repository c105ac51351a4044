import type { Dispatch } from 'react';
import { useTranslation } from '../../strings';
import { FormField } from '../../common/controls/FormField';
import { NativeInput, NativeTextArea } from '../../common/controls/NativeInput';
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
  const problem = (field: 'address' | 'phone' | 'note') => {
    const found = problems[field];
    return found ? say(found) : undefined;
  };
  const set = (field: 'address' | 'phone' | 'note') => (value: string) => dispatch({ type: 'setText', field, value });
  return (
    <>
      <FormField label={t('checkout.address')} required problem={problem('address')}>
        {(control) => <NativeTextArea {...control} value={address} autoComplete="street-address" maxLength={500} onChange={set('address')} />}
      </FormField>
      <FormField label={t('checkout.phone')} required problem={problem('phone')} extra={t('checkout.phoneHint')}>
        {(control) => <NativeInput {...control} type="tel" value={phone} autoComplete="tel" maxLength={32} onChange={set('phone')} style={{ width: '100%', maxWidth: 280 }} />}
      </FormField>
      <FormField label={t('checkout.note')} problem={problem('note')} extra={`${note.length} / 2000`}>
        {(control) => <NativeTextArea {...control} value={note} maxLength={2000} placeholder={t('checkout.notePlaceholder')} onChange={set('note')} />}
      </FormField>
    </>
  );
}
