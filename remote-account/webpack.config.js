import { createAppConfig } from '../build/webpack-app.mjs';

export default createAppConfig({
  name: 'account',
  dir: import.meta.dirname,
  exposes: {
    './Dashboard': './src/exposes/Dashboard.tsx',
    './Assets': './src/exposes/Assets.tsx',
    './Players': './src/exposes/Players.tsx',
    './Histories': './src/exposes/Histories.tsx',
    './Checkout': './src/exposes/Checkout.tsx',
    './Order': './src/exposes/Order.tsx',
    './Setting': './src/exposes/Setting.tsx',
  },
});
