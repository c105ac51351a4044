import { useEffect, useState } from 'react';
import type { OrderPictureSide } from '@teamwear/shared/contracts';
import { fetchPicture } from '../api/order-api';

/** The long side the page asks for: sharp on the page and on an A4 sheet. */
const PIXELS = 800;

export type SidePicture = { kind: 'waiting' } | { kind: 'shown'; url: string } | { kind: 'failed' };

/**
 * The ordered design's sides as the API draws them from the order's snapshot, fetched with the staff's
 * token as blobs and shown through object URLs (revoked when the page goes): the page and its printed
 * sheet show the same pictures, fetched once. The snapshot never changes, so neither do they.
 */
export function useOrderPictures(orderId: string | null, sides: readonly OrderPictureSide[]): Partial<Record<OrderPictureSide, SidePicture>> {
  const sidesKey = sides.join(',');
  const key = `${orderId ?? ''} ${sidesKey}`;
  // Kept with the order they show: another order's pictures are never shown for this one.
  const [shown, setShown] = useState<{ key: string; pictures: Partial<Record<OrderPictureSide, SidePicture>> }>({ key, pictures: {} });

  useEffect(() => {
    if (!orderId) return;
    const controller = new AbortController();
    const urls: string[] = [];
    const show = (side: OrderPictureSide, picture: SidePicture) =>
      setShown((current) => ({ key, pictures: { ...(current.key === key ? current.pictures : {}), [side]: picture } }));
    const wanted = sidesKey.split(',').filter(Boolean) as OrderPictureSide[];
    for (const side of wanted) {
      void fetchPicture(orderId, side, PIXELS, controller.signal).then((result) => {
        if (controller.signal.aborted) return;
        if (result.ok && result.data instanceof Blob && result.data.size > 0) {
          const url = URL.createObjectURL(result.data);
          urls.push(url);
          show(side, { kind: 'shown', url });
        } else show(side, { kind: 'failed' });
      });
    }
    return () => {
      controller.abort();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [orderId, sidesKey, key]);

  return shown.key === key ? shown.pictures : {};
}
