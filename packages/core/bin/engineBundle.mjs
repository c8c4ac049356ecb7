// The engine's node code as prebuilt ES modules: the core, @tessera/mdx, and the node entries of
// the workspace's plugins and theme, bundled by esbuild with one chunk graph (a plugin's
// `@tessera/core/node` is the core the CLI runs: one logger, one set of error classes). Loaded
// without any module hooks: through tsx, every module a command imported (the engine's 150 and
// the packages they import) was a request to tsx's loader thread, 0.35 s of CPU at each start.
// Remade when a file it was made from changed (size and time, the folders they are in, the
// lockfile, esbuild's version, this file), into packages/core/.cache, else the OS temp folder;
// `null` (run the sources through tsx) when it cannot be made.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const CORE_DIR = path.resolve(import.meta.dirname, '..');
const WORKSPACE = path.resolve(CORE_DIR, '../..');
const RECORD = 'engine.json';
// A module's own location, which the sources read through import.meta (paths of workers,
// loaders, the client code), is written into it: in a chunk it would be the chunk's.
const OWN_LOCATION = {
  'import.meta.url': '__tesseraModuleUrl',
  'import.meta.dirname': '__tesseraModuleDirname',
  'import.meta.filename': '__tesseraModuleFilename',
};

/**
 * The bundle: its CLI module's URL and, for each package entry it holds, the source file it
 * stands for -> its URL. Null when it cannot be made (TESSERA_FROM_SOURCE=1 never makes it).
 */
export async function loadEngineBundle() {
  if (process.env.TESSERA_FROM_SOURCE === '1') return null;
  for (const dir of [
    path.join(CORE_DIR, '.cache'),
    path.join(os.tmpdir(), `tessera-${os.userInfo().uid}`),
  ]) {
    try {
      const record = readRecord(dir) ?? (await makeBundle(dir));
      if (record) return describe(path.join(dir, record.folder), record);
    } catch {
      // The next place, else the sources.
    }
  }
  return null;
}

function describe(folder, record) {
  const url = (name) => pathToFileURL(path.join(folder, `${name}.mjs`)).href;
  return {
    cli: url('cli'),
    entries: Object.fromEntries(
      Object.entries(record.entries).map(([name, source]) => [source, url(name)]),
    ),
  };
}

/** The record of the bundle in `dir` when nothing it was made from changed since. */
function readRecord(dir) {
  let record;
  try {
    record = JSON.parse(fs.readFileSync(path.join(dir, RECORD), 'utf8'));
  } catch {
    return null;
  }
  if (record.key !== fixedKey()) return null;
  for (const [file, state] of Object.entries(record.inputs))
    if (stateOf(file) !== state) return null;
  return fs.existsSync(path.join(dir, record.folder, 'cli.mjs')) ? record : null;
}

/** What no input file records: esbuild's version, this file, the installed packages. */
function fixedKey() {
  const lockfile = ['yarn.lock', 'package-lock.json', 'pnpm-lock.yaml']
    .map((name) => path.join(WORKSPACE, name))
    .find((file) => fs.existsSync(file));
  return [
    require('esbuild/package.json').version,
    stateOf(import.meta.filename),
    lockfile ? stateOf(lockfile) : '',
  ].join('|');
}

function stateOf(file) {
  try {
    const stat = fs.statSync(file);
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return 'missing';
  }
}

/** Entry name -> source file: the CLI and every node entry of the workspace's packages. */
function entryPoints() {
  const entries = { cli: path.join(CORE_DIR, 'src/node/cli.ts') };
  for (const folder of ['packages', 'plugins', 'theme']) {
    const root = path.join(WORKSPACE, folder);
    const dirs = folder === 'theme' ? [root] : fs.readdirSync(root).map((d) => path.join(root, d));
    for (const dir of dirs) {
      const manifest = path.join(dir, 'package.json');
      if (!fs.existsSync(manifest)) continue;
      const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8'));
      for (const [subpath, file] of nodeExports(pkg)) {
        const name = `${pkg.name}${subpath}`
          .replace(/^@/, '')
          .replace(/[^a-z0-9]+/gi, '-')
          .replace(/-$/, '');
        entries[name] = path.join(dir, file);
      }
    }
  }
  return entries;
}

/** A package's TypeScript entries the node side imports (not its browser code). */
function nodeExports(pkg) {
  const exports = pkg.exports ?? { '.': pkg.main };
  return Object.entries(typeof exports === 'string' ? { '.': exports } : exports).filter(
    ([subpath, file]) =>
      typeof file === 'string' &&
      /\.tsx?$/.test(file) &&
      !/(^|\/)client($|\/|\.)/.test(subpath) &&
      !file.includes('/client/'),
  );
}

async function makeBundle(dir) {
  const esbuild = await import('esbuild');
  const key = fixedKey();
  const entries = entryPoints();
  const folder = `engine-${crypto.randomBytes(6).toString('hex')}`;
  const temporary = path.join(dir, `${folder}.tmp`);
  try {
    const result = await esbuild.build({
      entryPoints: entries,
      outdir: temporary,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      // What the engine imports with import() stays a chunk of its own, loaded when used.
      splitting: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: 'linked',
      metafile: true,
      logLevel: 'silent',
      define: OWN_LOCATION,
      plugins: [packagesOutside, ownLocation],
    });
    const inputs = {};
    for (const input of Object.keys(result.metafile.inputs)) {
      const file = path.resolve(input);
      inputs[file] = stateOf(file);
      // A file added beside an import can change what it resolves to.
      inputs[path.dirname(file)] = stateOf(path.dirname(file));
    }
    for (const file of Object.values(entries)) inputs[file] = stateOf(file);
    fs.renameSync(temporary, path.join(dir, folder));
    const record = { key, folder, entries, inputs };
    // Another command may be writing its record: each is whole (written, then renamed).
    const recordTemporary = path.join(dir, `${RECORD}.${process.pid}.tmp`);
    fs.writeFileSync(recordTemporary, JSON.stringify(record));
    fs.renameSync(recordTemporary, path.join(dir, RECORD));
    removeOldBundles(dir, folder);
    return record;
  } catch (error) {
    fs.rmSync(temporary, { recursive: true, force: true });
    throw error;
  }
}

/** Bundles replaced over a day ago (a running dev server may still load chunks of a newer one). */
function removeOldBundles(dir, current) {
  const dayAgo = Date.now() - 24 * 3600 * 1000;
  for (const name of fs.readdirSync(dir)) {
    if (!name.startsWith('engine-') || name === current) continue;
    const folder = path.join(dir, name);
    if (fs.statSync(folder).mtimeMs < dayAgo) fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** Installed packages are imported from node_modules at run time; the workspace's are bundled. */
const packagesOutside = {
  name: 'tessera-packages-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@tessera/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Declares each module's own location for OWN_LOCATION, on its first line (source maps stay right). */
const ownLocation = {
  name: 'tessera-own-location',
  setup(build) {
    build.onLoad({ filter: /\.(ts|tsx|mts|mjs|js)$/ }, (args) => {
      const text = fs.readFileSync(args.path, 'utf8');
      const declarations =
        `const __tesseraModuleUrl = ${JSON.stringify(pathToFileURL(args.path).href)}, ` +
        `__tesseraModuleDirname = ${JSON.stringify(path.dirname(args.path))}, ` +
        `__tesseraModuleFilename = ${JSON.stringify(args.path)};`;
      const extension = path.extname(args.path).slice(1);
      return {
        contents: declarations + text,
        loader: extension === 'tsx' ? 'tsx' : /^m?ts$/.test(extension) ? 'ts' : 'js',
      };
    });
  },
};
