import { CollectionsPage } from '../pages/CollectionsPage';

export default CollectionsPage;
