import { BackofficeLayout } from '../layout/BackofficeLayout';
import { OrdersPage } from '../pages/OrdersPage';

/** The page inside the back office's layout (its menu, the staff's session). */
export default function Orders() {
  return (
    <BackofficeLayout place="orders">
      <OrdersPage />
    </BackofficeLayout>
  );
}
