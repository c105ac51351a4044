import Alert from 'antd/es/alert';
import Flex from 'antd/es/flex';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { fetchTerms, type TermsDocument } from '@teamwear/shared/session';
import { formatDate } from '@teamwear/shared/ui';
import { errorMessage } from './messages';
import { reportFailure } from './sign-in-flow';
import { useTranslation } from '@teamwear/shared/i18n';

export type TermsLoad = { phase: 'loading' } | { phase: 'ready'; terms: TermsDocument } | { phase: 'failed'; message: string };

/** The terms to accept (with the sign-in's terms token) or the current ones (without). */
export function useTerms(termsToken: string | undefined): TermsLoad {
  const { t } = useTranslation();
  const [load, setLoad] = useState<TermsLoad>({ phase: 'loading' });
  useEffect(() => {
    let current = true;
    void fetchTerms(termsToken).then((result) => {
      if (!current) return;
      if (result.ok) {
        setLoad({ phase: 'ready', terms: result.data });
        return;
      }
      const message = errorMessage(t, result.error);
      reportFailure(t, result.status, message);
      setLoad({ phase: 'failed', message });
    });
    return () => {
      current = false;
    };
  }, [termsToken, t]);
  return load;
}

function published(value: string, language: string): string {
  const date = new Date(value);
  return value && !Number.isNaN(date.getTime()) ? formatDate(date, language) : '—';
}

/** Title, version and text of the terms; the text is shown as plain text, never as HTML. */
export function TermsView({ load }: { load: TermsLoad }) {
  const { t, i18n } = useTranslation();
  if (load.phase === 'loading') {
    return (
      <Flex vertical align="center" gap={12} style={{ padding: 32 }} role="status">
        <Spin />
        <Typography.Text type="secondary">{t('auth.messages.loadingTerms')}</Typography.Text>
      </Flex>
    );
  }
  if (load.phase === 'failed') return <Alert role="alert" type="error" showIcon title={load.message} />;
  const { terms } = load;
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        {terms.title}
      </Typography.Title>
      {terms.version ? (
        <Typography.Paragraph type="secondary">
          {t('auth.messages.termsVersion', { version: terms.version, date: published(terms.publishedAt, i18n.language) })}
        </Typography.Paragraph>
      ) : null}
      <div
        tabIndex={0}
        data-testid="terms-body"
        style={{ maxHeight: 360, overflow: 'auto', whiteSpace: 'pre-wrap', padding: 12, border: '1px solid rgba(128,128,128,0.3)', borderRadius: 8 }}
      >
        {terms.body}
      </div>
    </>
  );
}
