import { ContactPage } from '../pages/ContactPage';

export default ContactPage;
