import { OrderPage } from '../pages/OrderPage';

export default OrderPage;
