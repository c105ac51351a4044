import { CustomerPage } from '../pages/CustomerPage';

export default CustomerPage;
