import { ProductsPage } from '../pages/ProductsPage';

export default ProductsPage;
