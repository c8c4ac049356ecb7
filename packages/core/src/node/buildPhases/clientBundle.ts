// The client bundle: the previous build's assets when none of webpack's inputs changed (see
// ../bundler/clientBundleReuse.ts), else a webpack run.
import fs from 'node:fs';
import path from 'node:path';
import webpack, { type Compilation, type Configuration, type Stats } from 'webpack';
import { PIPELINE_VERSION } from '@tessera/mdx';
import { ClientBundleReuse, type ChunkGroupFiles } from '../bundler/clientBundleReuse';
import { findLockfile } from '../lockfile';
import { SiteError } from '../errors';
import { log } from '../logger';

/**
 * The client bundle: the previous build's assets when none of webpack's inputs changed (see
 * clientBundleReuse.ts), else a webpack run.
 */
export async function clientBundle(
  config: Configuration,
  options: {
    outDir: string;
    previousOut: string;
    recordFile: string;
    siteDir: string;
    reportFile: string | null;
  },
): Promise<{ chunkGroups: ChunkGroupFiles; reuse: ClientBundleReuse; ranWebpack: boolean }> {
  const bundlerDir = path.join(import.meta.dirname, '..', 'bundler');
  const engineFiles = fs.readdirSync(bundlerDir).map((name) => path.join(bundlerDir, name));
  // The output goes to this build's temporary folder: its name is not part of what webpack makes.
  const keyConfig = { ...config, output: { ...config.output, path: options.previousOut } };
  const reuse = ClientBundleReuse.open({
    recordFile: options.recordFile,
    previousOut: options.previousOut,
    config: keyConfig,
    engineFiles,
    engineVersion: `mdx-${PIPELINE_VERSION}`,
    lockfile: findLockfile(options.siteDir),
  });
  const reused = options.reportFile ? null : await reuse.reuse(options.outDir);
  if (reused) {
    log.info('Client bundle: nothing it depends on changed; reused from the previous build.');
    return { chunkGroups: reused, reuse, ranWebpack: false };
  }
  return {
    chunkGroups: await runWebpack(config, options.reportFile, (compilation, files) =>
      reuse.capture(compilation, files),
    ),
    reuse,
    ranWebpack: true,
  };
}

function runWebpack(
  config: Configuration,
  reportFile: string | null,
  onDone: (compilation: Compilation, files: ChunkGroupFiles) => void,
): Promise<ChunkGroupFiles> {
  return new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run(async (error, stats) => {
      try {
        if (error) throw error;
        if (stats!.hasErrors()) {
          const errors = stats!.compilation.errors;
          // A stylesheet's loader error comes twice (its module, and the CSS extraction that ran it).
          const text = [
            ...new Set(
              errors.map((e) => {
                const where = (e as { module?: { resource?: string } }).module?.resource;
                return (
                  (where ? `${path.relative(process.cwd(), where)}: ` : '') +
                  cleanWebpackMessage(e.message || String(e.stack ?? e))
                );
              }),
            ),
          ]
            .slice(0, 5)
            .join('\n\n');
          throw new SiteError(`The client bundle failed to build:\n${text}`);
        }
        if (reportFile) await writeBundleReport(stats!, reportFile);
        // Read the chunk groups directly: stats.toJson() is slow.
        const files: ChunkGroupFiles = new Map();
        for (const [name, group] of stats!.compilation.namedChunkGroups)
          files.set(
            name,
            group.getFiles().filter((f) => !f.endsWith('.map')),
          );
        onDone(stats!.compilation, files);
        compiler.close((closeError) => (closeError ? reject(closeError) : resolve(files)));
      } catch (e) {
        compiler.close(() => reject(e));
      }
    });
  });
}

/** Per chunk, its modules by size: `TESSERA_ANALYZE=1 tessera build` writes it to .tessera/build. */
async function writeBundleReport(stats: Stats, file: string): Promise<void> {
  const json = stats.toJson({
    all: false,
    chunks: true,
    modules: true,
    nestedModules: true,
    cachedModules: true,
    ids: true,
  });
  type StatsModule = {
    name?: string;
    size?: number;
    chunks?: Array<string | number>;
    modules?: StatsModule[];
  };
  const chunkNames = new Map(
    (json.chunks ?? []).map((c) => [c.id, (c.names ?? []).join(',') || String(c.id)]),
  );
  const byChunk = new Map<string, Array<{ name: string; size: number }>>();
  // A concatenated module lists its parts one level down: report the parts.
  const add = (m: StatsModule, chunks: Array<string | number>) => {
    if (m.modules?.length) return m.modules.forEach((inner) => add(inner, chunks));
    for (const id of chunks) {
      const name = chunkNames.get(id) ?? String(id);
      byChunk.set(name, [...(byChunk.get(name) ?? []), { name: m.name ?? '?', size: m.size ?? 0 }]);
    }
  };
  for (const m of (json.modules ?? []) as StatsModule[]) add(m, m.chunks ?? []);
  const report = [...byChunk].map(([name, modules]) => ({
    name,
    size: modules.reduce((n, m) => n + m.size, 0),
    modules: modules.sort((a, b) => b.size - a.size).slice(0, 60),
  }));
  await fs.promises.writeFile(
    file,
    JSON.stringify(
      report.sort((a, b) => b.size - a.size),
      null,
      1,
    ),
  );
  log.info(`Bundle report written to ${file}`);
}

function cleanWebpackMessage(message: string): string {
  // CSS extraction wraps the stylesheet's own error: "Module build failed … Execution of module
  // code from module graph (…) failed: Module build failed …".
  return message
    .replace(/^Module build failed \(from [^)]+\):\n/, '')
    .replace(/^Error: Execution of module code from module graph \(.*\) failed: /, '')
    .replace(/^Module build failed \(from [^)]+\):\n/, '')
    .replace(/\n\s+at .*/g, '');
}
