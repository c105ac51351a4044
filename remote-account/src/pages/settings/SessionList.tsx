import Button from 'antd/es/button';
import Card from 'antd/es/card';
import List from 'antd/es/list';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useCallback, useEffect, useState } from 'react';
import { callEndpoint } from '@teamwear/shared/api';
import { accountRoutes } from '@teamwear/shared/api-routes';
import type { SessionInfo } from '@teamwear/shared/contracts';
import { confirm, formatDate, showToast } from '@teamwear/shared/ui';
import { useTranslation } from '../../strings';

async function fetchSessions(): Promise<SessionInfo[] | null> {
  const result = await callEndpoint(accountRoutes.sessions);
  return result.ok ? result.data.data : null;
}

/** The devices signed in to this account (GET /api/oauth/token); another one can be signed
 *  out after a confirmation (DELETE /api/oauth/destroy/{userId}/{sessionId}). */
export function SessionList({ refreshKey = 0 }: { refreshKey?: number }) {
  const { t, i18n } = useTranslation();
  const [sessions, setSessions] = useState<SessionInfo[] | null>(null);

  const reload = useCallback(
    () =>
      fetchSessions().then((list) => {
        if (list) setSessions(list);
      }),
    [],
  );

  useEffect(() => {
    void reload();
  }, [reload, refreshKey]);

  const end = async (session: SessionInfo) => {
    const device = `${session.browser} · ${session.device}`;
    const accepted = await confirm({
      header: t('settings.endSessionHeader'),
      message: t('settings.endSessionConfirm', { device }),
      icon: 'warning',
      defaultFocus: 'reject',
    });
    if (!accepted) return;
    const result = await callEndpoint(accountRoutes.endSession, { params: { userId: session.userId, sessionId: session.id } });
    if (result.ok) {
      showToast({ severity: 'success', summary: t('settings.saved'), detail: t('settings.sessionEnded') });
      await reload();
    } else {
      showToast({ severity: 'error', summary: t('account.loadFailed'), detail: result.error.message });
    }
  };

  return (
    <Card title={t('settings.sessionsTitle')}>
      <List
        loading={sessions === null}
        dataSource={sessions ?? []}
        locale={{ emptyText: t('settings.noSessions') }}
        renderItem={(session) => (
          <List.Item
            data-testid="session-item"
            actions={
              session.current
                ? // The plain tag: antd's green one is 3.4:1 against its background (WCAG AA asks 4.5:1).
                  [<Tag key="current">{t('settings.thisDevice')}</Tag>]
                : [
                    <Button key="end" danger size="small" onClick={() => void end(session)}>
                      {t('settings.endSession')}
                    </Button>,
                  ]
            }
          >
            <List.Item.Meta
              title={`${session.browser} · ${session.device}`}
              description={
                <Typography.Text type="secondary">
                  {session.ip} · {t('settings.started', { date: formatDate(session.startedAt, i18n.language) })} · {t('settings.lastActive', { date: formatDate(session.lastAccessAt, i18n.language) })}
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
