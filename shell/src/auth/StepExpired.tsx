import { Button, Result } from 'antd';
import { Link } from '@teamwear/shared/router';
import { AuthCard } from './AuthCard';
import { useRedirectTarget, withRedirect } from './sign-in-flow';
import { useTranslation } from '@teamwear/shared/i18n';

/** An extra sign-in step opened without its sign-in (a reload in a new tab, a bookmark). */
export function StepExpired({ title }: { title: string }) {
  const { t } = useTranslation();
  const target = useRedirectTarget();
  return (
    <AuthCard title={title}>
      <Result
        status="info"
        title={t('auth.messages.stepExpired')}
        extra={
          <Link to={withRedirect('/auth/signin', target)}>
            <Button type="primary">{t('auth.actions.goToSignIn')}</Button>
          </Link>
        }
      />
    </AuthCard>
  );
}
