import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from '@teamwear/shared/router';
import { isSignedInCustomer, useSession } from '@teamwear/shared/session';
import { showToast } from '@teamwear/shared/ui';
import { useTranslation } from '@teamwear/shared/i18n';
import { AuthCard } from '../auth/AuthCard';
import { claimHandoff, type ClaimOutcome } from './claim-handoff';
import { ButtonLink } from '@teamwear/shared/ui/button-link';
import { RESULT_ICONS } from '../app/antd/quiet-icons';

/**
 * /handoff?token=… : a design made in the studio on a partner's site, handed to the shop. Signed
 * out, the visitor signs in (or signs up) and comes back here; signed in, the design is claimed
 * (saved as theirs, and put in the cart) and opens in the studio.
 */
export function HandoffPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const signedIn = useSession(isSignedInCustomer);
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ claim: string; outcome: ClaimOutcome } | null>(null);
  // The outcome belongs to one claim (this token, by this visitor, this attempt): another one's,
  // e.g. before Try again, is not shown while the new claim is under way.
  const claim = `${attempt}:${signedIn ? 'in' : 'out'}:${token}`;
  const outcome = answer?.claim === claim ? answer.outcome : null;

  useEffect(() => {
    if (!token || !signedIn) return;
    let current = true;
    void claimHandoff(token).then((claimed) => {
      if (!current) return;
      if (claimed.kind === 'taken') {
        showToast({ severity: 'success', summary: t('handoff.taken'), life: 8000 });
        navigate(`/design/${claimed.product}?id=${encodeURIComponent(claimed.designId)}`, { replace: true });
        return;
      }
      setAnswer({ claim, outcome: claimed });
    });
    return () => {
      current = false;
    };
  }, [token, signedIn, claim, navigate, t]);

  const myDesigns = (
    <ButtonLink to="/me/assets" type="primary">{t('handoff.myDesigns')}</ButtonLink>
  );

  let content;
  if (!token) {
    content = (
      <Result
        status="warning"
        icon={RESULT_ICONS.warning}
        title={t('handoff.incomplete')}
        extra={
          <ButtonLink to="/" type="primary">{t('common.goHome')}</ButtonLink>
        }
      />
    );
  } else if (!signedIn || outcome?.kind === 'signedOut') {
    // Back here once signed in (the sign-in page offers sign-up on the same way back).
    return <Navigate to={`/auth/signin?redirect_to=${encodeURIComponent(`/handoff?token=${encodeURIComponent(token)}`)}`} replace />;
  } else if (outcome === null || outcome.kind === 'taken') {
    content = <Result icon={<Spin size="large" />} title={<span role="status">{t('handoff.taking')}</span>} />;
  } else if (outcome.kind === 'expired') {
    content = <Result status="warning" icon={RESULT_ICONS.warning} title={t('handoff.expired')} subTitle={t('handoff.expiredDetail')} extra={myDesigns} />;
  } else if (outcome.kind === 'limit' || outcome.kind === 'storage') {
    content = <Result status="warning" icon={RESULT_ICONS.warning} title={t(`handoff.${outcome.kind}`)} extra={myDesigns} />;
  } else {
    content = (
      <Result
        status="error"
        icon={RESULT_ICONS.error}
        title={t('handoff.failed')}
        extra={
          <Flex gap={8} justify="center" wrap>
            <Button type="primary" onClick={() => setAttempt((n) => n + 1)}>
              {t('common.retry')}
            </Button>
            {myDesigns}
          </Flex>
        }
      />
    );
  }
  return <AuthCard title={t('handoff.title')}>{content}</AuthCard>;
}
