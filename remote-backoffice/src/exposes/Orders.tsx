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

// Called by the shell when the page's menu link is pointed at, once this module is loaded: the
// page's first calls start then (../common/staff-answers).
export { askForOrdersEarly as prefetchData } from '../orders/orders-requests';
