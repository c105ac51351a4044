import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from '@teamwear/shared/router';
import { isSignedInCustomer, useSession } from '@teamwear/shared/session';
import { showToast } from '@teamwear/shared/ui';
import { useTranslation } from '@teamwear/shared/i18n';
import { AuthCard } from '../auth/AuthCard';
import { claimHandoff, type ClaimOutcome } from './claim-handoff';
import { declineHandoff, previewHandoff, type PreviewOutcome } from './look-at-handoff';
import { HandoffPicture } from './HandoffPicture';
import { ButtonLink } from '@teamwear/shared/ui/button-link';
import { RESULT_ICONS } from '../app/antd/quiet-icons';

/**
 * /handoff?token=… : a design made in the studio on a partner's site, handed to the shop. Signed
 * out, the visitor signs in (or signs up) and comes back here; signed in, the page shows the design
 * and asks: "Keep this design" saves it as theirs (and puts it in the cart) and opens it in the
 * studio, "Not mine" ends the link. Nothing is kept without asking: a link someone else made and
 * sent must not land in a customer's designs and cart by being opened (issue 32, point 7).
 */
export function HandoffPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const signedIn = useSession(isSignedInCustomer);
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [keep, setKeep] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [shown, setShown] = useState<{ look: string; outcome: PreviewOutcome } | null>(null);
  const [answer, setAnswer] = useState<{ claim: string; outcome: ClaimOutcome } | null>(null);
  // An outcome belongs to one look or claim (this token, by this visitor, this attempt): another
  // one's, e.g. before Try again, is not shown while the new one is under way.
  const look = `${attempt}:${signedIn ? 'in' : 'out'}:${token}`;
  const preview = shown?.look === look ? shown.outcome : null;
  const claim = `${look}:${keep ? 'keep' : 'ask'}`;
  const outcome = answer?.claim === claim ? answer.outcome : null;

  useEffect(() => {
    if (!token || !signedIn) return;
    let current = true;
    void previewHandoff(token).then((seen) => {
      if (current) setShown({ look, outcome: seen });
    });
    return () => {
      current = false;
    };
  }, [token, signedIn, look]);

  useEffect(() => {
    if (!token || !signedIn || !keep) return;
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
  }, [token, signedIn, keep, claim, navigate, t]);

  const notMine = async () => {
    setDeclining(true);
    const declined = await declineHandoff(token);
    setDeclining(false);
    if (!declined) {
      showToast({ severity: 'error', summary: t('handoff.declineFailed') });
      return;
    }
    showToast({ severity: 'info', summary: t('handoff.declined') });
    navigate('/', { replace: true });
  };

  const retry = () => {
    setKeep(false);
    setAttempt((n) => n + 1);
  };

  const myDesigns = (
    <ButtonLink to="/me/assets" type="primary">{t('handoff.myDesigns')}</ButtonLink>
  );
  const failed = (
    <Result
      status="error"
      icon={RESULT_ICONS.error}
      title={t('handoff.failed')}
      extra={
        <Flex gap={8} justify="center" wrap>
          <Button type="primary" onClick={retry}>
            {t('common.retry')}
          </Button>
          {myDesigns}
        </Flex>
      }
    />
  );
  const expired = <Result status="warning" icon={RESULT_ICONS.warning} title={t('handoff.expired')} subTitle={t('handoff.expiredDetail')} extra={myDesigns} />;

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
  } else if (!signedIn || outcome?.kind === 'signedOut' || preview?.kind === 'signedOut') {
    // Back here once signed in (the sign-in page offers sign-up on the same way back).
    return <Navigate to={`/auth/signin?redirect_to=${encodeURIComponent(`/handoff?token=${encodeURIComponent(token)}`)}`} replace />;
  } else if (preview === null) {
    content = <Result icon={<Spin size="large" />} title={<span role="status">{t('handoff.opening')}</span>} />;
  } else if (preview.kind === 'expired') {
    content = expired;
  } else if (preview.kind === 'failed') {
    content = failed;
  } else if (!keep) {
    const name = preview.preview.name ?? t('handoff.unnamed');
    content = (
      <Flex vertical gap={16} align="center" style={{ textAlign: 'center' }}>
        <HandoffPicture document={preview.preview.document} label={t('handoff.picture', { name })} />
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }} data-testid="handoff-name">
          {name}
        </Typography.Title>
        <Typography.Paragraph style={{ margin: 0 }}>
          <strong>{t('handoff.question')}</strong> {t('handoff.questionDetail', { site: preview.preview.origin })}
        </Typography.Paragraph>
        <Flex gap={8} justify="center" wrap>
          <Button type="primary" onClick={() => setKeep(true)} disabled={declining}>
            {t('handoff.keep')}
          </Button>
          <Button onClick={() => void notMine()} loading={declining}>
            {t('handoff.notMine')}
          </Button>
        </Flex>
      </Flex>
    );
  } else if (outcome === null || outcome.kind === 'taken') {
    content = <Result icon={<Spin size="large" />} title={<span role="status">{t('handoff.taking')}</span>} />;
  } else if (outcome.kind === 'expired') {
    content = expired;
  } else if (outcome.kind === 'limit' || outcome.kind === 'storage') {
    content = <Result status="warning" icon={RESULT_ICONS.warning} title={t(`handoff.${outcome.kind}`)} extra={myDesigns} />;
  } else {
    content = failed;
  }
  return <AuthCard title={t('handoff.title')}>{content}</AuthCard>;
}
