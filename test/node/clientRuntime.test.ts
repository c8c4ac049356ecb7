// The config's `clientRuntime`: Preact for Tessera's own config format, React for a Docusaurus
// config, and the client bundle's aliases that follow from it (production only).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { siteConfigSchema } from '../../packages/core/src/node/config/schema';
import { clientSiteConfig } from '../../packages/core/src/node/codegen';
import { fromDocusaurusConfig } from '../../packages/core/src/node/docusaurus/config';
import { clientConfig } from '../../packages/core/src/node/bundler/client';

const minimal = { title: 'Site', url: 'https://site.example' };

test('site.config.ts sites run on Preact by default, and the browser config says so', () => {
  const config = siteConfigSchema.parse(minimal);
  assert.equal(config.clientRuntime, 'preact');
  assert.equal(clientSiteConfig(config).clientRuntime, 'preact');
  assert.equal(
    siteConfigSchema.parse({ ...minimal, clientRuntime: 'react' }).clientRuntime,
    'react',
  );
  assert.equal(siteConfigSchema.safeParse({ ...minimal, clientRuntime: 'vue' }).success, false);
});

test('a Docusaurus config runs on React unless it says otherwise', () => {
  const docusaurus = fromDocusaurusConfig({ ...minimal, presets: [] });
  assert.equal(siteConfigSchema.parse(docusaurus).clientRuntime, 'react');
  const chosen = fromDocusaurusConfig({ ...minimal, clientRuntime: 'preact' });
  assert.equal(siteConfigSchema.parse(chosen).clientRuntime, 'preact');
});

function aliasesFor(runtime: 'react' | 'preact' | null, isDev: boolean) {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-runtime-'));
  const generatedDir = path.join(siteDir, '.tessera/build');
  fs.mkdirSync(generatedDir, { recursive: true });
  if (runtime)
    fs.writeFileSync(
      path.join(generatedDir, 'site-config.json'),
      JSON.stringify({ clientRuntime: runtime }),
    );
  try {
    const config = clientConfig({
      siteDir,
      outDir: path.join(siteDir, 'build'),
      cacheDir: path.join(siteDir, '.tessera/cache'),
      generatedDir,
      baseUrl: '/',
      isDev,
      aliases: {},
      compileModule: async () => '',
      mdxDependencies: [],
      plugins: [],
    });
    return config.resolve!.alias as Record<string, string>;
  } finally {
    fs.rmSync(siteDir, { recursive: true, force: true });
  }
}

test('the production client bundle resolves react, react-dom and the JSX runtime to preact/compat', () => {
  const preact = aliasesFor('preact', false);
  assert.match(preact['react$']!, /preact[/\\]compat[/\\]dist[/\\]compat\.mjs$/);
  assert.match(preact['react-dom$']!, /preact[/\\]compat[/\\]dist[/\\]compat\.mjs$/);
  assert.match(preact['react/jsx-runtime$']!, /preact[/\\]compat[/\\]jsx-runtime\.mjs$/);
  assert.match(preact['react-dom/client$']!, /preact[/\\]compat[/\\]client\.mjs$/);
  for (const name of ['react', 'react-dom', 'scheduler']) assert.equal(preact[name], undefined);
  // React as it was: Docusaurus sites, the dev server (fast refresh), no generated config.
  for (const aliases of [
    aliasesFor('react', false),
    aliasesFor('preact', true),
    aliasesFor(null, false),
  ]) {
    assert.equal(aliases['react$'], undefined);
    assert.match(aliases['react']!, /node_modules[/\\]react$/);
  }
});
