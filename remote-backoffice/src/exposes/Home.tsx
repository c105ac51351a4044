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

// Called by the shell when the page's menu link is pointed at, once this module is loaded: the
// page's first calls start then (../common/staff-answers).
export { askForNumbersEarly as prefetchData } from '../home/numbers-api';
