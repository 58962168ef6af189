import { createAppConfig } from 'shared/build';

export default createAppConfig({
  name: 'mf_support',
  dir: __dirname,
  devPort: 3003,
  title: 'mf-support (standalone)',
  exposes: { './routes': './src/routes.tsx' },
});
