import { createRequire } from 'node:module';
const { rspack } = createRequire(import.meta.url)('@rspack/core');
import mod from './rspack.config.ts';
const config0: any = (mod as any).default ?? mod;
const config = typeof config0 === 'function' ? await config0({}, { mode: 'production' }) : config0;
const all = (Array.isArray(config) ? config : [config]) as any[];
const c = all.find((x) => x.name === 'shell:browser');
c.output.path = '/tmp/prof/shell-out2';
c.devtool = process.env.MAP ? 'source-map' : false;
for (const g of (process.env.DROP ?? '').split(',').filter(Boolean)) delete c.optimization.splitChunks.cacheGroups[g];
const stats: any = await new Promise((res, rej) => rspack(c).run((e, s) => (e ? rej(e) : res(s))));
const j = stats.toJson({ all: false, chunks: true, chunkModules: true, nestedModules: true, runtimeModules: true, modules: true, chunkRelations: true, ids: true });
const pick = process.argv.slice(2);
for (const ch of j.chunks) {
  const name = ch.files.join(',');
  if (pick.length && !pick.some((p) => name.includes(p))) continue;
  console.log('==', name, ch.size, (ch.modules ?? []).length);
  const mods = (ch.modules ?? []).flatMap((m: any) => (m.modules ? m.modules.map((x: any) => ({...x, name: x.name ?? x.identifier})) : [m]));
  mods.sort((a: any, b: any) => b.size - a.size);
  for (const m of mods.slice(0, Number(process.env.TOP ?? 25))) console.log(String(m.size).padStart(8), String(m.name ?? m.identifier ?? m.moduleType).slice(0, 140));
}
