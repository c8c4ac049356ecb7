// A site's own modules (config, sidebars, local plugins) run without a module loader: TypeScript
// and CommonJS, relative imports, packages, their own location, a fresh run after an edit, and
// errors that name the file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { importSiteModule } from '../../packages/core/src/node/config/siteModule';
import { authorLocation } from '../../packages/core/src/node/errors';

// Inside the repository, so that packages resolve from its node_modules as a site's would.
const dir = path.resolve(import.meta.dirname, '../.tmp/site-module');
fs.rmSync(dir, { recursive: true, force: true });
const write = (name: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.writeFileSync(path.join(dir, name), text);
  return path.join(dir, name);
};

test('a TypeScript module with relative imports, a package and its own location', async () => {
  write('lib/title.ts', "export const title: string = 'From a helper';\n");
  const file = write(
    'site.config.ts',
    [
      "import { z } from 'zod';",
      "import { title } from './lib/title';",
      'const schema = z.object({ title: z.string() });',
      'export default { ...schema.parse({ title }), url: import.meta.url, dir: import.meta.dirname };',
      'export { z };',
    ].join('\n'),
  );
  const mod = await importSiteModule<{
    default: { title: string; url: string; dir: string };
    z: unknown;
  }>(file);
  assert.deepEqual(mod.default, {
    title: 'From a helper',
    url: pathToFileURL(file).href,
    dir,
  });
  // The installed package itself, not a copy bundled into the module.
  assert.equal(mod.z, z);
});

test('a CommonJS module: require() of packages and relative files, __dirname, module.exports', async () => {
  write('cjs/data.json', '{"answer": 42}\n');
  const file = write(
    'cjs/docusaurus.config.js',
    [
      "const path = require('path');",
      "const colors = require('picocolors');",
      "const { answer } = require('./data.json');",
      'module.exports = { answer, here: path.basename(__dirname), file: __filename, colors: typeof colors.red };',
    ].join('\n'),
  );
  const mod = await importSiteModule<{ default: Record<string, unknown> }>(file);
  assert.deepEqual(mod.default, { answer: 42, here: 'cjs', file, colors: 'function' });
});

test('a module that declares its own __dirname (the ES module idiom) keeps it', async () => {
  const file = write(
    'esm/docusaurus.config.mjs',
    [
      "import path from 'node:path';",
      "import { fileURLToPath } from 'node:url';",
      'const __dirname = path.dirname(fileURLToPath(import.meta.url));',
      'export default { dir: __dirname };',
    ].join('\n'),
  );
  const mod = await importSiteModule<{ default: { dir: string } }>(file);
  assert.deepEqual(mod.default, { dir: path.join(dir, 'esm') });
});

test('each import runs the file again, as it is now', async () => {
  const counter = globalThis as { siteModuleRuns?: number };
  const same = write(
    'runs.ts',
    'const g = globalThis as { siteModuleRuns?: number };\ng.siteModuleRuns = (g.siteModuleRuns ?? 0) + 1;\nexport {};\n',
  );
  await importSiteModule(same);
  await importSiteModule(same);
  assert.equal(counter.siteModuleRuns, 2);

  const file = write('fresh.ts', 'export default 1;\n');
  assert.equal((await importSiteModule<{ default: number }>(file)).default, 1);
  write('fresh.ts', 'export default 2;\n');
  assert.equal((await importSiteModule<{ default: number }>(file)).default, 2);
});

test('an error thrown by the module names its file (not a line of the bundled code)', async () => {
  write('lib/fail.ts', "export function fail(): never {\n  throw new Error('config broke');\n}\n");
  const file = write('failing.config.ts', "import { fail } from './lib/fail';\nfail();\n");
  const error = await importSiteModule(file).catch((e: unknown) => e);
  assert.match(String(error), /config broke/);
  const location = authorLocation(error);
  assert.ok(location?.file, 'the file is found');
  assert.ok(
    [file, path.join(dir, 'lib/fail.ts')].includes(location.file),
    `${location.file} is one of the site's files`,
  );
  assert.equal(location.line, undefined);
});

test('a syntax error is reported with the file and line', async () => {
  const file = write('broken.config.ts', 'export default {\n  title: "x",,\n};\n');
  await assert.rejects(importSiteModule(file), /broken\.config\.ts:2/);
});
