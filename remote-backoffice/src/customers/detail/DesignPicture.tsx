import { PictureOutlined } from '@ant-design/icons';
import theme from 'antd/es/theme';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../strings';
import { fetchDesignPicture } from '../api/customer-api';
import { useInView } from './use-in-view';

const PIXELS = 400;

type Picture = { kind: 'waiting' } | { kind: 'shown'; url: string } | { kind: 'failed' };

/**
 * The front of one of the customer's designs as the API draws it, fetched with the staff's token (an
 * <img> could not send it) once it comes near the screen; a picture that cannot be had is a
 * placeholder that names the design.
 */
export function DesignPicture({ customerId, designId, name }: { customerId: string; designId: string; name: string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const box = useRef<HTMLDivElement>(null);
  const near = useInView(box);
  const [picture, setPicture] = useState<Picture>({ kind: 'waiting' });

  useEffect(() => {
    if (!near) return;
    const controller = new AbortController();
    let url: string | undefined;
    void fetchDesignPicture(customerId, designId, PIXELS, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok && result.data instanceof Blob && result.data.size > 0) {
        url = URL.createObjectURL(result.data);
        setPicture({ kind: 'shown', url });
      } else setPicture({ kind: 'failed' });
    });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [near, customerId, designId]);

  const frame = { aspectRatio: '1 / 1', width: '100%', borderRadius: token.borderRadius, background: token.colorFillQuaternary, overflow: 'hidden' } as const;
  return (
    <div ref={box} style={frame} data-testid="design-picture" data-state={picture.kind}>
      {picture.kind === 'shown' ? (
        <img src={picture.url} alt={t('customers.detail.pictureOf', { name })} onError={() => setPicture({ kind: 'failed' })} style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }} />
      ) : null}
      {picture.kind === 'failed' ? (
        <div role="img" aria-label={t('customers.detail.noPicture', { name })} style={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: token.marginXS, padding: token.paddingSM, color: token.colorTextSecondary, textAlign: 'center' }}>
          <PictureOutlined aria-hidden style={{ fontSize: 32 }} />
          <span aria-hidden="true" style={{ overflowWrap: 'anywhere' }}>{name}</span>
        </div>
      ) : null}
      {/* Waiting: the design's name under the frame says what comes here. */}
    </div>
  );
}
