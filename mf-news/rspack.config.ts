import { createAppConfig } from 'shared/build';

export default createAppConfig({
  name: 'mf_news',
  dir: __dirname,
  devPort: 3004,
  title: 'mf-news (standalone)',
  exposes: { './routes': './src/routes.tsx', './LatestNews': './src/LatestNews.tsx' },
});
