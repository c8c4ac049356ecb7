import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  compile,
  preprocess,
  parseFrontMatter,
  cacheKey,
  linkTargets,
} from '../../packages/mdx/src/index';

const base = {
  filePath: '/site/content/docs/page.mdx',
  permalinks: { '/site/content/docs/other.md': '/docs/other' },
  baseUrl: '/',
};

test('front matter is parsed and line numbers are kept', () => {
  const { frontMatter, body } = parseFrontMatter('---\ntitle: Hi\ntags: [a, b]\n---\n\n# Body\n');
  assert.deepEqual(frontMatter, { title: 'Hi', tags: ['a', 'b'] });
  assert.equal(body.split('\n')[5], '# Body');
});

test('preprocess rewrites admonition titles, comments and custom ids, but not inside code', () => {
  const out = preprocess(
    ':::tip My title\nx\n:::\n<!-- truncate -->\n## H {#h-id}\n```\n:::note Keep\n<!-- keep -->\n```\n',
  );
  assert.match(out, /:::tip\[My title\]/);
  assert.match(out, /\{\/\* truncate \*\/\}/);
  assert.ok(out.includes('## H \\{#h-id\\}'));
  assert.ok(out.includes(':::note Keep\n<!-- keep -->'));
});

test('compile exports frontMatter, toc (custom ids), contentTitle, and rewrites .md links', async () => {
  const out = await compile({
    ...base,
    source:
      '---\ntitle: T\n---\n\n# Main\n\nSee [other](./other.md#part).\n\n## One {#first}\n\n### Two\n\n:::note\nN\n:::\n',
  });
  assert.deepEqual(out.frontMatter, { title: 'T' });
  assert.deepEqual(out.toc, [
    { value: 'One', id: 'first', level: 2 },
    { value: 'Two', id: 'two', level: 3 },
  ]);
  assert.equal(out.contentTitle, 'Main');
  assert.ok(out.code.includes('"/docs/other#part"'));
  assert.ok(out.code.includes('Admonition'));
});

test('unresolved .md links are reported with their line', async () => {
  const out = await compile({ ...base, source: 'Text\n\n[missing](./missing.md)\n' });
  assert.deepEqual(out.brokenMarkdownLinks, [{ url: './missing.md', line: 3 }]);
});

test('truncated compile keeps only the part before the marker', async () => {
  const source = 'Intro text\n\n<!-- truncate -->\n\nSecret rest\n';
  const full = await compile({ ...base, source });
  const cut = await compile({ ...base, source, truncated: true });
  assert.ok(full.code.includes('Secret rest'));
  assert.ok(!cut.code.includes('Secret rest'));
  assert.ok(cut.code.includes('hasTruncateMarker = true'));
});

test('a syntax error has the file, line and column', async () => {
  await assert.rejects(
    compile({ ...base, source: '# T\n\n<div>\n' }),
    (e: { file: string; line: number }) => e.file === base.filePath && e.line === 3,
  );
});

test('the cache key changes with the content and with link targets', () => {
  const source = 'See [o](./other.md)';
  const a = cacheKey({ ...base, source });
  assert.notEqual(cacheKey({ ...base, source: source + ' ' }), a);
  assert.notEqual(
    cacheKey({ ...base, source, permalinks: { '/site/content/docs/other.md': '/docs/moved' } }),
    a,
  );
  assert.equal(cacheKey({ ...base, source }), a);
});

test('the prebuilt pipeline the compile threads load compiles exactly like the sources', async () => {
  const { mdxPipelineBundle } = await import('../../packages/core/src/node/mdxPipeline');
  const bundle = mdxPipelineBundle();
  assert.ok(bundle, 'the pipeline bundle could not be made');
  const prebuilt = (await import(pathToFileURL(bundle).href)) as { compile: typeof compile };
  const source =
    '---\ntitle: T\n---\n\n# Title\n\n:::tip Careful\nText with a [link](./other.md).\n:::\n\n## Section {#custom}\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n```js title="x.js"\nconst x = 1;\n```\n';
  assert.deepEqual(await prebuilt.compile({ ...base, source }), await compile({ ...base, source }));
  await assert.rejects(
    prebuilt.compile({ ...base, source: '# T\n\n<div>\n' }),
    (e: { file: string; line: number }) => e.file === base.filePath && e.line === 3,
  );
});

test('Markdown link targets: page folder, then the docs root, then the site; `/` and `@site/` from the roots', () => {
  const page = '/site/docs/guides/deep/page.md';
  const roots = ['/site/docs', '/site'] as const;
  assert.deepEqual(linkTargets(page, '../x.md', roots[0], roots[1]), [
    '/site/docs/guides/x.md',
    '/site/docs/guides/x.md',
    '/site/x.md',
    '/x.md',
  ]);
  assert.deepEqual(linkTargets(page, '/output-targets/custom-elements.md', ...roots), [
    '/site/docs/output-targets/custom-elements.md',
    '/site/output-targets/custom-elements.md',
  ]);
  assert.deepEqual(linkTargets(page, '@site/docs/a%20b.md', ...roots), ['/site/docs/a b.md']);
});

test('a site-absolute .md link and an @site/ image resolve; a missing @site/ image is reported', async () => {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdx-site-'));
  fs.mkdirSync(path.join(siteDir, 'static/img'), { recursive: true });
  fs.writeFileSync(path.join(siteDir, 'static/img/chain.png'), 'png');
  const out = await compile({
    filePath: path.join(siteDir, 'docs/guides/page.md'),
    contentRoot: path.join(siteDir, 'docs'),
    siteDir,
    permalinks: { [path.join(siteDir, 'docs/targets/elements.md')]: '/docs/targets/elements' },
    baseUrl: '/',
    source:
      '[E](/targets/elements.md#x)\n\n![Chain](@site/static/img/chain.png)\n\n![Gone](@site/static/img/gone.png)\n',
  });
  assert.ok(out.code.includes('"/docs/targets/elements#x"'), 'site-absolute link resolved');
  assert.deepEqual(out.brokenMarkdownLinks, []);
  assert.deepEqual(
    out.assets.map((a) => a.source),
    [path.join(siteDir, 'static/img/chain.png')],
  );
  assert.deepEqual(out.missingImages, [{ url: '@site/static/img/gone.png', line: 5 }]);
});

test('reference-style links to .md files are rewritten through their definition', async () => {
  const out = await compile({
    ...base,
    source:
      'See [the other page][other] and [missing][gone].\n\n[other]: ./other.md#part\n[gone]: ./gone.md\n',
  });
  assert.ok(out.code.includes('"/docs/other#part"'));
  assert.deepEqual(out.brokenMarkdownLinks, [{ url: './gone.md', line: 4 }]);
});

test('a relative link to a file beside the page ships it as an asset with a hashed name', async () => {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdx-files-'));
  fs.mkdirSync(path.join(siteDir, 'docs'), { recursive: true });
  fs.writeFileSync(path.join(siteDir, 'docs/report.pbix'), 'data');
  const out = await compile({
    filePath: path.join(siteDir, 'docs/page.md'),
    siteDir,
    permalinks: {},
    baseUrl: '/base/',
    source: '[Report](./report.pbix#top) and [gone](./gone.zip) and [page](./other)\n',
  });
  assert.equal(out.assets.length, 1);
  assert.equal(out.assets[0]!.source, path.join(siteDir, 'docs/report.pbix'));
  assert.match(out.assets[0]!.url, /^\/base\/assets\/files\/report-[0-9a-f]{8}\.pbix$/);
  assert.ok(out.code.includes(`"${out.assets[0]!.url}#top"`), 'the link points at the asset');
  assert.ok(out.code.includes('"./gone.zip"'), 'a missing file stays as written');
});

test('stopping the compile pool twice starts no new threads (each would load the pipeline)', async () => {
  const { startCompilePool, stopCompilePool } = await import('../../packages/core/src/node/mdx');
  const pool = startCompilePool();
  let created = 0;
  pool.on('workerCreate', () => (created += 1));
  await stopCompilePool(pool);
  const afterFirstStop = created;
  // The build stops it again in its `finally`, in case a failure came before the first stop.
  await stopCompilePool(pool);
  assert.equal(created, afterFirstStop);
});

/** An MDX service for a site in `dir`, its cache inside. */
async function serviceIn(dir: string, options: { readOnce?: boolean } = {}) {
  const { MdxService } = await import('../../packages/core/src/node/mdx');
  return new MdxService({
    siteDir: dir,
    cacheDir: path.join(dir, '.cache'),
    baseUrl: '/',
    permalinks: {},
    onBrokenMarkdownLinks: 'warn',
    ...options,
  });
}

test('a file too large for a compile thread heap is compiled on the main thread', async () => {
  const { startCompilePool } = await import('../../packages/core/src/node/mdx');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-mdx-oom-'));
  const file = path.join(dir, 'big.md');
  const lines = Array.from({ length: 2000 }, (_, i) => `Line ${i} with **bold** and \`code\`.\n`);
  fs.writeFileSync(file, `# Big\n\n${lines.join('\n')}`);
  const mdx = await serviceIn(dir, { readOnce: true });
  try {
    // 32 MB: enough to load the pipeline, not to compile this file.
    await mdx.precompile([{ file, query: '' }], startCompilePool(32));
    assert.ok((await mdx.compileModule(file)).includes('Line 1999'));
  } finally {
    await mdx.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('warming up compiles a file on this thread without storing it', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-mdx-warm-'));
  const file = path.join(dir, 'page.mdx');
  fs.writeFileSync(file, '# Warm\n\nText.\n');
  const mdx = await serviceIn(dir);
  try {
    await mdx.warmUp(file);
    // The first real compile still compiles: the warm-up left the store as it was.
    let compiled = 0;
    const { compile } = await import('@tessera/mdx');
    const code = await mdx.compileModule(file, '', (input) => (compiled++, compile(input)));
    assert.equal(compiled, 1);
    assert.ok(code.includes('Warm'));
  } finally {
    await mdx.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
