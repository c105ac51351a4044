import { createAppConfig } from '../build/webpack-app.mjs';

export default createAppConfig({
  name: 'marketing',
  dir: import.meta.dirname,
  exposes: {
    './Home': './src/exposes/Home.tsx',
    './Products': './src/exposes/Products.tsx',
    './Features': './src/exposes/Features.tsx',
    './Contact': './src/exposes/Contact.tsx',
    './NotFound': './src/exposes/NotFound.tsx',
  },
});
