// `--compare-site`: a copy of a Docusaurus site with its own dependencies installed (npm or
// yarn 1, as its lockfile says), lifecycle scripts off, then every native package checked by
// loading it and, if it does not load, its install scripts run explicitly.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { measure } from './lib.mjs';

/** Never copied from the site: installs, outputs, caches, version control. */
const SKIP = new Set(['node_modules', '.git', 'build', '.docusaurus', '.tessera', '.cache-loader']);
const skipped = (name) => SKIP.has(name) || name.startsWith('build.tmp-');

/**
 * Packages with native code or a binary a Docusaurus build may load, and how to check that one
 * works (`mod` is the loaded package).
 */
const NATIVE = {
  esbuild: (mod) => mod.transformSync('let a = 1'),
  '@swc/core': (mod) => mod.transformSync('let a = 1', {}),
  '@swc/html': (mod) => mod,
  '@rspack/core': (mod) => mod.rspackVersion,
  lightningcss: (mod) =>
    mod.transform({ filename: 'a.css', code: Buffer.from('a{color:red}'), minify: true }),
  sharp: (mod) => mod.versions,
  '@parcel/watcher': (mod) => mod,
};

/** Copies `source` into `dir` (a previous install's node_modules stays), never writing to `source`. */
export function copySite(source, dir) {
  fs.mkdirSync(dir, { recursive: true });
  for (const name of fs.readdirSync(dir))
    if (name !== 'node_modules') fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  for (const name of fs.readdirSync(source)) {
    if (skipped(name)) continue;
    fs.cpSync(path.join(source, name), path.join(dir, name), {
      recursive: true,
      dereference: false,
      filter: (src) => !['node_modules', '.git'].includes(path.basename(src)),
    });
  }
}

/** npm or yarn 1, by the site's lockfile (a Yarn 2+ or pnpm lockfile cannot be used: npm). */
function packageManager(dir) {
  const yarnLock = path.join(dir, 'yarn.lock');
  if (fs.existsSync(yarnLock)) {
    const head = fs.readFileSync(yarnLock, 'utf8').slice(0, 400);
    if (/yarn lockfile v1/.test(head)) return { name: 'yarn', lockfile: 'yarn.lock' };
    return {
      name: 'npm',
      lockfile: null,
      berryLock: 'yarn.lock',
      note: 'yarn.lock is Yarn 2+ (Berry): installed with npm, its single-version packages as overrides',
    };
  }
  if (fs.existsSync(path.join(dir, 'package-lock.json')))
    return { name: 'npm', lockfile: 'package-lock.json' };
  if (fs.existsSync(path.join(dir, 'pnpm-lock.yaml')))
    return { name: 'npm', lockfile: null, note: 'pnpm-lock.yaml ignored: installed with npm' };
  return { name: 'npm', lockfile: null };
}

const SHARP_FALLBACK = '0.33.5';
const isOldSharp = (name, version) => name === 'sharp' && /^0\.(\d|[12]\d|3[0-2])\./.test(version);

/** Changes whenever the way of installing changes, so earlier installs are not reused. */
const INSTALL_RECIPE =
  'npm --before + @docusaurus/* and Berry-lock overrides without a lockfile; no scripts; sharp 0.33';
const NPM_FLAGS = ['--no-audit', '--no-fund', '--loglevel=error', '--ignore-scripts'];
const env = {
  ...process.env,
  NO_UPDATE_NOTIFIER: '1',
  npm_config_update_notifier: 'false',
  ADBLOCK: '1',
  DISABLE_OPENCOLLECTIVE: '1',
};

/**
 * Installs the site's dependencies into `dir` (a copy of it), unless the same package.json and
 * lockfile were installed there before. Resolves to what was done, or `{error, output}`.
 */
export async function installSite(dir, { log, reinstall = false }) {
  const pm = packageManager(dir);
  const stampFile = path.join(dir, 'node_modules', '.tessera-compare-install.json');
  const hash = createHash('sha256')
    .update(INSTALL_RECIPE)
    .update(pm.name)
    .update(process.version)
    .update(fs.readFileSync(path.join(dir, 'package.json')))
    .update(
      pm.lockfile || pm.berryLock
        ? fs.readFileSync(path.join(dir, pm.lockfile ?? pm.berryLock))
        : '',
    )
    .digest('hex');
  let previous = null;
  try {
    previous = JSON.parse(fs.readFileSync(stampFile, 'utf8'));
  } catch {
    // never installed
  }
  const info = { manager: pm.name, lockfile: pm.lockfile, note: pm.note, reused: false };
  const run = async (extra = []) => {
    const [cmd, args] =
      pm.name === 'yarn'
        ? [
            'yarn',
            [
              'install',
              '--ignore-scripts',
              '--non-interactive',
              '--no-progress',
              '--ignore-engines',
              '--network-timeout',
              '600000',
              ...extra,
            ],
          ]
        : ['npm', ['install', ...NPM_FLAGS, ...extra]];
    log(`installing the site's dependencies: ${cmd} ${args.join(' ')} (in ${dir})...`);
    return measure(cmd, args, { cwd: dir, env });
  };
  if (!reinstall && previous?.hash === hash) {
    info.reused = true;
    log(
      `dependencies: reusing the install in ${path.join(dir, 'node_modules')} (same package.json and lockfile)`,
    );
  } else {
    fs.rmSync(path.join(dir, 'node_modules'), { recursive: true, force: true });
    // Without a lockfile npm takes today's versions of everything, which older Docusaurus
    // releases do not build with (webpack 5.10x dropped files Docusaurus 3.1 requires; a
    // third-party plugin pulls a newer @docusaurus/theme-common that imports modules core 3.1
    // does not generate): install what was current when that Docusaurus version came out, and
    // every @docusaurus/* package the site does not name itself at that version.
    const target = pm.name === 'npm' && !pm.lockfile ? docusaurusTarget(dir, log) : null;
    // A Yarn Berry lockfile: its versions instead of a date (which could exclude them).
    const locked = pm.berryLock ? berryLockVersions(dir, pm.berryLock) : null;
    const before = locked ? undefined : target?.before;
    if (target) {
      info.before = before;
      info.overrides = pinDocusaurus(dir, target.version, locked);
      log(`${Object.keys(info.overrides).length} npm overrides written to the copy's package.json`);
    }
    let install = await run(before ? [`--before=${before}`] : []);
    if (install.code !== 0 && pm.name === 'npm' && /ERESOLVE/.test(install.output)) {
      log('npm could not resolve the peer dependencies (ERESOLVE): again with --legacy-peer-deps');
      info.legacyPeerDeps = true;
      install = await run([...(before ? [`--before=${before}`] : []), '--legacy-peer-deps']);
    }
    info.seconds = install.seconds;
    if (install.code !== 0)
      return {
        ...info,
        error: `${pm.name} install failed (exit ${install.code})`,
        output: install.output,
      };
    log(`installed in ${install.seconds.toFixed(0)} s`);
  }
  info.natives = await checkNatives(dir, log);
  // sharp before 0.33 downloads libvips from GitHub in its install script, which cannot work
  // offline; 0.33 ships its binaries as npm packages and has the same API.
  const oldSharp = info.natives.find((n) => !n.ok && isOldSharp(n.name, n.version));
  if (oldSharp) {
    log(
      `sharp@${oldSharp.version} needs libvips from GitHub at install: replacing it with sharp@${SHARP_FALLBACK} (binaries from npm)`,
    );
    const file = path.join(dir, 'package.json');
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (pm.name === 'yarn') pkg.resolutions = { ...pkg.resolutions, sharp: SHARP_FALLBACK };
    else if (pkg.dependencies?.sharp) pkg.dependencies.sharp = SHARP_FALLBACK;
    else pkg.overrides = { ...pkg.overrides, sharp: SHARP_FALLBACK };
    fs.writeFileSync(file, JSON.stringify(pkg, null, 2) + '\n');
    const again = await run([
      ...(info.before ? [`--before=${info.before}`] : []),
      ...(info.legacyPeerDeps ? ['--legacy-peer-deps'] : []),
    ]);
    if (again.code !== 0)
      return {
        ...info,
        error: `${pm.name} install failed (exit ${again.code})`,
        output: again.output,
      };
    info.sharpReplaced = `${oldSharp.version} -> ${SHARP_FALLBACK}`;
    info.natives = await checkNatives(dir, log);
  }
  const broken = info.natives.filter((n) => !n.ok);
  if (broken.length)
    log(
      `native packages that still do not load: ${broken.map((n) => `${n.name}@${n.version}`).join(', ')}`,
    );
  // Written after every install (yarn removes files it does not know from node_modules).
  if (!info.reused || info.sharpReplaced)
    fs.writeFileSync(stampFile, JSON.stringify({ hash, date: new Date().toISOString() }));
  return info;
}

/** The packages of the Docusaurus monorepo, released together with one version number. */
const DOCUSAURUS_PACKAGES = [
  'babel',
  'bundler',
  'core',
  'cssnano-preset',
  'faster',
  'logger',
  'lqip-loader',
  'mdx-loader',
  'module-type-aliases',
  'plugin-client-redirects',
  'plugin-content-blog',
  'plugin-content-docs',
  'plugin-content-pages',
  'plugin-css-cascade-layers',
  'plugin-debug',
  'plugin-google-analytics',
  'plugin-google-gtag',
  'plugin-google-tag-manager',
  'plugin-ideal-image',
  'plugin-pwa',
  'plugin-sitemap',
  'plugin-svgr',
  'preset-classic',
  'remark-plugin-npm2yarn',
  'theme-classic',
  'theme-common',
  'theme-live-codeblock',
  'theme-mermaid',
  'theme-search-algolia',
  'theme-translations',
  'types',
  'utils',
  'utils-common',
  'utils-validation',
].map((name) => `@docusaurus/${name}`);

/**
 * Adds npm `overrides` to the copy's package.json: every Docusaurus package the site does not
 * list itself (npm refuses overrides of direct dependencies) at `version`. Returns them.
 */
function pinDocusaurus(dir, version, locked) {
  const file = path.join(dir, 'package.json');
  const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
  const direct = new Set([
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.devDependencies ?? {}),
    ...Object.keys(pkg.optionalDependencies ?? {}),
  ]);
  const overrides = Object.fromEntries([
    ...[...(locked ?? [])].filter(([name]) => !direct.has(name)),
    ...DOCUSAURUS_PACKAGES.filter((name) => !direct.has(name)).map((name) => [name, version]),
  ]);
  pkg.overrides = { ...overrides, ...pkg.overrides };
  fs.writeFileSync(file, JSON.stringify(pkg, null, 2) + '\n');
  return overrides;
}

/**
 * The packages a Yarn 2+ lockfile resolves to exactly one npm version: name -> version (a
 * monorepo's lockfile may hold more than the site; npm ignores overrides of absent packages).
 */
function berryLockVersions(dir, lockfile) {
  const versions = new Map();
  for (const m of fs
    .readFileSync(path.join(dir, lockfile), 'utf8')
    .matchAll(/^ {2}resolution: "(@?[^@"]+)@npm:([^"]+)"$/gm)) {
    const set = versions.get(m[1]) ?? new Set();
    set.add(m[2]);
    versions.set(m[1], set);
  }
  return new Map(
    [...versions].filter(([, set]) => set.size === 1).map(([name, set]) => [name, [...set][0]]),
  );
}

/**
 * The newest @docusaurus/core the site's package.json accepts (npm registry) and two weeks after
 * its release as an ISO date; null when it cannot be told.
 */
function docusaurusTarget(dir, log) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const range = pkg.dependencies?.['@docusaurus/core'] ?? pkg.devDependencies?.['@docusaurus/core'];
  if (!range) return null;
  // stdout only: npm's warnings go to stderr.
  const npmJson = (args) =>
    JSON.parse(
      execFileSync('npm', ['view', ...args, '--json'], {
        cwd: dir,
        env,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
        timeout: 60_000,
      }),
    );
  try {
    const matching = [npmJson([`@docusaurus/core@${range}`, 'version'])].flat();
    const times = npmJson(['@docusaurus/core', 'time']);
    const parts = (v) => v.split(/[.-]/).map((x) => (/^\d+$/.test(x) ? Number(x) : x));
    const newer = (a, b) => {
      const [pa, pb] = [parts(a), parts(b)];
      for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return pa[i] > pb[i];
      return !a.includes('-') && b.includes('-');
    };
    const version = matching.filter(Boolean).reduce((a, b) => (newer(b, a) ? b : a));
    const time = times?.[version];
    const date = time ? new Date(Date.parse(time) + 14 * 24 * 3600 * 1000) : null;
    const before = date && date < new Date() ? date.toISOString() : undefined;
    log(
      `no lockfile: Docusaurus ${version}${before ? `, packages as of --before=${before} (its release + 2 weeks)` : ''}, every @docusaurus/* package at ${version}`,
    );
    return { version, before };
  } catch {
    return null;
  }
}

/** Every installed copy of a NATIVE package (top level and one level of nesting). */
function nativeCopies(dir) {
  const nm = path.join(dir, 'node_modules');
  const found = [];
  const look = (modules) => {
    for (const name of Object.keys(NATIVE)) {
      const pkg = path.join(modules, name);
      if (fs.existsSync(path.join(pkg, 'package.json'))) found.push({ name, dir: pkg });
    }
  };
  look(nm);
  const entries = (d) => {
    try {
      return fs.readdirSync(d);
    } catch {
      return [];
    }
  };
  for (const a of entries(nm)) {
    const parents = a.startsWith('@') ? entries(path.join(nm, a)).map((b) => `${a}/${b}`) : [a];
    for (const p of parents) {
      const nested = path.join(nm, p, 'node_modules');
      if (fs.existsSync(nested)) look(nested);
    }
  }
  return found;
}

/** Loads a native package in a child process; resolves to null or the error message. */
async function probe(copy) {
  const script = `const check = ${NATIVE[copy.name].toString()};
Promise.resolve(check(require(${JSON.stringify(copy.dir)}))).then(() => process.exit(0), (e) => { console.error(e && e.message); process.exit(1); });`;
  const r = await measure(process.execPath, ['-e', script], { cwd: copy.dir });
  return r.code === 0 ? null : r.output.trim().split('\n').slice(-3).join(' ').slice(0, 300);
}

/**
 * Loads every NATIVE package installed in `dir` (running its install scripts when it does not
 * load, then loading it again): [{ name, version, path, ok, error? }].
 */
export async function checkNatives(dir, log) {
  const results = [];
  for (const copy of nativeCopies(dir)) {
    const pkg = JSON.parse(fs.readFileSync(path.join(copy.dir, 'package.json'), 'utf8'));
    const entry = { name: copy.name, version: pkg.version, path: path.relative(dir, copy.dir) };
    let error = await probe(copy);
    // Old sharp's install script downloads libvips from GitHub: not run (see installSite).
    if (error && !isOldSharp(copy.name, pkg.version)) {
      // The install was run without lifecycle scripts (npm 11 runs none it was not told to
      // allow, and a site's own scripts are not wanted): run this package's now.
      const scripts = ['preinstall', 'install', 'postinstall'].filter((s) => pkg.scripts?.[s]);
      entry.ranScripts = scripts;
      for (const s of scripts) {
        log(`${copy.name}@${pkg.version} does not load (${error}); running its ${s} script`);
        const r = await measure('sh', ['-c', pkg.scripts[s]], {
          cwd: copy.dir,
          env: {
            ...env,
            PATH: `${path.join(copy.dir, 'node_modules/.bin')}:${path.join(dir, 'node_modules/.bin')}:${process.env.PATH}`,
            npm_package_name: pkg.name,
            npm_package_version: pkg.version,
            npm_lifecycle_event: s,
          },
        });
        if (r.code !== 0) entry.scriptError = r.output.trim().split('\n').slice(-5).join('\n');
      }
      error = await probe(copy);
    }
    entry.ok = !error;
    if (error) entry.error = error;
    results.push(entry);
  }
  return results;
}
