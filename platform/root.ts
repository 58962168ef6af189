import path from 'node:path';

/** The repository's root folder. */
export const root = path.resolve(import.meta.dirname, '..');
