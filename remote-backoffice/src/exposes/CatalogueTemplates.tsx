import { BackofficeLayout } from '../layout/BackofficeLayout';
import { TemplatesPage } from '../library/templates/TemplatesPage';

/** The page inside the back office's layout (its menu, the staff's session). */
export default function CatalogueTemplates() {
  return (
    <BackofficeLayout place="templates">
      <TemplatesPage />
    </BackofficeLayout>
  );
}
