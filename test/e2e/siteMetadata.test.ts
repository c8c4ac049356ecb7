// The Remotion site as crawlers and link previews see it, built and served: every page has one
// absolute canonical URL, a description and the social card, which is served as a 1200×630 PNG;
// the sitemap lists exactly the indexable pages by those canonical URLs; robots.txt names it.
import fs from 'node:fs';
import path from 'node:path';
import { buildFixture, startServer, ROOT, type RunningServer } from '../helpers/site';

const ORIGIN = 'https://www.remotion.dev';
const OUT = path.join(ROOT, 'build');
let server: RunningServer;

interface PageHead {
  file: string;
  canonicals: string[];
  descriptions: string[];
  images: string[];
  noindex: boolean;
}
let pages: PageHead[];

const values = (head: string, tag: RegExp, name: string) =>
  [...head.matchAll(tag)].map(([t]) => new RegExp(`\\b${name}="([^"]*)"`).exec(t)?.[1] ?? '');

function readPages(): PageHead[] {
  return fs
    .readdirSync(OUT, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((file) => ({ file, html: fs.readFileSync(path.join(OUT, file), 'utf8') }))
    .filter(({ html }) => !html.includes('http-equiv="refresh"')) // redirect pages of old URLs
    .map(({ file, html }) => {
      const head = html.slice(0, html.indexOf('</head>'));
      return {
        file: file.split(path.sep).join('/'),
        canonicals: values(head, /<link\b[^>]*rel="canonical"[^>]*>/g, 'href'),
        descriptions: values(head, /<meta\b[^>]*name="description"[^>]*>/g, 'content'),
        images: values(
          head,
          /<meta\b[^>]*(?:property="og:image"|name="twitter:image")[^>]*>/g,
          'content',
        ),
        noindex: /<meta\b[^>]*name="robots"[^>]*content="[^"]*noindex/.test(head),
      };
    });
}

// Building the whole site can take minutes on a busy machine.
beforeAll(async () => {
  buildFixture(ROOT);
  server = await startServer('serve', ROOT);
  pages = readPages();
}, 600_000);
afterAll(async () => {
  await server?.stop();
});

const pageAt = (file: string) => pages.find((p) => p.file === file)!;

test('every page has one absolute canonical URL, one description and the social card', () => {
  expect(pages.length).toBeGreaterThan(900);
  const bad = pages.filter(
    (p) =>
      p.canonicals.length !== 1 ||
      !p.canonicals[0]!.startsWith(ORIGIN + '/') ||
      p.descriptions.length !== 1 ||
      !/\S/.test(p.descriptions[0]!) ||
      p.images.join() !== `${ORIGIN}/img/social-card.png,${ORIGIN}/img/social-card.png`,
  );
  expect(bad).toEqual([]);
});

test.each([
  ['index.html', '/', 'Remotion lets you create'],
  ['docs/index.html', '/docs', 'Create your first Remotion project'],
  [
    'docs/api/lambda/render-media-on-lambda/index.html',
    '/docs/api/lambda/render-media-on-lambda',
    'AWS Lambda',
  ],
  ['blog/index.html', '/blog', 'Release notes and news'],
  ['blog/faster-lambda/index.html', '/blog/faster-lambda', 'Lambda renders'],
  ['blog/tags/engineering/index.html', '/blog/tags/engineering', ''],
  ['showcase/index.html', '/showcase', 'made with Remotion'],
  ['experts/index.html', '/experts', 'freelancers'],
  ['templates/index.html', '/templates', 'Starter projects'],
  ['search/index.html', '/search', ''],
  ['404.html', '/404.html', ''],
])('%s: canonical %s, described', (file, route, words) => {
  const page = pageAt(file);
  expect(page.canonicals).toEqual([ORIGIN + route]);
  expect(page.descriptions[0]).toContain(words);
});

test('the social card is served as a 1200×630 PNG', async () => {
  const url = new URL(pageAt('index.html').images[0]!);
  const res = await fetch(server.url + url.pathname);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  const png = Buffer.from(await res.arrayBuffer());
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test('the sitemap lists exactly the indexable pages (not 404 or search) by their canonical URLs', async () => {
  const res = await fetch(server.url + '/sitemap.xml');
  expect(res.status).toBe(200);
  const listed = [...(await res.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  const expected = pages
    .filter((p) => !p.noindex && p.file !== 'search/index.html' && p.file !== '404.html')
    .map((p) => p.canonicals[0]);
  expect(new Set(listed).size).toBe(listed.length);
  expect(listed.sort()).toEqual(expected.sort());
  expect(listed).not.toContain(`${ORIGIN}/search`);
});

test('robots.txt is served and names the sitemap by its absolute URL', async () => {
  const res = await fetch(server.url + '/robots.txt');
  expect(res.status).toBe(200);
  const text = await res.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).not.toMatch(/^Disallow: \/$/m);
  expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
});
