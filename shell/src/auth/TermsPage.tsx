import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { acceptTerms, fetchTerms, type TermsDocument } from '@teamwear/shared/session';
import { formatDate } from '@teamwear/shared/ui';
import { AuthCard } from './AuthCard';
import { errorMessage } from './messages';
import { readState, reportFailure, useFinishSignIn, useRedirectTarget, withRedirect, type TermsStepState } from './sign-in-flow';
import { StepExpired } from './StepExpired';

function published(value: string): string {
  const date = new Date(value);
  return value && !Number.isNaN(date.getTime()) ? formatDate(date) : '—';
}

type Loaded = { phase: 'loading' } | { phase: 'ready'; terms: TermsDocument } | { phase: 'failed'; message: string };

/** /auth/terms: the sign-in answered TERMS_REQUIRED; the user reads and accepts the new terms. */
export function TermsPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const target = useRedirectTarget();
  const step = readState<TermsStepState>(location.state, 'termsToken');
  const finish = useFinishSignIn();
  const [loaded, setLoaded] = useState<Loaded>({ phase: 'loading' });
  const [accepting, setAccepting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const termsToken = step?.termsToken;

  useEffect(() => {
    if (!termsToken) return;
    let current = true;
    void fetchTerms(termsToken).then((result) => {
      if (!current) return;
      if (result.ok) setLoaded({ phase: 'ready', terms: result.data });
      else {
        const message = errorMessage(t, result.error);
        reportFailure(t, result.status, message);
        setLoaded({ phase: 'failed', message });
      }
    });
    return () => {
      current = false;
    };
  }, [termsToken, t]);

  if (!termsToken) return <StepExpired title={t('auth.termsTitle')} />;

  const accept = async () => {
    setAccepting(true);
    setFailure(null);
    const failed = finish(await acceptTerms(termsToken));
    setAccepting(false);
    if (failed) setFailure(failed.message);
  };

  return (
    <AuthCard title={t('auth.termsTitle')} intro={t('auth.termsIntro')} width={720}>
      {failure ? <Alert role="alert" style={{ marginBottom: 16 }} type="error" showIcon title={failure} /> : null}
      {loaded.phase === 'loading' ? (
        <Flex justify="center" style={{ padding: 32 }}>
          <Spin tip={t('auth.messages.loadingTerms')}>
            <div style={{ width: 200, height: 40 }} />
          </Spin>
        </Flex>
      ) : null}
      {loaded.phase === 'failed' ? <Alert role="alert" type="error" showIcon title={loaded.message} /> : null}
      {loaded.phase === 'ready' ? (
        <>
          <Typography.Title level={2} style={{ fontSize: 20 }}>
            {loaded.terms.title}
          </Typography.Title>
          {loaded.terms.version ? (
            <Typography.Paragraph type="secondary">
              {t('auth.messages.termsVersion', {
                version: loaded.terms.version,
                date: published(loaded.terms.publishedAt),
              })}
            </Typography.Paragraph>
          ) : null}
          <div
            tabIndex={0}
            data-testid="terms-body"
            style={{ maxHeight: 360, overflow: 'auto', whiteSpace: 'pre-wrap', padding: 12, border: '1px solid rgba(128,128,128,0.3)', borderRadius: 8 }}
          >
            {loaded.terms.body}
          </div>
        </>
      ) : null}
      <Flex gap={8} justify="flex-end" style={{ marginTop: 16 }}>
        <Button onClick={() => void navigate(withRedirect('/auth/signin', target), { replace: true })} disabled={accepting}>
          {t('auth.actions.notNow')}
        </Button>
        <Button type="primary" onClick={() => void accept()} loading={accepting} disabled={loaded.phase !== 'ready'}>
          {t('auth.actions.accept')}
        </Button>
      </Flex>
    </AuthCard>
  );
}
