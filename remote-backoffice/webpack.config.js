import { createAppConfig } from '../build/webpack-app.mjs';

// The shop's back office (docs/product.md §15): released, promoted and rolled back alone, like the
// other remotes. Each page is a module of its own, so the board's first load carries only the board.
export default createAppConfig({
  name: 'backoffice',
  dir: import.meta.dirname,
  exposes: {
    './SignIn': './src/exposes/SignIn.tsx',
    './Home': './src/exposes/Home.tsx',
    './Orders': './src/exposes/Orders.tsx',
    './Order': './src/exposes/Order.tsx',
    './Customers': './src/exposes/Customers.tsx',
    './Customer': './src/exposes/Customer.tsx',
    './Catalogue': './src/exposes/Catalogue.tsx',
    './CatalogueTemplates': './src/exposes/CatalogueTemplates.tsx',
    './CataloguePictures': './src/exposes/CataloguePictures.tsx',
    './Team': './src/exposes/Team.tsx',
    './Audit': './src/exposes/Audit.tsx',
    './Invitation': './src/exposes/Invitation.tsx',
    './Settings': './src/exposes/Settings.tsx',
  },
});
