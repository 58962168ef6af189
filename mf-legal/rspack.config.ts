import { createAppConfig } from 'shared/build';

export default createAppConfig({
  name: 'mf_legal',
  dir: __dirname,
  devPort: 3005,
  title: 'mf-legal (standalone)',
  exposes: { './routes': './src/routes.tsx' },
});
