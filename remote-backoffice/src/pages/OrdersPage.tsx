/** /backoffice/orders: the board and the table (../orders). */
export { OrdersPage } from '../orders/OrdersPage';
