import { PreviewPage } from '../pages/PreviewPage';

export default PreviewPage;
