import { BackofficeLayout } from '../layout/BackofficeLayout';
import { PicturesPage } from '../library/pictures/PicturesPage';

/** The page inside the back office's layout (its menu, the staff's session). */
export default function CataloguePictures() {
  return (
    <BackofficeLayout place="pictures">
      <PicturesPage />
    </BackofficeLayout>
  );
}
