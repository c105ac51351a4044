import { BackofficeLayout } from '../layout/BackofficeLayout';
import { CustomerPage } from '../pages/CustomerPage';

/** The page inside the back office's layout (its menu, the staff's session). */
export default function Customer(props: { id?: string }) {
  return (
    <BackofficeLayout place="customers" permission="customers">
      <CustomerPage {...props} />
    </BackofficeLayout>
  );
}
