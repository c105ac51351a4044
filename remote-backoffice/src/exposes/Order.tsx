import { BackofficeLayout } from '../layout/BackofficeLayout';
import { OrderPage } from '../pages/OrderPage';

/** The page inside the back office's layout (its menu, the staff's session). */
export default function Order(props: { number?: string }) {
  return (
    <BackofficeLayout place="orders">
      <OrderPage {...props} />
    </BackofficeLayout>
  );
}
