import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { useState } from 'react';
import { useLocation, useNavigate } from '@teamwear/shared/router';
import { acceptTerms } from '@teamwear/shared/session';
import { AuthCard } from './AuthCard';
import { readState, useFinishSignIn, useRedirectTarget, withRedirect, type TermsStepState } from './sign-in-flow';
import { TermsView, useTerms } from './TermsView';
import { useTranslation } from '@teamwear/shared/i18n';

/** /auth/terms: after a sign-in that answered TERMS_REQUIRED, the user reads and accepts the new
 *  terms; opened on its own, it shows the current terms. */
export function TermsPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const target = useRedirectTarget();
  const termsToken = readState<TermsStepState>(location.state, 'termsToken')?.termsToken;
  const load = useTerms(termsToken);
  const finish = useFinishSignIn();
  const [accepting, setAccepting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const accept = async (token: string) => {
    setAccepting(true);
    setFailure(null);
    const failed = finish(await acceptTerms(token));
    setAccepting(false);
    if (failed) setFailure(failed.message);
  };

  return (
    <AuthCard title={t('auth.termsTitle')} intro={termsToken ? t('auth.termsIntro') : undefined} width={720}>
      {failure ? <Alert role="alert" style={{ marginBottom: 16 }} type="error" showIcon title={failure} /> : null}
      <TermsView load={load} />
      {termsToken ? (
        <Flex gap={8} justify="flex-end" style={{ marginTop: 16 }}>
          <Button onClick={() => void navigate(withRedirect('/auth/signin', target), { replace: true })} disabled={accepting}>
            {t('auth.actions.notNow')}
          </Button>
          <Button type="primary" onClick={() => void accept(termsToken)} loading={accepting} disabled={load.phase !== 'ready'}>
            {t('auth.actions.accept')}
          </Button>
        </Flex>
      ) : null}
    </AuthCard>
  );
}
