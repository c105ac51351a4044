/** /backoffice/catalogue: the garments the shop sells, their prices, and its other catalogue sections (../catalogue). */
export { CataloguePage } from '../catalogue/CataloguePage';
