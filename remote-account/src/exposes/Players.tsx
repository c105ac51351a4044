import { PlayersPage } from '../pages/PlayersPage';

export default PlayersPage;

// Called by the shell when the page's link is pointed at, once this module is loaded: the page's
// first calls start then (remote-account/src/server-data/answers-cache.ts).
export { askForRosterEarly as prefetchData } from '../players/list/use-roster';
