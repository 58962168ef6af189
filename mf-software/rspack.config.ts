import { createAppConfig } from 'shared/build';

export default createAppConfig({
  name: 'mf_software',
  dir: __dirname,
  devPort: 3001,
  title: 'mf-software (standalone)',
  exposes: { './routes': './src/routes.tsx' },
});
