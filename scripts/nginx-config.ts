/**
 * `npm run nginx-config -- <file> [--listen [address:]port] [--backend <url>]…`: an nginx configuration that serves
 * the release store and the prerendered pages as the site server does (platform/edge/writeNginxConfig.ts).
 */
import { commandArguments } from 'platform/cli/command';
import { nginxConfigCommand, parseArguments, writeNginxConfig } from 'platform/edge/writeNginxConfig';

const args = commandArguments(nginxConfigCommand, () => parseArguments(process.argv.slice(2)));
try {
  const { file, runtimeDir, site, backends } = await writeNginxConfig(args);
  for (const warning of site.warnings) console.warn(`Note: ${warning}.`);
  console.log(`Wrote ${file} (its own files in ${runtimeDir}): the store ${site.storeDir} and the pages ${site.pagesDir}, the backend's paths to ${backends.join(', ')}.`);
  console.log(`Run it: nginx -c ${file} -e ${runtimeDir}/error.log   (stop: nginx -c ${file} -e ${runtimeDir}/error.log -s quit)`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
