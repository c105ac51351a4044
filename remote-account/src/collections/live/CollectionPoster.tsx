import QRCode from 'antd/es/qr-code';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import type { Collection, Design } from '@teamwear/shared/contracts';
import { installStyleSheet } from '@teamwear/shared/ui';
import { useTranslation } from '../strings';
import { DesignPicture } from '../../design-picture/DesignPicture';
import { formatShopTime } from './shop-time';

// The poster is a child of <body> of its own (a portal), so that printing can leave out the rest
// of the page whole (not merely hide it: hidden parts would still take pages).
const CSS = `
.tw-collection-poster { display: none; }
@media print {
  @page { size: A4 portrait; margin: 14mm; }
  body > *:not(.tw-collection-poster) { display: none !important; }
  .tw-collection-poster { display: flex !important; flex-direction: column; align-items: center; gap: 8mm; text-align: center;
    font-family: system-ui, sans-serif; color: #000; background: #fff; }
  .tw-collection-poster h1 { font-size: 30pt; margin: 0; }
  .tw-collection-poster .tw-poster-call { font-size: 20pt; margin: 0; }
  .tw-collection-poster .tw-poster-picture { width: 70mm; }
  .tw-collection-poster .tw-poster-deadline { font-size: 18pt; font-weight: 700; margin: 0; }
  .tw-collection-poster .tw-poster-link { font-size: 12pt; word-break: break-all; margin: 0; }
}`;

/** The A4 poster for the dressing-room wall: the title, the design, the QR code, the deadline and the link. Printed only. */
export function CollectionPoster({ collection, design, link }: { collection: Collection; design: Design | null; link: string }) {
  const { t, i18n } = useTranslation();
  useEffect(() => installStyleSheet('tw-collection-poster', CSS), []);
  return createPortal(
    <div className="tw-collection-poster" data-testid="collection-poster">
      <h1>{collection.title}</h1>
      {design ? (
        <div className="tw-poster-picture">
          <DesignPicture design={design} label={collection.title} size={280} />
        </div>
      ) : null}
      <p className="tw-poster-call">{t('collections.poster.call')}</p>
      <QRCode value={link} type="svg" size={300} bordered={false} bgColor="#ffffff" color="#000000" data-testid="collection-poster-qr" />
      <p className="tw-poster-deadline">{t('collections.poster.deadline', { when: formatShopTime(collection.deadline, i18n.language) })}</p>
      <p className="tw-poster-link">{link}</p>
    </div>,
    document.body,
  );
}
