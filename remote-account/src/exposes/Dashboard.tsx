import { DashboardPage } from '../pages/DashboardPage';

export default DashboardPage;
