// Docusaurus' analytics plugins in a docusaurus.config: the classic preset's googleTagManager
// and the plugin by name become Tessera's tag-manager plugin, which tags production pages only.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fromDocusaurusConfig } from '../../packages/core/src/node/docusaurus/config';
import type { LoadContext, HtmlTag } from '../../packages/core/src/node/index';

const pluginNames = (config: Record<string, unknown>) =>
  (config.plugins as unknown[]).map((p) => (Array.isArray(p) ? p[0] : p));

test('the preset option googleTagManager and the plugin by name map to the tag-manager plugin', () => {
  const viaPreset = fromDocusaurusConfig({
    presets: [['classic', { googleTagManager: { containerId: 'GTM-ABC123' } }]],
  });
  assert.ok(pluginNames(viaPreset).includes('@tessera/plugin-gtag/tag-manager'));
  const byName = fromDocusaurusConfig({
    plugins: [['@docusaurus/plugin-google-tag-manager', { containerId: 'GTM-XYZ' }]],
  });
  assert.deepEqual(pluginNames(byName), ['@tessera/plugin-gtag/tag-manager']);
});

test('the tag-manager plugin loads the container in production and adds nothing in dev', async () => {
  const { default: factory } = await import('@tessera/plugin-gtag/tag-manager');
  const options = factory.optionsSchema!.parse({ containerId: 'GTM-ABC123' });
  const prod = await factory({ isDev: false } as LoadContext, options);
  const tags = prod.injectHtmlTags!({ content: undefined });
  const head = tags.headTags as HtmlTag[];
  assert.match(head[1]!.innerHTML!, /googletagmanager\.com\/gtm\.js\?id=GTM-ABC123/);
  assert.match(head[1]!.innerHTML!, /'gtm\.start'/);
  assert.match((tags.preBodyTags as HtmlTag[])[0]!.innerHTML!, /ns\.html\?id=GTM-ABC123/);
  const dev = await factory({ isDev: true } as LoadContext, options);
  assert.equal(dev.injectHtmlTags, undefined);
  assert.throws(() => factory.optionsSchema!.parse({}), /containerId/);
});
