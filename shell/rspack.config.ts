import path from 'node:path';
import { createAppConfig } from 'shared/build';

const apiPort = Number(process.env.API_PORT ?? 8787);

export default createAppConfig({
  name: 'shell',
  dir: __dirname,
  devPort: 3000,
  title: 'Stayvia',
  template: path.join(__dirname, 'src', 'index.html'),
  // In `npm run dev` the settings document and the embedded backend (REST, functions, storage, lead sink)
  // come from the local API server.
  devServer: {
    proxy: [{ context: ['/settings.json', '/api', '/rest', '/functions', '/storage'], target: `http://localhost:${apiPort}` }],
  },
});
