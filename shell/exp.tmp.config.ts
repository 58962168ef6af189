import configs from './rspack.config';
import { rspack } from '@rspack/core';
const c = configs[0];
c.output = { ...c.output, path: '/tmp/exp-out/shell', clean: true };
c.plugins!.push(new rspack.NormalModuleReplacementPlugin(/@module-federation[\\/](webpack-bundler-runtime|inject-external-runtime-core-plugin)[\\/]dist[\\/]index\.cjs$/, (r: any) => { r.request = r.request.replace(/\.cjs$/, '.js'); }));

import path from 'node:path';
const nm = path.resolve(__dirname, '../node_modules/@module-federation');
c.resolve = { ...c.resolve, alias: { '@module-federation/runtime': nm + '/runtime/dist/index.js', '@module-federation/runtime-tools': nm + '/runtime-tools/dist/index.js' } };
c.stats = { all: false, modules: true, ids: true, modulesSpace: 10000, nestedModules: true, runtimeModules: true, dependentModules: true } as any;

export default c;
