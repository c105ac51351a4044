import { AssetsPage } from '../pages/AssetsPage';

export default AssetsPage;
