// `npm run serve`: serve the existing production build (see server.ts).
import { closeOnSignals, defaultServerOptions, listen } from './server';

const options = defaultServerOptions();
closeOnSignals(await listen(options));
console.log(`Stayvia is served on http://localhost:${options.port} (backend data in ${options.backendDataDir ?? 'memory'})`);
