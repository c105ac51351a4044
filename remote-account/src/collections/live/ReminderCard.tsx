import { CopyOutlined, SendOutlined } from '@ant-design/icons';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import { useState } from 'react';
import type { Collection } from '@teamwear/shared/contracts';
import { showToast } from '@teamwear/shared/ui';
import { Heading, SurfaceCard, Text } from '@teamwear/shared/ui/kit/themed';
import { useTranslation } from '../strings';
import { remindPlayers } from '../api/collection-api';
import { useCollectionFailure } from '../form/use-collection-message';
import { copyText } from './copy-text';

/** Remind: mails the players who left an e-mail and have not joined, and gives the message for the team's chat. */
export function ReminderCard({ collection }: { collection: Collection }) {
  const { t, i18n } = useTranslation();
  const failureText = useCollectionFailure();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ mailed: number; message: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const remind = async () => {
    setSending(true);
    setFailure(null);
    const result = await remindPlayers(collection.id, i18n.language === 'kh' ? 'kh' : 'en');
    setSending(false);
    if (result.ok) setSent(result.data);
    else setFailure(failureText(result));
  };
  const copy = async (text: string) => {
    const copied = await copyText(text);
    showToast(copied ? { severity: 'success', summary: t('collections.remind.copied') } : { severity: 'warn', summary: t('collections.share.copyFailed') });
  };

  return (
    <SurfaceCard title={<Heading level={2} style={{ fontSize: 16, margin: 0 }}>{t('collections.remind.title')}</Heading>} testId="collection-remind">
      <Flex vertical gap={12}>
        <Text tone="secondary">{t('collections.remind.detail')}</Text>
        <div>
          <Button icon={<SendOutlined aria-hidden />} loading={sending} onClick={() => void remind()} disabled={!collection.open} data-testid="collection-remind-send">
            {t('collections.remind.send')}
          </Button>
        </div>
        {failure ? <Alert type="error" showIcon title={t('collections.remind.failed')} description={failure} /> : null}
        {sent ? (
          <Flex vertical gap={8} data-testid="collection-remind-sent">
            <Alert type="success" showIcon title={t('collections.remind.mailed', { count: sent.mailed })} />
            <Input.TextArea readOnly value={sent.message} autoSize={{ minRows: 3, maxRows: 8 }} aria-label={t('collections.remind.messageLabel')} data-testid="collection-remind-message" />
            <div>
              <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy(sent.message)} data-testid="collection-remind-copy">
                {t('collections.remind.copy')}
              </Button>
            </div>
          </Flex>
        ) : null}
      </Flex>
    </SurfaceCard>
  );
}
