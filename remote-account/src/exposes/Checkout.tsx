import { CheckoutPage } from '../pages/CheckoutPage';

export default CheckoutPage;
