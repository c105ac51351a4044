import { Heading, Paragraph } from '@teamwear/shared/ui/kit/themed';
import { useTranslation } from '../strings';

/** A back office page the signed-in role may not use: why, instead of a page that would fail. */
export function RoleRefusal() {
  const { t } = useTranslation();
  return (
    <section data-remote="backoffice" data-testid="role-refusal" style={{ display: 'grid', gap: 16 }}>
      <Heading level={1} style={{ fontSize: 28, margin: 0 }}>
        {t('backoffice.title')}
      </Heading>
      <Paragraph tone="secondary" style={{ margin: 0 }}>
        {t('backoffice.notForYourRole')}
      </Paragraph>
    </section>
  );
}
