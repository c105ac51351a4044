import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useState } from 'react';
import { callEndpoint } from '@teamwear/shared/api';
import { passwordRoutes } from '@teamwear/shared/api-routes';
import { useTranslation } from '@teamwear/shared/i18n';
import { fetchDetails, useSession } from '@teamwear/shared/session';
import { showToast } from '@teamwear/shared/ui';
import { errorMessage } from '../../auth/messages';

/**
 * Above every /me page while the customer has not confirmed their email (the account works
 * meanwhile): where the link went, and a way to have it sent again.
 */
export function EmailConfirmationBanner() {
  const { t } = useTranslation();
  const details = useSession((state) => state.details);
  const [sending, setSending] = useState(false);
  if (!details || details.emailVerified !== false) return null;

  const resend = async () => {
    setSending(true);
    const result = await callEndpoint(passwordRoutes.resendVerifyEmail);
    setSending(false);
    if (!result.ok) {
      showToast({ severity: 'error', summary: errorMessage(t, result.error) });
      return;
    }
    if (result.data.message === 'Your email is already confirmed') {
      showToast({ severity: 'success', summary: t('auth.messages.alreadyVerified') });
      await fetchDetails();
      return;
    }
    showToast({ severity: 'success', summary: t('auth.messages.verificationSent') });
  };

  return (
    <Alert
      data-testid="email-confirmation-banner"
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('auth.messages.verifyEmailBanner', { email: details.email })}
      action={
        <Button size="small" loading={sending} onClick={() => void resend()}>
          {t('auth.actions.resendVerification')}
        </Button>
      }
    />
  );
}
