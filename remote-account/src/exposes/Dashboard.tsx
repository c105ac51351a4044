import { DashboardPage } from '../pages/DashboardPage';

export default DashboardPage;

// Called by the shell when the page's link is pointed at, once this module is loaded: the page's
// first calls start then (remote-account/src/server-data/answers-cache.ts).
export { askForDashboardEarly as prefetchData } from '../dashboard/account-summary';
