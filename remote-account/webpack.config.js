import { createAppConfig } from '../build/webpack-app.mjs';

export default createAppConfig({
  name: 'account',
  dir: import.meta.dirname,
  exposes: {
    './Dashboard': './src/exposes/Dashboard.tsx',
    './MyDesigns': './src/exposes/MyDesigns.tsx',
    './Players': './src/exposes/Players.tsx',
    './MyOrders': './src/exposes/MyOrders.tsx',
    './Checkout': './src/exposes/Checkout.tsx',
    './Order': './src/exposes/Order.tsx',
    './Collections': './src/exposes/Collections.tsx',
    './Collection': './src/exposes/Collection.tsx',
    './Setting': './src/exposes/Setting.tsx',
    // Expand/contract: the old names of My designs and My orders, for pages opened before the
    // release that renamed them (see each file for when they go).
    './Assets': './src/exposes/Assets.tsx',
    './Histories': './src/exposes/Histories.tsx',
  },
});
