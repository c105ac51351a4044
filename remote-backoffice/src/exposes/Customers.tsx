import { CustomersPage } from '../pages/CustomersPage';

export default CustomersPage;
