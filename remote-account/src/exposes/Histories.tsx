import { MyOrdersPage } from '../pages/MyOrdersPage';

// Exposed as ./Histories, the name the route table gives /me/histories: a released shell asks for it.
export default MyOrdersPage;
