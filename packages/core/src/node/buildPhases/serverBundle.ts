// The server bundle: the one the previous build made when none of esbuild's inputs changed
// (see ../bundler/serverBundleReuse.ts), else an esbuild run.
import fs from 'node:fs';
import path from 'node:path';
import { PIPELINE_VERSION } from '@tessera/mdx';
import * as esbuild from 'esbuild';
import { buildServerBundle, serverBundleFile, type ServerBundleOptions } from '../bundler/server';
import { ServerBundleReuse } from '../bundler/serverBundleReuse';
import { findLockfile } from '../lockfile';

export async function reusedOrNewServerBundle(
  options: ServerBundleOptions,
  markdown: { plugins: unknown; permalinksFile: string },
): Promise<string> {
  const { compileModule: _compiler, ...settings } = options;
  const bundlerDir = path.join(import.meta.dirname, '..', 'bundler');
  const outfile = options.outfile ?? serverBundleFile(options.generatedDir);
  const reuse = ServerBundleReuse.open({
    outfile,
    generatedDir: options.generatedDir,
    settings: {
      ...settings,
      markdownPlugins: markdown.plugins,
      mdx: PIPELINE_VERSION,
      esbuild: esbuild.version,
    },
    engineFiles: fs.readdirSync(bundlerDir).map((name) => path.join(bundlerDir, name)),
    lockfile: findLockfile(options.siteDir),
  });
  if (await reuse.isCurrent()) return outfile;
  const bundle = await buildServerBundle(options);
  await reuse.save(bundle, [markdown.permalinksFile]);
  return bundle.outfile;
}
