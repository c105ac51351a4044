import { useEffect, useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Skeleton from 'antd/es/skeleton';
import { callEndpoint, type ApiResult } from '@teamwear/shared/api';
import { shopTeamRoutes } from '@teamwear/shared/api-routes';
import type { ShopRole } from '@teamwear/shared/contracts/plain';
import { useNavigate, useSearchParams } from '@teamwear/shared/router';
import { Heading, Paragraph, SurfaceCard } from '@teamwear/shared/ui/kit/themed';
import { ShopCardHeader } from '../common/ShopCardHeader';
import { STAFF_SIGN_IN_PATH } from '../session';
import { useTranslation } from '../strings';

type Invitation = { email: string; firstName: string; role: ShopRole };
type Look = { kind: 'checking' } | { kind: 'invalid'; message: string } | { kind: 'open'; invitation: Invitation };

const messageOf = (result: Extract<ApiResult<unknown>, { ok: false }>, offline: string) => (result.status === 0 ? offline : result.error.message);

/**
 * /backoffice/invitation?token=…: where the mailed invitation leads (no one is signed in here).
 * It says whose invitation it is, takes the password they choose (twice), joins them to the team
 * and sends them to the sign-in with their e-mail filled in. A used, replaced or expired link says
 * so and what to do; a weak password is told by the API's rules and the link stays usable.
 */
export function InvitationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [look, setLook] = useState<Look>(token ? { kind: 'checking' } : { kind: 'invalid', message: t('invitation.noToken') });
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ password: string; repeat: string }>();

  useEffect(() => {
    if (!token) return;
    let current = true;
    void callEndpoint(shopTeamRoutes.invitation, { body: { token }, auth: false }).then((result) => {
      if (!current) return;
      setLook(result.ok ? { kind: 'open', invitation: result.data.data } : { kind: 'invalid', message: messageOf(result, t('invitation.offline')) });
    });
    return () => {
      current = false;
    };
  }, [token, t]);

  const join = async ({ password }: { password: string }) => {
    if (look.kind !== 'open') return;
    setBusy(true);
    const result = await callEndpoint(shopTeamRoutes.accept, { body: { token, password }, auth: false });
    setBusy(false);
    if (result.ok) {
      navigate(`${STAFF_SIGN_IN_PATH}?${new URLSearchParams({ email: result.data.data.email, joined: '1' }).toString()}`, { replace: true });
      return;
    }
    const field = result.error.fields?.password;
    if (field) form.setFields([{ name: 'password', errors: [field] }]);
    else setLook({ kind: 'invalid', message: messageOf(result, t('invitation.offline')) });
  };

  return (
    <div data-remote="backoffice" style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16 }}>
      <main id="content" style={{ width: '100%', maxWidth: 440 }} data-testid="invitation-page">
        <SurfaceCard>
          <ShopCardHeader />
          <Heading level={1} style={{ fontSize: 24, marginTop: 0 }}>
            {t('invitation.title')}
          </Heading>
          {look.kind === 'checking' ? <Skeleton active paragraph={{ rows: 3 }} aria-label={t('invitation.checking')} /> : null}
          {look.kind === 'invalid' ? (
            <Alert type="warning" showIcon role="alert" title={t('invitation.invalid')} description={`${look.message} ${t('invitation.askAgain')}`} data-testid="invitation-invalid" />
          ) : null}
          {look.kind === 'open' ? (
            <>
              <Paragraph style={{ marginTop: 0 }}>{t('invitation.welcome', { name: look.invitation.firstName, email: look.invitation.email })}</Paragraph>
              <Paragraph tone="secondary">{t('invitation.role', { role: t(`roles.${look.invitation.role}`) })}</Paragraph>
              <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => void join(values)} data-testid="invitation-form">
                {/* The e-mail, for the browser's password manager to keep the new password under. */}
                <input type="email" name="username" autoComplete="username" value={look.invitation.email} readOnly hidden />
                <Form.Item name="password" label={t('invitation.password')} extra={t('invitation.rules')} rules={[{ required: true, message: t('auth.validation.passwordRequired') }]}>
                  <Input.Password autoComplete="new-password" maxLength={128} data-testid="invitation-password" />
                </Form.Item>
                <Form.Item
                  name="repeat"
                  label={t('invitation.repeat')}
                  dependencies={['password']}
                  rules={[
                    { required: true, message: t('auth.validation.passwordRequired') },
                    ({ getFieldValue }) => ({
                      validator: (_rule, value: string | undefined) => (!value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('invitation.mismatch')))),
                    }),
                  ]}
                >
                  <Input.Password autoComplete="new-password" maxLength={128} data-testid="invitation-repeat" />
                </Form.Item>
                <Button type="primary" htmlType="submit" block loading={busy} data-testid="invitation-join">
                  {t('invitation.join')}
                </Button>
              </Form>
            </>
          ) : null}
        </SurfaceCard>
      </main>
    </div>
  );
}
