import { PlayersPage } from '../pages/PlayersPage';

export default PlayersPage;
