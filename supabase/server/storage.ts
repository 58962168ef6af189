/**
 * `GET /storage/v1/object/public/<bucket>/<file>`: public files in the URL shape of Supabase Storage, read
 * from `supabase/storage/<bucket>/`. The seed posts' images live there.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerResponse } from 'node:http';

export const storageDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'storage');

const types: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** Bucket and file names are plain (no dots before the extension, no slashes): no way out of the folder. */
const objectPath = /^\/storage\/v1\/object\/public\/([a-z0-9-]+)\/([a-z0-9-]+\.(?:svg|png|jpe?g|webp))$/;

export async function serveStorage(pathname: string, res: ServerResponse, head: boolean) {
  const match = objectPath.exec(pathname);
  const file = match && path.join(storageDir, match[1], match[2]);
  const data = file ? await fs.readFile(file).catch(() => undefined) : undefined;
  if (!file || !data) {
    res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ statusCode: '404', error: 'not_found', message: 'Object not found' }));
    return;
  }
  res.writeHead(200, {
    'Content-Type': types[path.extname(file)],
    'Content-Length': data.length,
    'Cache-Control': 'public, max-age=3600',
    'X-Content-Type-Options': 'nosniff',
    // An SVG opened directly must not run script.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
  res.end(head ? undefined : data);
}
