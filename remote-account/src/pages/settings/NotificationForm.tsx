import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Switch from 'antd/es/switch';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { callEndpoint } from '@teamwear/shared/api';
import { accountRoutes } from '@teamwear/shared/api-routes';
import type { NotificationSettings } from '@teamwear/shared/contracts';
import { showToast } from '@teamwear/shared/ui';
import { useTranslation } from '../../strings';

const KEYS = ['orderUpdates', 'designReviews', 'newsletter'] as const;

/** Which mails the customer wants (GET/PUT /api/oauth/notification); each switch saves. */
export function NotificationForm() {
  const { t } = useTranslation();
  const [settings, setSettings] = useState<NotificationSettings | null>(null);

  useEffect(() => {
    void callEndpoint(accountRoutes.notifications).then((result) => {
      if (result.ok) setSettings(result.data.data);
    });
  }, []);

  const change = async (key: (typeof KEYS)[number], value: boolean) => {
    if (!settings) return;
    const previous = settings;
    const next = { ...settings, [key]: value };
    setSettings(next);
    const result = await callEndpoint(accountRoutes.updateNotifications, { body: next });
    if (result.ok) showToast({ severity: 'success', summary: t('settings.saved'), detail: t('settings.notificationsSaved') });
    else {
      setSettings(previous);
      showToast({ severity: 'error', summary: t('account.loadFailed'), detail: result.error.message });
    }
  };

  return (
    <Card title={t('settings.notificationsTitle')}>
      <Flex vertical gap="middle">
        {KEYS.map((key) => (
          <Flex key={key} justify="space-between" align="center" style={{ maxWidth: 480 }}>
            <Typography.Text id={`notify-${key}`}>{t(`settings.${key}`)}</Typography.Text>
            <Switch aria-labelledby={`notify-${key}`} checked={settings?.[key] ?? false} disabled={!settings} onChange={(v) => void change(key, v)} />
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}
