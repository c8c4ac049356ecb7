// The bad inputs of issue #11, one row each, shared by the build matrix (bad-input.test.ts) and
// the dev-server matrix (dev-bad-input.test.ts).
//
// Every case runs on one site: a copy of test/fixtures/docs (docs, sidebars, navbar items, pages)
// to which `prepareSite` adds a blog, a collection with a data file and an MDX page we own
// (content/pages/matrix.mdx). Cases run one after another in that one copy: `break` writes the
// bad input, `fix` writes a good version that shows `fixedText` on `page`, so the next case
// starts from a site that builds.
import fs from 'node:fs';
import path from 'node:path';
import { copyFixture, write } from './helpers';

export const FIXTURE = 'docs';

export interface BadInputCase {
  /** Short id, also used in test names. */
  name: string;
  /** The bullet of issue #11 this row covers. */
  issue: string;
  /** Writes the bad input into the site. */
  break(dir: string): void;
  /** Writes a good version again; the page then shows `fixedText`. */
  fix(dir: string): void;
  /** The file the message must name (relative to the site). */
  file: string;
  /** The line the message must give after the file (`file:line`), in the build and in dev. */
  line?: number;
  /** Text on the line the message must give, when the line depends on the broken file (see `expectedLine`). */
  lineOf?: string;
  /** Where the input has a line that the messages do not give yet, and which code would give it. */
  lineGap?: string;
  /** Further pieces the build message must contain: what is wrong and what to change. */
  message: Array<string | RegExp>;
  /**
   * What the build does with this input. 'fail' (the default): exit 1 and the previous build
   * untouched. 'ok': it is not an error (empty and huge files) and the build succeeds.
   */
  build?: 'fail' | 'ok';
  /** The URL the dev test watches. */
  page: string;
  /** Text the page shows once the case is fixed. */
  fixedText: string;
  /**
   * What the dev server shows while the input is bad:
   * - 'overlay' (default): webpack-dev-server's overlay and the terminal name the file;
   * - 'crash': a component that throws while rendering. The dev server renders in the browser
   *   (no SSR), so the observable is the page's crash fallback (@theme/Error, "This page
   *   crashed.") naming the error and the file, and the terminal, which gets the browser's
   *   report of the crash; the overlay is for compile errors and stays hidden;
   * - { text }: not an error (empty, huge files): no overlay, no error in the terminal, and the
   *   page shows `text` (or, for an empty page, stops showing the previous content).
   */
  dev?: 'overlay' | 'crash' | { text?: string; gone?: string };
  /** For a build that succeeds: text the page's HTML must (`has`) or must not (`lacks`) contain. */
  builtHtml?: { has?: string[]; lacks?: string[] };
  /** For a build that succeeds: files of the output (relative to build/) and their content. */
  builtFiles?: Record<string, string>;
  /** A file the dev server must answer while the input is in place (path below the base URL). */
  devFetch?: { path: string; text: string };
}

const MATRIX_PAGE = 'content/pages/matrix.mdx';
const matrixPage = (marker: string) =>
  `---\ntitle: Matrix page\n---\n\n# Matrix page\n\n${marker}\n`;

/** The site config of the matrix site; `navbarTitle` lets a fix show that it took effect. */
export function siteConfig(
  options: {
    navbarTitle?: string;
    extraTop?: string;
    extraPlugins?: string;
    navbarItems?: string;
  } = {},
): string {
  const items =
    options.navbarItems ??
    `{ type: 'docSidebar', sidebarId: 'mainSidebar', label: 'Docs', position: 'left' },
        { type: 'doc', docId: 'api/overview', label: 'API', position: 'left' },
        { to: '/blog', label: 'Blog', position: 'left' },`;
  return `export default {
  title: 'Matrix Site',
  tagline: 'Bad inputs, one by one',
  url: 'https://matrix.example',
  baseUrl: '/',
  // Two files claiming one route are an error here (the default, 'warn', is Docusaurus' and
  // keeps the first file; test/fixtures/core.test.ts covers it).
  onDuplicateRoutes: 'throw',${options.extraTop ?? ''}
  themes: ['@tessera/theme-classic'],
  plugins: [
    ['@tessera/plugin-docs', { sidebarPath: './sidebars.ts' }],
    '@tessera/plugin-pages',
    ['@tessera/plugin-blog', { blogTitle: 'Blog', blogDescription: 'The matrix blog' }],
    ['@tessera/plugin-collection', { id: 'experts', data: 'content/data/experts.json', routeBasePath: 'experts', listComponent: '@theme/ExpertsList', requiredFields: ['slug', 'name'] }],${options.extraPlugins ?? ''}
  ],
  themeConfig: {
    navbar: {
      title: ${JSON.stringify(options.navbarTitle ?? 'Matrix Site')},
      items: [
        ${items}
      ],
    },
  },
};
`;
}

const SIDEBARS = (guidesLabel: string) => `export default {
  mainSidebar: [
    'intro',
    {
      type: 'category',
      label: ${JSON.stringify(guidesLabel)},
      link: { type: 'generated-index', title: 'All guides' },
      items: [{ type: 'autogenerated', dirName: 'guides' }],
    },
    { 'Reference (shorthand)': ['reference/config', { type: 'ref', id: 'api/overview', label: 'API (ref)' }] },
  ],
  apiSidebar: [{ type: 'category', label: 'API', link: { type: 'doc', id: 'api/overview' }, items: ['api/functions'], collapsed: false }],
};
`;

const POST = 'content/blog/2024-01-15-hello.md';
const post = (frontMatter: string, body: string) =>
  `---\ntitle: Hello\n${frontMatter}---\n\n${body}\n`;
const FIRST_GUIDE = 'content/docs/guides/01-first-guide.md';
const firstGuide = (frontMatter: string, body: string) =>
  `---\ntags: [basics]\n${frontMatter}---\n\n# First guide\n\n${body}\n`;
const EXPERTS = 'content/data/experts.json';
const experts = (list: unknown[]) => JSON.stringify(list, null, 2) + '\n';

/** Copies the fixture into test/.tmp/<name> and adds what the cases need. */
export function prepareSite(name: string): string {
  const dir = copyFixture(FIXTURE, name);
  write(dir, 'site.config.ts', siteConfig());
  write(dir, 'sidebars.ts', SIDEBARS('Guides'));
  write(dir, MATRIX_PAGE, matrixPage('All good.'));
  // The dev server serves the static folders that exist when it starts.
  write(dir, 'static/robots.txt', 'User-agent: *\n');
  write(dir, POST, post('', 'Hello from the blog.'));
  write(dir, EXPERTS, experts([{ slug: 'ada', name: 'Ada Lovelace' }]));
  write(
    dir,
    'content/theme/ExpertsList/index.tsx',
    `import Layout from '@theme/Layout';

export default function ExpertsList({ collection }: { collection: { items: Array<{ slug: string; name: string }> } }) {
  return (
    <Layout title="Experts">
      <h1>Experts</h1>
      <ul>{collection.items.map((e) => <li key={e.slug}>{e.name}</li>)}</ul>
    </Layout>
  );
}
`,
  );
  return dir;
}

/** A list of `levels` items, each nested in the one before. */
const deepList = (levels: number) =>
  Array.from({ length: levels }, (_, i) => `${'  '.repeat(i)}- level ${i + 1}`).join('\n');
/** Nine anchors, each a list of nine aliases of the one before: 9^9 values once expanded. */
const ALIAS_BOMB = [
  'a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]',
  ...'bcdefghi'
    .split('')
    .map((name, i) => `${name}: &${name} [${Array(9).fill(`*${'abcdefgh'[i]}`).join(', ')}]`),
].join('\n');
const CYCLE_PARTNER = 'content/pages/_cycle-partner.mdx';
const NEWLINE_DOC = 'content/docs/guides/bad\nname.md';
const LEAP_POST = 'content/blog/2024-02-30-leap.md';
const SECURITY_TXT = 'Contact: mailto:security@matrix.example\n';

const HUGE_PARAGRAPH =
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(20) + '\n\n';

export const CASES: BadInputCase[] = [
  {
    name: 'mdx-syntax',
    issue: 'MDX that does not parse',
    break: (dir) =>
      write(dir, MATRIX_PAGE, '---\ntitle: Matrix page\n---\n\n# Matrix page\n\n<div>unclosed\n'),
    fix: (dir) => write(dir, MATRIX_PAGE, matrixPage('Fixed: mdx-syntax.')),
    file: MATRIX_PAGE,
    line: 7,
    message: [/Expected a closing tag for `<div>`/, /> 7 \| <div>unclosed/, 'Fix the MDX syntax'],
    page: '/matrix',
    fixedText: 'Fixed: mdx-syntax.',
  },
  {
    name: 'ssr-throw',
    issue: 'JSX that throws while rendering on the server',
    break: (dir) =>
      write(
        dir,
        MATRIX_PAGE,
        matrixPage(
          "export function Boom() {\n  throw new Error('kaboom in render');\n}\n\n<Boom />",
        ),
      ),
    fix: (dir) => write(dir, MATRIX_PAGE, matrixPage('Fixed: ssr-throw.')),
    file: MATRIX_PAGE,
    lineGap: 'the stack of the error points into compiled MDX (no source map back to the .mdx)',
    message: ['Rendering /matrix failed: kaboom in render', 'useEffect or <BrowserOnly>'],
    page: '/matrix',
    fixedText: 'Fixed: ssr-throw.',
    dev: 'crash',
  },
  {
    name: 'missing-import',
    issue: 'an import of a module that does not exist (from an MDX page)',
    break: (dir) =>
      write(
        dir,
        MATRIX_PAGE,
        "import Missing from './does-not-exist';\n\n# Matrix page\n\n<Missing />\n",
      ),
    fix: (dir) => write(dir, MATRIX_PAGE, matrixPage('Fixed: missing-import.')),
    file: MATRIX_PAGE,
    line: 1,
    message: ['./does-not-exist', 'check the path or install the package'],
    page: '/matrix',
    fixedText: 'Fixed: missing-import.',
  },
  {
    name: 'front-matter-yaml',
    issue: 'front matter that is not YAML',
    break: (dir) =>
      write(
        dir,
        MATRIX_PAGE,
        '---\ntitle: Matrix page\ndescription: [unclosed\n---\n\n# Matrix page\n',
      ),
    fix: (dir) => write(dir, MATRIX_PAGE, matrixPage('Fixed: front-matter-yaml.')),
    file: MATRIX_PAGE,
    line: 4,
    message: ['not valid YAML', 'Fix the YAML between the --- lines'],
    page: '/matrix',
    fixedText: 'Fixed: front-matter-yaml.',
  },
  {
    name: 'front-matter-type',
    issue: 'front matter with a wrong type (sidebar_position: "abc", title: [1, 2] on a doc)',
    break: (dir) =>
      write(
        dir,
        FIRST_GUIDE,
        firstGuide('sidebar_position: "abc"\ntitle: [1, 2]\n', 'The first guide.'),
      ),
    fix: (dir) => write(dir, FIRST_GUIDE, firstGuide('', 'Fixed: front-matter-type.')),
    file: FIRST_GUIDE,
    lineOf: 'sidebar_position',
    message: ['sidebar_position: expected number', 'title: expected string'],
    page: '/docs/guides/first-guide',
    fixedText: 'Fixed: front-matter-type.',
  },
  {
    name: 'config-unknown-key',
    issue: 'site.config.ts with a wrong (unknown) key',
    break: (dir) => write(dir, 'site.config.ts', siteConfig({ extraTop: '\n  nonsense: true,' })),
    fix: (dir) =>
      write(dir, 'site.config.ts', siteConfig({ navbarTitle: 'Fixed: config-unknown-key' })),
    file: 'site.config.ts',
    lineOf: 'nonsense',
    message: ['unknown key "nonsense"'],
    page: '/matrix',
    fixedText: 'Fixed: config-unknown-key',
  },
  {
    name: 'config-wrong-type',
    issue: 'site.config.ts with a wrong type',
    break: (dir) =>
      write(dir, 'site.config.ts', siteConfig({ extraTop: "\n  trailingSlash: 'sometimes'," })),
    fix: (dir) =>
      write(dir, 'site.config.ts', siteConfig({ navbarTitle: 'Fixed: config-wrong-type' })),
    file: 'site.config.ts',
    lineOf: 'trailingSlash',
    message: ['trailingSlash: expected boolean'],
    page: '/matrix',
    fixedText: 'Fixed: config-wrong-type',
  },
  {
    name: 'plugin-throws',
    issue: 'a plugin that throws',
    break: (dir) =>
      write(
        dir,
        'site.config.ts',
        siteConfig({
          extraPlugins:
            "\n    [function brokenPlugin() { return { name: 'broken-plugin', loadContent() { throw new Error('disk on fire'); } }; }, { id: 'second' }],",
        }),
      ),
    fix: (dir) => write(dir, 'site.config.ts', siteConfig({ navbarTitle: 'Fixed: plugin-throws' })),
    file: 'site.config.ts',
    lineGap:
      'tsx runs site.config.ts as transformed code (data: URL), so the stack has the file but no line',
    message: ['Plugin "broken-plugin" (id "second") failed while loading content: disk on fire'],
    page: '/matrix',
    fixedText: 'Fixed: plugin-throws',
  },
  {
    name: 'sidebar-missing-doc',
    issue: 'a sidebar item naming a doc that does not exist',
    break: (dir) =>
      write(
        dir,
        'sidebars.ts',
        SIDEBARS('Guides').replace("'intro',", "'intro',\n    'guides/frist-guide',"),
      ),
    fix: (dir) => write(dir, 'sidebars.ts', SIDEBARS('Fixed: sidebar-missing-doc')),
    file: 'sidebars.ts',
    lineOf: 'guides/frist-guide',
    message: [
      'The sidebar "mainSidebar" names the doc id "guides/frist-guide"',
      /Did you mean one of: "guides\/first-guide"/,
    ],
    page: '/docs/',
    fixedText: 'Fixed: sidebar-missing-doc',
  },
  {
    name: 'navbar-missing-doc',
    issue: 'a navbar item naming a doc that does not exist',
    break: (dir) =>
      write(
        dir,
        'site.config.ts',
        siteConfig({
          navbarItems: "{ type: 'doc', docId: 'api/nope', label: 'API', position: 'left' },",
        }),
      ),
    fix: (dir) =>
      write(dir, 'site.config.ts', siteConfig({ navbarTitle: 'Fixed: navbar-missing-doc' })),
    file: 'site.config.ts',
    lineOf: "'api/nope'",
    message: [
      'The navbar item of type "doc" names the doc id "api/nope", which does not exist',
      /Did you mean one of: .*api\/overview/,
    ],
    page: '/docs/',
    fixedText: 'Fixed: navbar-missing-doc',
  },
  {
    name: 'navbar-missing-sidebar',
    issue: 'a navbar item naming a sidebar that does not exist',
    break: (dir) =>
      write(
        dir,
        'site.config.ts',
        siteConfig({
          navbarItems:
            "{ type: 'docSidebar', sidebarId: 'nope', label: 'Docs', position: 'left' },",
        }),
      ),
    fix: (dir) =>
      write(dir, 'site.config.ts', siteConfig({ navbarTitle: 'Fixed: navbar-missing-sidebar' })),
    file: 'site.config.ts',
    lineOf: "sidebarId: 'nope'",
    message: [
      'names the sidebar "nope", which does not exist',
      'Available sidebars: mainSidebar, apiSidebar',
    ],
    page: '/docs/',
    fixedText: 'Fixed: navbar-missing-sidebar',
  },
  {
    name: 'duplicate-route',
    issue: 'two files claiming one route',
    break: (dir) => write(dir, 'content/pages/matrix.md', '# Another matrix page\n'),
    fix: (dir) => {
      fs.rmSync(path.join(dir, 'content/pages/matrix.md'));
      write(dir, MATRIX_PAGE, matrixPage('Fixed: duplicate-route.'));
    },
    file: 'content/pages/matrix.md',
    message: [
      'Several pages claim the same route',
      /\/matrix \(from .*content\/pages\/matrix\.mdx? and .*content\/pages\/matrix\.mdx?\)/,
      'Rename one of the files',
    ],
    page: '/matrix',
    fixedText: 'Fixed: duplicate-route.',
  },
  {
    name: 'blog-date',
    issue: 'a blog post with an unparseable date',
    break: (dir) => write(dir, POST, post('date: next tuesday\n', 'Hello from the blog.')),
    fix: (dir) => write(dir, POST, post('', 'Fixed: blog-date.')),
    file: POST,
    lineOf: 'date: next tuesday',
    message: ['The date "next tuesday" cannot be read', 'YYYY-MM-DD'],
    page: '/blog/2024/01/15/hello',
    fixedText: 'Fixed: blog-date.',
  },
  {
    name: 'data-missing-field',
    issue: 'a data file (collection JSON) with a missing field',
    break: (dir) =>
      write(dir, EXPERTS, experts([{ slug: 'ada', name: 'Ada Lovelace' }, { slug: 'grace' }])),
    fix: (dir) =>
      write(
        dir,
        EXPERTS,
        experts([
          { slug: 'ada', name: 'Ada Lovelace' },
          { slug: 'grace', name: 'Fixed: Grace Hopper' },
        ]),
      ),
    file: EXPERTS,
    lineOf: '"grace"',
    message: ['Entry 2 ("grace") has no "name"', 'Add "name" to that entry'],
    page: '/experts/',
    fixedText: 'Fixed: Grace Hopper',
  },
  {
    name: 'empty-files',
    issue: 'a file that is empty (page, doc, blog post): not an error',
    break: (dir) => {
      write(dir, MATRIX_PAGE, '');
      write(dir, 'content/docs/guides/02-second-guide.md', '');
      write(dir, POST, '');
    },
    fix: (dir) => {
      write(dir, MATRIX_PAGE, matrixPage('Fixed: empty-files.'));
      write(dir, 'content/docs/guides/02-second-guide.md', '# Second guide\n\nThe second guide.\n');
      write(dir, POST, post('', 'Hello from the blog.'));
    },
    file: MATRIX_PAGE,
    message: [],
    build: 'ok',
    page: '/matrix',
    fixedText: 'Fixed: empty-files.',
    dev: { gone: 'Matrix page' },
  },
  {
    name: 'huge-file',
    issue: 'a file that is huge (5 MB): it builds',
    break: (dir) =>
      write(
        dir,
        MATRIX_PAGE,
        '# Huge page\n\n' +
          HUGE_PARAGRAPH.repeat(Math.ceil((5 * 1024 * 1024) / HUGE_PARAGRAPH.length)),
      ),
    fix: (dir) => write(dir, MATRIX_PAGE, matrixPage('Fixed: huge-file.')),
    file: MATRIX_PAGE,
    message: [],
    build: 'ok',
    page: '/matrix',
    fixedText: 'Fixed: huge-file.',
    dev: { text: 'Huge page' },
  },
  {
    name: 'not-utf8',
    issue: 'a file that is not UTF-8',
    // "# Café" in Latin-1 on line 5.
    break: (dir) =>
      write(
        dir,
        MATRIX_PAGE,
        Buffer.concat([
          Buffer.from('---\ntitle: Matrix page\n---\n\n'),
          Buffer.from([0x23, 0x20, 0x43, 0x61, 0x66, 0xe9, 0x0a]),
        ]),
      ),
    fix: (dir) => write(dir, MATRIX_PAGE, matrixPage('Fixed: not-utf8.')),
    file: MATRIX_PAGE,
    line: 5,
    message: ['not valid UTF-8', 'Save it with UTF-8 encoding'],
    page: '/matrix',
    fixedText: 'Fixed: not-utf8.',
  },
  {
    name: 'mdx-deep-list',
    issue: 'a Markdown list nested 2,000 deep (round 2, #7)',
    break: (dir) => write(dir, MATRIX_PAGE, matrixPage(deepList(2000))),
    fix: (dir) => write(dir, MATRIX_PAGE, matrixPage('Fixed: mdx-deep-list.')),
    file: MATRIX_PAGE,
    // The list starts on line 7; level 101 is the first one too deep.
    line: 107,
    message: ['nested more than 100 levels deep', 'Flatten the nesting'],
    page: '/matrix',
    fixedText: 'Fixed: mdx-deep-list.',
  },
  {
    name: 'mdx-deep-quote',
    issue: 'one line of 3,000 `>` (round 2, #7)',
    break: (dir) => write(dir, MATRIX_PAGE, matrixPage('>'.repeat(3000) + ' deep')),
    fix: (dir) => write(dir, MATRIX_PAGE, matrixPage('Fixed: mdx-deep-quote.')),
    file: MATRIX_PAGE,
    line: 7,
    message: ['nested more than 100 levels deep', 'Flatten the nesting'],
    page: '/matrix',
    fixedText: 'Fixed: mdx-deep-quote.',
  },
  {
    name: 'front-matter-alias-bomb',
    issue: 'a YAML alias bomb in front matter (round 2, #8)',
    break: (dir) =>
      write(dir, MATRIX_PAGE, `---\ntitle: Matrix page\n${ALIAS_BOMB}\n---\n\n# Matrix page\n`),
    fix: (dir) => write(dir, MATRIX_PAGE, matrixPage('Fixed: front-matter-alias-bomb.')),
    file: MATRIX_PAGE,
    lineOf: 'a: &a',
    message: [
      'Front matter expands to more than 10000 values through YAML aliases',
      'Fix the YAML between the --- lines',
    ],
    page: '/matrix',
    fixedText: 'Fixed: front-matter-alias-bomb.',
  },
  {
    name: 'mdx-import-cycle',
    issue: 'two MDX files that import each other (round 2, #9)',
    break: (dir) => {
      write(dir, CYCLE_PARTNER, "import Matrix from './matrix.mdx';\n\nPartner.\n\n<Matrix />\n");
      write(
        dir,
        MATRIX_PAGE,
        "import Partner from './_cycle-partner.mdx';\n\n# Matrix page\n\n<Partner />\n",
      );
    },
    fix: (dir) => {
      write(dir, MATRIX_PAGE, matrixPage('Fixed: mdx-import-cycle.'));
      fs.rmSync(path.join(dir, CYCLE_PARTNER));
    },
    file: MATRIX_PAGE,
    line: 1,
    message: [
      /This file imports \S*content\/pages\/_cycle-partner\.mdx, which imports \S*content\/pages\/matrix\.mdx/,
      'Remove one of the imports',
    ],
    page: '/matrix',
    fixedText: 'Fixed: mdx-import-cycle.',
  },
  {
    name: 'file-name-newline',
    issue: 'a file name containing a line break (round 2, #11)',
    break: (dir) => write(dir, NEWLINE_DOC, '# Bad name\n\nA doc whose name has a line break.\n'),
    fix: (dir) => {
      fs.rmSync(path.join(dir, NEWLINE_DOC));
      write(dir, FIRST_GUIDE, firstGuide('', 'Fixed: file-name-newline.'));
    },
    file: NEWLINE_DOC,
    message: ['bad\\nname.md', 'contains a control character', 'Rename the file'],
    page: '/docs/guides/first-guide',
    fixedText: 'Fixed: file-name-newline.',
  },
  {
    name: 'front-matter-bom',
    issue: 'a UTF-8 byte-order mark before `---` (round 2, #14): the front matter is read',
    break: (dir) =>
      write(dir, MATRIX_PAGE, '\uFEFF---\ntitle: Title from BOM file\n---\n\nThe BOM body.\n'),
    fix: (dir) => write(dir, MATRIX_PAGE, matrixPage('Fixed: front-matter-bom.')),
    file: MATRIX_PAGE,
    message: [],
    build: 'ok',
    builtHtml: {
      has: ['<title data-rh="true">Title from BOM file | Matrix Site</title>', 'The BOM body.'],
      lacks: ['title: Title from BOM file'],
    },
    page: '/matrix',
    fixedText: 'Fixed: front-matter-bom.',
    dev: { text: 'The BOM body.', gone: 'title: Title from BOM file' },
  },
  {
    name: 'blog-impossible-date',
    issue: 'a blog post dated 2024-02-30 in its front matter (round 2, #15)',
    break: (dir) => write(dir, POST, post('date: 2024-02-30\n', 'Hello from the blog.')),
    fix: (dir) => write(dir, POST, post('', 'Fixed: blog-impossible-date.')),
    file: POST,
    lineOf: 'date: 2024-02-30',
    message: [
      'The date "2024-02-30" does not exist: February 2024 has 29 days',
      'Fix the date in the front matter',
    ],
    page: '/blog/2024/01/15/hello',
    fixedText: 'Fixed: blog-impossible-date.',
  },
  {
    name: 'blog-impossible-file-date',
    issue: 'a blog post whose file name is dated 2024-02-30 (round 2, #15)',
    break: (dir) => write(dir, LEAP_POST, post('', 'A post on a day that does not exist.')),
    fix: (dir) => {
      fs.rmSync(path.join(dir, LEAP_POST));
      write(dir, POST, post('', 'Fixed: blog-impossible-file-date.'));
    },
    file: LEAP_POST,
    message: [
      'The date "2024-02-30" does not exist: February 2024 has 29 days',
      'Fix the date at the start of the file name',
    ],
    page: '/blog/2024/01/15/hello',
    fixedText: 'Fixed: blog-impossible-file-date.',
  },
  {
    name: 'static-dotfiles',
    issue:
      'dotfiles in static/ (.nojekyll, .well-known/) (round 2, #16): copied, as Docusaurus does',
    break: (dir) => {
      write(dir, 'static/.nojekyll', '');
      write(dir, 'static/.well-known/security.txt', SECURITY_TXT);
    },
    fix: (dir) => {
      fs.rmSync(path.join(dir, 'static/.nojekyll'));
      fs.rmSync(path.join(dir, 'static/.well-known'), { recursive: true });
      write(dir, MATRIX_PAGE, matrixPage('Fixed: static-dotfiles.'));
    },
    file: 'static/.nojekyll',
    message: [],
    build: 'ok',
    builtFiles: { '.nojekyll': '', '.well-known/security.txt': SECURITY_TXT },
    page: '/matrix',
    fixedText: 'Fixed: static-dotfiles.',
    dev: { text: 'Matrix page' },
    devFetch: { path: '.well-known/security.txt', text: SECURITY_TXT },
  },
];

/** The line the message must give for a case, once `c.break(dir)` has written the bad input. */
export function expectedLine(c: BadInputCase, dir: string): number | undefined {
  if (c.line || !c.lineOf) return c.line;
  const index = fs
    .readFileSync(path.join(dir, c.file), 'utf8')
    .split('\n')
    .findIndex((l) => l.includes(c.lineOf!));
  return index === -1 ? undefined : index + 1;
}
