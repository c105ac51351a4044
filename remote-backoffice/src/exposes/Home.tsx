import { BackofficeLayout } from '../layout/BackofficeLayout';
import { HomePage } from '../pages/HomePage';

/** The page inside the back office's layout (its menu, the staff's session). */
export default function Home() {
  return (
    <BackofficeLayout place="home">
      <HomePage />
    </BackofficeLayout>
  );
}
