import { MyDesignsPage } from '../pages/MyDesignsPage';

// Exposed as ./Assets, the name the route table gives /me/assets: a released shell asks for it.
export default MyDesignsPage;
