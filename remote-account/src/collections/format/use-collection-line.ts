import { formatDate } from '@teamwear/shared/ui';
import { useTranslation } from '../../strings';
import { closesWhen, progressLine } from './collection-progress';

/** The shop's time zone (SHOP_DAY_TIME_ZONE of @teamwear/shared/orders), written here so that the
 *  dashboard's line does not bring the orders' module to its first load. A test keeps them equal. */
export const SHOP_ZONE = 'Asia/Phnom_Penh';

/** "12 of 18 joined" and "closes Friday" (or "closed") in the page's language. */
export function useCollectionLine(): (collection: { entryCount: number; expectedPlayers: number | null; deadline: string; open: boolean }, now: Date) => { joined: string; closes: string } {
  const { t, i18n } = useTranslation();
  return (collection, now) => {
    const progress = progressLine(collection.entryCount, collection.expectedPlayers);
    const joined = t(progress.key, progress.values);
    if (!collection.open) return { joined, closes: t('collections.closes.closed') };
    const when = closesWhen(collection.deadline, now, SHOP_ZONE);
    const closes =
      when.kind === 'day'
        ? t('collections.closes.day', { day: formatDate(`${when.day}T12:00:00Z`, i18n.language, 'UTC') })
        : when.kind === 'weekday'
          ? t('collections.closes.weekday', { weekday: t(`collections.weekdays.${when.weekday}`), time: when.time })
          : t(`collections.closes.${when.kind}`, { time: when.time });
    return { joined, closes };
  };
}
