jest.mock('@theme/Layout', () => ({
  __esModule: true,
  default: require('./layoutMock').MockLayout,
}));

import { screen, waitFor, within } from '@testing-library/react';
import type { DocMetadata } from '../../../plugins/docs/src/types';
import DocItem from '../../../theme/src/theme/DocItem';
import MDXPage from '../../../theme/src/theme/MDXPage';
import DocCategoryGeneratedIndexPage from '../../../theme/src/theme/DocCategoryGeneratedIndexPage';
import DocTagsListPage from '../../../theme/src/theme/DocTagsListPage';
import DocTagDocListPage from '../../../theme/src/theme/DocTagDocListPage';
import { renderDoc, resetDom, sidebar } from './renderDoc';

beforeEach(resetDom);

const toc = [
  { value: 'Install', id: 'install', level: 2 },
  { value: 'Options', id: 'options', level: 3 },
  { value: 'Flags', id: 'flags', level: 4 },
];

function content(
  options: { contentTitle?: string | null; frontMatter?: Record<string, unknown> } = {},
) {
  return {
    default: () => (
      <>
        {options.contentTitle && <h1>{options.contentTitle}</h1>}
        <p>Body text.</p>
        <h2 id="install">Install</h2>
      </>
    ),
    frontMatter: options.frontMatter ?? {},
    toc,
    contentTitle: options.contentTitle ?? null,
  };
}

function metadata(overrides: Partial<DocMetadata> = {}): DocMetadata {
  return {
    id: 'guides/first',
    title: 'First guide',
    description: 'The first guide.',
    permalink: '/docs/guides/first',
    slug: '/guides/first',
    source: 'content/docs/guides/first.md',
    sidebar: 'mainSidebar',
    previous: { title: 'Guides', permalink: '/docs/category/guides' },
    next: { title: 'Deep dive', permalink: '/docs/guides/advanced/deep' },
    tags: [{ label: 'basics', permalink: '/docs/tags/basics' }],
    unlisted: false,
    draft: false,
    editUrl: 'https://github.com/example/site/edit/main/content/docs/guides/first.md',
    frontMatter: {},
    version: { name: 'current', label: 'Next' },
    ...overrides,
  };
}

const render = (props: {
  content?: ReturnType<typeof content>;
  metadata?: DocMetadata;
  withSidebar?: boolean;
}) =>
  renderDoc(
    <DocItem
      content={props.content ?? content()}
      metadata={props.metadata ?? metadata()}
      sidebar={props.withSidebar === false ? undefined : sidebar}
    />,
    {
      path: '/docs/guides/first',
      sidebar: null,
    },
  );

describe('DocItem', () => {
  it('lays out sidebar, breadcrumbs, title, content, footer, paginator and TOC', () => {
    render({});
    const nav = screen.getByRole('navigation', { name: 'Docs sidebar' });
    expect(
      within(nav).getByRole('link', { name: 'First guide' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(screen.getByRole('navigation', { name: 'Breadcrumbs' }).textContent).toContain('Guides');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('First guide');
    expect(screen.getByText('Body text.')).toBeTruthy();
    expect(screen.getByText('Body text.').closest('.mdx-content')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'basics' }).getAttribute('href')).toBe(
      '/docs/tags/basics',
    );
    expect(screen.getByRole('link', { name: /Edit this page/ }).getAttribute('href')).toContain(
      'github.com/example/site/edit',
    );
    expect(screen.getByRole('link', { name: /Next/ }).getAttribute('href')).toBe(
      '/docs/guides/advanced/deep',
    );
    const tocNav = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(tocNav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Install', 'Options']);
  });

  it('does not repeat the title when the Markdown starts with its own h1', () => {
    render({ content: content({ contentTitle: 'My own title' }) });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'My own title',
    ]);
  });

  it('hides the title with hide_title and the TOC with hide_table_of_contents', () => {
    render({
      metadata: metadata({ frontMatter: { hide_title: true, hide_table_of_contents: true } }),
    });
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'On this page' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'On this page' })).toBeNull();
  });

  it('takes TOC levels from front matter', () => {
    render({
      metadata: metadata({ frontMatter: { toc_min_heading_level: 3, toc_max_heading_level: 4 } }),
    });
    const tocNav = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(tocNav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Options', 'Flags']);
  });

  it('renders without a sidebar for docs in none', () => {
    render({ withSidebar: false });
    expect(screen.queryByRole('navigation', { name: 'Docs sidebar' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumbs' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('First guide');
  });

  it('shows the unlisted banner and asks robots not to index', async () => {
    render({ metadata: metadata({ unlisted: true }) });
    expect(screen.getByText('Unlisted page')).toBeTruthy();
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
        'noindex, nofollow',
      ),
    );
  });

  it('sets title, description and keywords in the head', async () => {
    render({ metadata: metadata({ frontMatter: { keywords: ['alpha', 'beta'] } }) });
    await waitFor(() => expect(document.title).toBe('First guide'));
    expect(document.head.querySelector('meta[name="description"]')!.getAttribute('content')).toBe(
      'The first guide.',
    );
    expect(document.head.querySelector('meta[name="keywords"]')!.getAttribute('content')).toBe(
      'alpha, beta',
    );
  });

  it('has no edit link without editUrl', () => {
    render({ metadata: metadata({ editUrl: undefined }) });
    expect(screen.queryByRole('link', { name: /Edit this page/ })).toBeNull();
  });
});

describe('other docs pages', () => {
  it('generated index: title, description, cards and paginator', () => {
    renderDoc(
      <DocCategoryGeneratedIndexPage
        categoryGeneratedIndex={{
          title: 'All guides',
          description: 'Everything about guides.',
          permalink: '/docs/category/guides',
          items: [
            {
              type: 'link',
              label: 'First guide',
              href: '/docs/guides/first',
              description: 'Start here',
            },
            { type: 'category', label: 'Advanced', href: '/docs/guides/advanced', count: 2 },
          ],
          next: { title: 'First guide', permalink: '/docs/guides/first' },
        }}
        sidebar={sidebar}
      />,
      { path: '/docs/category/guides', sidebar: null },
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('All guides');
    expect(screen.getByText('Everything about guides.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /First guide Start here/ }).getAttribute('href')).toBe(
      '/docs/guides/first',
    );
    expect(screen.getByRole('link', { name: /Advanced 2 items/ }).getAttribute('href')).toBe(
      '/docs/guides/advanced',
    );
    expect(screen.getByRole('link', { name: /Next/ })).toBeTruthy();
  });

  it('tags list and tag pages', () => {
    const list = renderDoc(
      <DocTagsListPage
        tags={{
          allTagsPath: '/docs/tags',
          tags: [
            { label: 'basics', permalink: '/docs/tags/basics', count: 2 },
            { label: 'api', permalink: '/docs/tags/api', count: 1 },
          ],
        }}
      />,
    );
    expect(screen.getByRole('link', { name: /basics/ }).getAttribute('href')).toBe(
      '/docs/tags/basics',
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'A',
      'B',
    ]);
    list.unmount();
    renderDoc(
      <DocTagDocListPage
        tag={{
          label: 'basics',
          permalink: '/docs/tags/basics',
          allTagsPath: '/docs/tags',
          count: 1,
          items: [{ id: 'intro', title: 'Intro', description: 'Hello', permalink: '/docs/' }],
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      '1 doc tagged with "basics"',
    );
    expect(screen.getByRole('link', { name: 'View all tags' }).getAttribute('href')).toBe(
      '/docs/tags',
    );
    expect(screen.getByRole('link', { name: /Intro/ }).getAttribute('href')).toBe('/docs/');
  });

  it('MDX page: content with its TOC, its title and description in the head', async () => {
    renderDoc(
      <MDXPage
        content={content({ contentTitle: 'About', frontMatter: { description: 'About us' } })}
      />,
      { path: '/about' },
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('About');
    expect(screen.getByRole('navigation', { name: 'On this page' })).toBeTruthy();
    await waitFor(() => expect(document.title).toMatch(/^About/));
    expect(document.querySelector('meta[name="description"]')!.getAttribute('content')).toBe(
      'About us',
    );
  });
});
