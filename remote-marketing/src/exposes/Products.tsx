import { ProductsPage } from '../pages/products/ProductsPage';

export default ProductsPage;
