import Result from 'antd/es/result';
import { AuthCard } from './AuthCard';
import { useRedirectTarget, withRedirect } from './sign-in-flow';
import { useTranslation } from '@teamwear/shared/i18n';
import { ButtonLink } from '@teamwear/shared/ui/button-link';
import { RESULT_ICONS } from '../app/antd/quiet-icons';

/** An extra sign-in step opened without its sign-in (a reload in a new tab, a bookmark). */
export function StepExpired({ title }: { title: string }) {
  const { t } = useTranslation();
  const target = useRedirectTarget();
  return (
    <AuthCard title={title}>
      <Result
        status="info"
        icon={RESULT_ICONS.info}
        title={t('auth.messages.stepExpired')}
        extra={
          <ButtonLink to={withRedirect('/auth/signin', target)} type="primary">{t('auth.actions.goToSignIn')}</ButtonLink>
        }
      />
    </AuthCard>
  );
}
