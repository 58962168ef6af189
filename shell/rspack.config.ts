import path from 'node:path';
import { createAppConfig } from 'shared/build';

export default createAppConfig({
  name: 'shell',
  dir: __dirname,
  devPort: 3000,
  title: 'Stayvia',
  template: path.join(__dirname, 'src', 'index.html'),
  serverEntry: './src/server.ts',
});
