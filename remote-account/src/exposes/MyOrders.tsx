import { MyOrdersPage } from '../pages/MyOrdersPage';

// My orders, at /me/histories (pages.json): the URL stays as customers' links and bookmarks have it.
export default MyOrdersPage;

// Called by the shell when the page's link is pointed at, once this module is loaded: the page's
// first calls start then (remote-account/src/server-data/answers-cache.ts).
export { askForOrdersEarly as prefetchData } from '../orders/list/use-order-list';
