// The module registry content scripts push onto: what the render threads forget between batches.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  forgetContentModules,
  installRegistry,
  requireModule,
} from '../../packages/core/src/client/routing/registry';
import { MODULE_QUEUE_GLOBAL } from '../../packages/core/src/shared/protocol';

type Push = (definition: unknown) => void;

test('forgetting content modules keeps the ones asked for, run once, and forgets the rest', async () => {
  installRegistry();
  const queue = (globalThis as unknown as Record<string, { push: Push }>)[MODULE_QUEUE_GLOBAL]!;
  const runs = { sidebar: 0, page: 0 };
  const script = (key: keyof typeof runs, value: string) => () =>
    queue.push([
      `m-${key}`,
      {},
      (_require: unknown, module: { exports: unknown }) => {
        runs[key]++;
        module.exports = { value };
      },
    ]);
  script('sidebar', 'full sidebar')();
  script('page', 'page one')();
  const sidebar = await requireModule('m-sidebar', {});
  assert.deepEqual(await requireModule('m-page', {}), { value: 'page one' });

  forgetContentModules(new Set(['m-sidebar']));
  // The next batch's page script defines its module again; the sidebar's script does not run.
  script('page', 'page two')();
  assert.equal(await requireModule('m-sidebar', {}), sidebar);
  assert.deepEqual(await requireModule('m-page', {}), { value: 'page two' });
  assert.deepEqual(runs, { sidebar: 1, page: 2 });

  forgetContentModules();
  const pending = requireModule('m-sidebar', {});
  script('sidebar', 'full sidebar')();
  assert.notEqual(await pending, sidebar);
  assert.equal(runs.sidebar, 2);
});
