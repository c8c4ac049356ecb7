// The config's `prefetch` option: its default, and what it refuses.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteConfigSchema } from '../../packages/core/src/node/config/schema';
import { clientSiteConfig } from '../../packages/core/src/node/codegen';

const minimal = { title: 'Site', url: 'https://site.example' };

test('prefetch.viewportLimit defaults to 8 routes and reaches the browser config', () => {
  const config = siteConfigSchema.parse(minimal);
  assert.deepEqual(config.prefetch, { viewportLimit: 8 });
  assert.deepEqual(clientSiteConfig(config).prefetch, { viewportLimit: 8 });
  const set = siteConfigSchema.parse({ ...minimal, prefetch: { viewportLimit: 0 } });
  assert.deepEqual(clientSiteConfig(set).prefetch, { viewportLimit: 0 });
});

test('prefetch.viewportLimit is a whole number, at least 0; unknown prefetch keys are refused', () => {
  for (const prefetch of [{ viewportLimit: -1 }, { viewportLimit: 2.5 }, { limit: 3 }])
    assert.equal(siteConfigSchema.safeParse({ ...minimal, prefetch }).success, false);
});
