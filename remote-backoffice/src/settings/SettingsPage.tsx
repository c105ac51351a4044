import { Heading } from '@teamwear/shared/ui/kit/themed';
import { useTranslation } from '../strings';
import { BrandSection } from './brand/BrandSection';
import { LeadTimesSection } from './lead-times/LeadTimesSection';
import { OrderMailSection } from './order-mail/OrderMailSection';
import { PartnersSection } from './partners/PartnersSection';
import { PaymentsSection } from './payments/PaymentsSection';
import { ProductionSection } from './production/ProductionSection';

/**
 * /backoffice/settings (owners): the shop's brand and contact, and everything the CLI's `settings`
 * commands set: how customers pay and the deposit rule, where new orders are mailed, how long an
 * order may wait in each status, the inks and the print areas.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <section data-remote="backoffice" data-testid="settings-page" style={{ display: 'grid', gap: 24 }}>
      <Heading level={1} style={{ fontSize: 28, margin: 0 }}>
        {t('settings.title')}
      </Heading>
      <BrandSection />
      <PaymentsSection />
      <OrderMailSection />
      <LeadTimesSection />
      <ProductionSection />
      <PartnersSection />
    </section>
  );
}
