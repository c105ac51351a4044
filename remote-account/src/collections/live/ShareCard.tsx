import { CopyOutlined, PrinterOutlined, ShareAltOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import QRCode from 'antd/es/qr-code';
import type { Collection } from '@teamwear/shared/contracts';
import { showToast } from '@teamwear/shared/ui';
import { Heading, SurfaceCard, Text } from '@teamwear/shared/ui/kit/themed';
import { useTranslation } from '../strings';
import { copyText } from './copy-text';

/** The players' link to share: as text to copy, a QR code, the phone's share sheet, and the wall poster. */
export function ShareCard({ collection, link }: { collection: Collection; link: string }) {
  const { t } = useTranslation();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async () => {
    const copied = await copyText(link);
    showToast(copied ? { severity: 'success', summary: t('collections.share.copied') } : { severity: 'warn', summary: t('collections.share.copyFailed') });
  };
  const share = async () => {
    try {
      await navigator.share({ title: collection.title, text: t('collections.share.shareText', { title: collection.title }), url: link });
    } catch {
      // Closed without sharing: nothing to say.
    }
  };

  return (
    <SurfaceCard title={<Heading level={2} style={{ fontSize: 16, margin: 0 }}>{t('collections.share.title')}</Heading>} testId="collection-share">
      <Flex gap={16} wrap align="flex-start">
        <QRCode value={link} type="svg" size={168} bordered={false} bgColor="#ffffff" color="#000000" aria-label={t('collections.share.qrLabel')} data-testid="collection-qr" />
        <Flex vertical gap={8} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Text tone="secondary">{t('collections.share.detail')}</Text>
          <Input readOnly value={link} aria-label={t('collections.share.linkLabel')} onFocus={(event) => event.target.select()} data-testid="collection-link" />
          <Flex gap={8} wrap>
            <Button type="primary" icon={<CopyOutlined aria-hidden />} onClick={() => void copy()} data-testid="collection-copy-link">
              {t('collections.share.copy')}
            </Button>
            {canShare ? (
              <Button icon={<ShareAltOutlined aria-hidden />} onClick={() => void share()}>
                {t('collections.share.share')}
              </Button>
            ) : null}
            <Button icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()} data-testid="collection-print-poster">
              {t('collections.share.poster')}
            </Button>
          </Flex>
          <Text tone="secondary" style={{ fontSize: 13 }}>
            {t('collections.share.posterHint')}
          </Text>
        </Flex>
      </Flex>
    </SurfaceCard>
  );
}
