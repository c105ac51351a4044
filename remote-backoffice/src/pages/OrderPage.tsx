/** /backoffice/orders/:number: one order of the shop, its actions and files (../order). */
export { OrderPage } from '../order/page/OrderPage';
