// The worker's entry: TypeScript through tsx's loader, registered in this thread (a test runner's own
// transform does not reach worker threads).
import { register } from 'tsx/esm/api';

register();
await import('./databaseWorker.ts');
