/**
 * One area's Node container built from source in watch mode, beside its dev server (`npm run dev -- <area>`):
 * the `:server` config of the area's rspack.config.ts (createAppConfig), in development mode, with the
 * environment its dev server has (platform/dev/session.ts starts both). It writes to a folder of its own, so the
 * production Node build in `dist/server/` stays as it is; the dev server serves that folder at `/server/…`,
 * where its manifest's `ssrRemoteEntry` points (platform/build/devServer.ts). Each build is reported to the parent.
 *
 * Run by platform/dev/rerenders.ts as a forked child, with tsx's ESM loader only (`--import tsx/esm`):
 * tsx's CommonJS loader would compile Rspack's own ES modules as they are required, and the federation runtime
 * Rspack copies into every container from its source would then call tsx's `__name` helper, which the prerender
 * job does not have. The config is loaded as the Rspack CLI loads it.
 *
 *   nodeContainerWatch.ts <area> <output folder>
 */
import path from 'node:path';
import { RspackCLI } from '@rspack/cli';
import { rspack, type Configuration } from '@rspack/core';
import { areaDefinition, isAreaId } from '../registry/apps';
import { root } from '../root';

/** What the child tells its parent: a build has started (a source changed), or one is done. */
export type NodeBuildMessage = { kind: 'started' } | NodeBuildReport;

export interface NodeBuildReport {
  kind: 'built';
  ok: boolean;
  /** The compilation's hash: equal hashes, equal containers. */
  hash: string;
  durationMs: number;
}

const [area, outDir] = process.argv.slice(2);
if (!isAreaId(area) || !outDir || !process.send) {
  console.error('Usage (a forked child of platform/dev/rerenders.ts): nodeContainerWatch.ts <area> <output folder>');
  process.exit(1);
}

const app = areaDefinition(area);
const configName = `${app.container}:server`;
const { config: loaded } = await new RspackCLI().loadConfig({ config: path.join(root, app.workspace, 'rspack.config.ts'), configName: [configName] });
const [config] = loaded as Configuration[];

const compiler = rspack({
  ...config,
  // Chunks of earlier builds stay until the next session: a render under way may still load them.
  output: { ...config.output, path: outDir, clean: false },
  // A failed build leaves the last good container in place.
  optimization: { ...config.optimization, emitOnErrors: false },
});

const send = (message: NodeBuildMessage) => process.send!(message);
// As soon as a change is seen, before it is built: pages rendered until then are older than the browser build.
compiler.hooks.invalid.tap('nodeContainerWatch', () => send({ kind: 'started' }));
compiler.watch({}, (error, stats) => {
  if (error) console.error(error);
  else if (stats?.hasErrors() || stats?.hasWarnings()) console.error(stats.toString('errors-warnings'));
  send({
    kind: 'built',
    ok: !error && !stats?.hasErrors(),
    hash: stats?.hash ?? '',
    durationMs: (stats?.endTime ?? 0) - (stats?.startTime ?? 0),
  });
});

// The session is over (platform/dev/session.ts has gone): so is this build.
process.on('disconnect', () => compiler.close(() => process.exit(0)));
