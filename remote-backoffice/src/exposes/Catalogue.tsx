import { BackofficeLayout } from '../layout/BackofficeLayout';
import { CataloguePage } from '../pages/CataloguePage';

/** The page inside the back office's layout (its menu, the staff's session). */
export default function Catalogue() {
  return (
    <BackofficeLayout place="catalogue">
      <CataloguePage />
    </BackofficeLayout>
  );
}
