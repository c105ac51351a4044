import { ContactPage } from '../pages/contact/ContactPage';

export default ContactPage;
