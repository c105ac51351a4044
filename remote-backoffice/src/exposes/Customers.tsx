import { BackofficeLayout } from '../layout/BackofficeLayout';
import { CustomersPage } from '../pages/CustomersPage';

/** The page inside the back office's layout (its menu, the staff's session). */
export default function Customers() {
  return (
    <BackofficeLayout place="customers" permission="customers">
      <CustomersPage />
    </BackofficeLayout>
  );
}
