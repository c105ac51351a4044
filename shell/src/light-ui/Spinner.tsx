import { useTranslation } from '@teamwear/shared/i18n';

/** A page-sized loading indicator that needs no component library (see light-ui/README). */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="tw-page-spinner">
      <span className="tw-spinner" role="status" aria-label={t('common.loading')} />
    </div>
  );
}
