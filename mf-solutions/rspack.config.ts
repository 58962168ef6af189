import { createAppConfig } from 'shared/build';

export default createAppConfig({
  name: 'mf_solutions',
  dir: __dirname,
  devPort: 3002,
  title: 'mf-solutions (standalone)',
  exposes: { './routes': './src/routes.tsx' },
});
