// `npm run serve`: serve the existing production build (see server.ts).
import { defaultServerOptions, listen } from './server';

const options = defaultServerOptions();
await listen(options);
console.log(`Stayvia is served on http://localhost:${options.port} (leads are stored in ${options.leadsFile})`);
