import { MyOrdersPage } from '../pages/MyOrdersPage';

// Exposed as ./Histories, the name the route table gives /me/histories: a released shell asks for it.
export default MyOrdersPage;

// Called by the shell when the page's link is pointed at, once this module is loaded: the page's
// first calls start then (remote-account/src/api/early-answers.ts).
export { askForOrdersEarly as prefetchData } from '../orders/list/use-order-list';
