import { useCallback } from 'react';
import { useTranslation } from '../../strings';
import type { OrderMessage } from './order-messages';

/** Words an OrderMessage in the page's language. */
export function useOrderMessage(): (message: OrderMessage) => string {
  const { t } = useTranslation();
  return useCallback((message: OrderMessage) => ('text' in message ? message.text : t(message.key, message.values)), [t]);
}
