import { Link } from '@teamwear/shared/router';
import { offeredSlugs, useTenant } from '@teamwear/shared/tenant';
import { installHomeStyles } from './home-styles';
import { useTranslation } from '../../strings';

const STAGES = ['customise', 'placeOrder', 'confirmation', 'payment', 'production', 'delivery'] as const;

installHomeStyles();

/** The shop's home page: what it offers, where to start, and how an order goes. */
export function HomePage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const first = offeredSlugs(tenant?.productTypes ?? [])[0];
  return (
    <div data-remote="marketing">
      <section className="home-hero">
        <h1>{t('marketing.heroTitle')}</h1>
        <p>{t('marketing.heroSubtitle')}</p>
        {first ? (
          <Link to={`/design/${first}`} className="home-cta">
            {t('marketing.startDesigning')}
          </Link>
        ) : null}
      </section>
      <section className="home-stages" aria-labelledby="home-stages-title">
        <h2 id="home-stages-title">{t('marketing.howItWorks')}</h2>
        <ol className="home-stage-list">
          {STAGES.map((stage, index) => (
            <li key={stage} className="home-stage">
              <span className="home-stage-number" aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3>{t(`stages.${stage}`)}</h3>
                <p>{t(`stages.${stage}Detail`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
