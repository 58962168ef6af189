/**
 * `npm run nginx-config -- <file> [--listen [address:]port] [--backend <url>]… [--from-origins [--cache-size <n>]]`:
 * an nginx configuration that serves the release store and the prerendered pages as the site server does, from
 * this machine's folders or (`--from-origins`) from the site servers with a cache of the immutable files
 * (platform/edge/writeNginxConfig.ts).
 */
import { commandArguments } from 'platform/cli/command';
import { nginxConfigCommand, parseArguments, writeNginxConfig, writeOriginsConfig } from 'platform/edge/writeNginxConfig';

const args = commandArguments(nginxConfigCommand, () => parseArguments(process.argv.slice(2)));
try {
  if (args.fromOrigins) {
    const { file, runtimeDir, backends, cacheSize } = await writeOriginsConfig(args);
    console.log(`Wrote ${file} (its own files and a cache of up to ${cacheSize} in ${runtimeDir}): every request to ${backends.join(', ')}, their immutable files cached.`);
    if (backends.length < 2) console.warn('Note: one origin only: while it is down, only the files in the cache are served. Name every site server with --backend.');
    console.log(`Run it: nginx -c ${file} -e ${runtimeDir}/error.log   (stop: nginx -c ${file} -e ${runtimeDir}/error.log -s quit)`);
    process.exit(0);
  }
  const { file, runtimeDir, site, backends } = await writeNginxConfig(args);
  for (const warning of site.warnings) console.warn(`Note: ${warning}.`);
  console.log(`Wrote ${file} (its own files in ${runtimeDir}): the store ${site.storeDir} and the pages ${site.pagesDir}, the backend's paths to ${backends.join(', ')}.`);
  console.log(`Run it: nginx -c ${file} -e ${runtimeDir}/error.log   (stop: nginx -c ${file} -e ${runtimeDir}/error.log -s quit)`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
