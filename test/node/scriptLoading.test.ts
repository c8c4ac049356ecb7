// The config's `scriptLoading`: after the first paint for Tessera's own config format, deferred
// (as Docusaurus writes them) for a Docusaurus config, whose client modules may wait for
// DOMContentLoaded.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteConfigSchema } from '../../packages/core/src/node/config/schema';
import { fromDocusaurusConfig } from '../../packages/core/src/node/docusaurus/config';

const minimal = { title: 'Site', url: 'https://site.example' };

test('site.config.ts sites load their scripts after the first paint unless they say defer', () => {
  assert.equal(siteConfigSchema.parse(minimal).scriptLoading, 'after-paint');
  assert.equal(
    siteConfigSchema.parse({ ...minimal, scriptLoading: 'defer' }).scriptLoading,
    'defer',
  );
  assert.equal(siteConfigSchema.safeParse({ ...minimal, scriptLoading: 'async' }).success, false);
});

test('a Docusaurus config defers its scripts unless it says otherwise', () => {
  const docusaurus = fromDocusaurusConfig({ ...minimal, presets: [] });
  assert.equal(siteConfigSchema.parse(docusaurus).scriptLoading, 'defer');
  const chosen = fromDocusaurusConfig({ ...minimal, scriptLoading: 'after-paint' });
  assert.equal(siteConfigSchema.parse(chosen).scriptLoading, 'after-paint');
});
