import { NotFoundPage } from '../pages/NotFoundPage';

export default NotFoundPage;
