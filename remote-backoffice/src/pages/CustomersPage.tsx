/** /backoffice/customers: the shop's customers (../customers/list). */
export { CustomersPage } from '../customers/list/CustomersPage';
