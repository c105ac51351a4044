import { Heading, Paragraph } from '@teamwear/shared/ui/kit/themed';
import { useTranslation } from '../strings';

/** A catalogue page the signed-in role does not manage (the workshop): its title and why there is nothing. */
export function NotForYourRole({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section data-remote="backoffice" data-testid="not-for-your-role" style={{ display: 'grid', gap: 16 }}>
      <Heading level={1} style={{ fontSize: 28, margin: 0 }}>
        {title}
      </Heading>
      <Paragraph tone="secondary" style={{ margin: 0 }}>
        {t('library.notForYourRole')}
      </Paragraph>
    </section>
  );
}
