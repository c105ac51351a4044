/** /backoffice/customers/:id: one customer, their orders and designs (../customers/detail). */
export { CustomerPage } from '../customers/detail/CustomerPage';
