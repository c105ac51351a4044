import { OrdersPage } from '../pages/OrdersPage';

export default OrdersPage;
