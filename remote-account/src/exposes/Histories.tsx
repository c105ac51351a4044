import { HistoriesPage } from '../pages/HistoriesPage';

export default HistoriesPage;
