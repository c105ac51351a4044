import { FeaturesPage } from '../pages/FeaturesPage';

export default FeaturesPage;
