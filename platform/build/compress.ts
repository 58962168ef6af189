/** Writes brotli and gzip copies of every text asset in a dist folder, for the server to send as-is. */
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const compressible = /\.(js|css|html|json|svg|txt|xml|map)$/;

/** The gzip copies' settings (bench/src/scriptSizes.ts counts a page's JS with them too). */
export const gzipOptions: zlib.ZlibOptions = { level: 9 };

export async function compressDir(dir: string) {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries
      // Not the Node build (dist/server): the prerender job reads it, browsers never do.
      .filter((entry) => entry.isFile() && compressible.test(entry.name) && path.relative(dir, entry.parentPath).split(path.sep)[0] !== 'server')
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const data = await fs.readFile(file);
        if (data.length < 512) return;
        const [br, gz] = await Promise.all([
          brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gzip(data, gzipOptions),
        ]);
        await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
      }),
  );
}
