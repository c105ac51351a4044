import { CollectionPage } from '../pages/CollectionPage';

export default CollectionPage;
