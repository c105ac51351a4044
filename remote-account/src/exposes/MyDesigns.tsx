import { MyDesignsPage } from '../pages/MyDesignsPage';

// My designs, at /me/assets (pages.json): the URL stays as customers' links and bookmarks have it.
export default MyDesignsPage;

// Called by the shell when the page's link is pointed at, once this module is loaded: the page's
// first calls start then (remote-account/src/server-data/answers-cache.ts).
export { askForDesignsEarly as prefetchData } from '../designs/list/use-design-list';
