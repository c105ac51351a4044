import { useEffect, useState } from 'react';
import type { ImageHit } from '@teamwear/shared/contracts';
import { myPictureBlob } from './my-uploads';

/**
 * A thumbnail of one of the customer's own pictures: read with their token (an <img> address
 * would not carry it), shown from an object URL that is let go when the thumbnail goes.
 */
export function MyUploadThumbnail({ hit }: { hit: ImageHit }) {
  const [address, setAddress] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let made: string | null = null;
    void myPictureBlob(hit, controller.signal).then((blob) => {
      if (!blob || controller.signal.aborted) return;
      made = URL.createObjectURL(blob);
      setAddress(made);
    });
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [hit]);
  const aspectRatio = `${hit.imageWidth} / ${hit.imageHeight}`;
  return address ? <img src={address} alt="" style={{ display: 'block', width: '100%', aspectRatio }} /> : <div style={{ width: '100%', aspectRatio }} />;
}
