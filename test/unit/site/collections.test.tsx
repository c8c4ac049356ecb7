// The collection pages (showcase, experts, templates) rendered with the real data files, as the
// collection plugin hands them over: list pages get `collection`, detail pages get `item`.
import { renderSite } from './renderSite';
import { fireEvent, screen, within } from '@testing-library/react';
import ShowcasePage from '../../../content/theme/ShowcasePage';
import ShowcaseAddPage from '../../../content/theme/ShowcaseAddPage';
import ExpertsPage from '../../../content/theme/ExpertsPage';
import ExpertPage, { profileLinks } from '../../../content/theme/ExpertPage';
import TemplatesPage from '../../../content/theme/TemplatesPage';
import TemplatePage, { createCommand } from '../../../content/theme/TemplatePage';
import { highlight } from '../../../content/components/CodeSample';
import showcase from '../../../content/data/showcase.json';
import experts from '../../../content/data/experts.json';
import templates from '../../../content/data/templates.json';
import type {
  ExpertEntry,
  ShowcaseEntry,
  TemplateEntry,
} from '../../../content/components/CollectionCards';

// The page shell belongs to the theme; a bare stand-in keeps these tests about the pages.
jest.mock('@theme/Layout', () => ({
  __esModule: true,
  default: ({ children, title }: { children: unknown; title?: string }) =>
    require('react').createElement(
      'div',
      { 'data-testid': 'layout', 'data-title': title },
      children,
    ),
}));

const collection = <T,>(basePath: string, id: string, items: T[]) => ({ basePath, id, items });

describe('ShowcasePage', () => {
  const items = showcase as ShowcaseEntry[];

  it('shows every entry and links to the submission page', () => {
    renderSite(
      <ShowcasePage collection={collection('/showcase', 'showcase', items)} />,
      '/showcase/',
    );
    expect(screen.getAllByRole('article')).toHaveLength(items.length);
    const addLinks = screen.getAllByRole('link', { name: /add your project|how to submit/i });
    expect(addLinks.map((a) => a.getAttribute('href'))).toContain('/showcase/add');
  });

  it('filters by tag and back to all', () => {
    renderSite(<ShowcasePage collection={collection('/showcase', 'showcase', items)} />);
    const tag = 'captions';
    const expected = items.filter((i) => i.tags?.includes(tag)).length;
    expect(expected).toBeGreaterThan(0);
    const filters = screen.getByRole('group', { name: 'Filter by tag' });
    fireEvent.click(within(filters).getByRole('button', { name: new RegExp(`^${tag}\\b`) }));
    expect(screen.getAllByRole('article')).toHaveLength(expected);
    expect(
      within(filters)
        .getByRole('button', { name: new RegExp(`^${tag}\\b`) })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(within(filters).getByRole('button', { name: /^All\b/ }));
    expect(screen.getAllByRole('article')).toHaveLength(items.length);
  });

  it('documents the required fields on the add page', () => {
    renderSite(
      <ShowcaseAddPage collection={collection('/showcase', 'showcase', items)} />,
      '/showcase/add',
    );
    const table = screen.getByRole('table');
    for (const field of ['slug', 'title', 'author', 'description', 'year'])
      expect(within(table).getByText(field)).toBeTruthy();
    expect(screen.getAllByText('content/data/showcase.json').length).toBeGreaterThan(0);
  });
});

describe('Experts', () => {
  const items = experts as ExpertEntry[];

  it('lists every expert with a link to the profile', () => {
    renderSite(<ExpertsPage collection={collection('/experts', 'experts', items)} />, '/experts/');
    for (const expert of items) {
      expect(screen.getByRole('link', { name: expert.name }).getAttribute('href')).toBe(
        `/experts/${expert.slug}`,
      );
    }
  });

  it('narrows the list with the filter box', () => {
    renderSite(<ExpertsPage collection={collection('/experts', 'experts', items)} />);
    const query = 'video';
    const expected = items.filter((e) =>
      [e.name, e.location ?? '', ...(e.services ?? [])].some((t) =>
        t.toLowerCase().includes(query),
      ),
    ).length;
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(items.length);
    fireEvent.change(screen.getByPlaceholderText(/filter by name/i), {
      target: { value: query },
    });
    expect(screen.getAllByRole('article')).toHaveLength(expected);
  });

  it('renders a profile with external links and the since date', () => {
    const expert = items.find((e) => e.github && e.x && e.linkedin && e.website)!;
    renderSite(
      <ExpertPage item={{ basePath: '/experts', item: expert }} />,
      `/experts/${expert.slug}`,
    );
    expect(screen.getByRole('heading', { level: 1, name: expert.name })).toBeTruthy();
    expect(screen.getByText(expert.bio)).toBeTruthy();
    const github = screen.getByRole('link', { name: new RegExp(`GitHub · ${expert.github}`) });
    expect(github.getAttribute('href')).toBe(`https://github.com/${expert.github}`);
    expect(github.getAttribute('target')).toBe('_blank');
    expect(github.getAttribute('rel')).toContain('noopener');
    const year = expert.since.slice(0, 4);
    expect(screen.getAllByText(new RegExp(year)).length).toBeGreaterThan(0);
  });

  it('builds profile URLs from handles and keeps full URLs', () => {
    const links = profileLinks({
      slug: 'a',
      name: 'A B',
      bio: '',
      since: '2024-01-01',
      x: '@someone',
      linkedin: 'https://www.linkedin.com/in/someone',
      email: 'a@example.com',
    });
    expect(links.map((l) => l.href)).toEqual([
      'https://x.com/someone',
      'https://www.linkedin.com/in/someone',
      'mailto:a@example.com',
    ]);
  });
});

describe('Templates', () => {
  const items = templates as TemplateEntry[];

  it('shows all templates, each linking to its page', () => {
    renderSite(
      <TemplatesPage collection={collection('/templates', 'templates', items)} />,
      '/templates/',
    );
    expect(items).toHaveLength(21);
    for (const t of items) {
      expect(screen.getByRole('link', { name: t.title }).getAttribute('href')).toBe(
        `/templates/${t.slug}`,
      );
    }
  });

  it('shows the create command and repository of a free template, without a paid note', () => {
    const t = items.find((i) => i.slug === 'hello-world')!;
    const { container } = renderSite(
      <TemplatePage item={{ basePath: '/templates', item: t }} />,
      '/templates/hello-world',
    );
    // The command is syntax-colored, so its text is spread over several spans.
    expect([...container.querySelectorAll('code')].map((c) => c.textContent)).toContain(
      'npx create-video@latest --hello-world',
    );
    const repo = screen.getAllByRole('link', { name: new RegExp(t.repo) })[0]!;
    expect(repo.getAttribute('href')).toBe(`https://github.com/${t.repo}`);
    expect(screen.queryByText(/requires a license/i)).toBeNull();
  });

  it('adds a license note to paid templates', () => {
    const paid = items.find((i) => i.requiresLicense)!;
    renderSite(<TemplatePage item={{ basePath: '/templates', item: paid }} />);
    expect(screen.getByText(/requires a license/i)).toBeTruthy();
    expect(createCommand(paid)).toBe(`npx create-video@latest --${paid.cliId}`);
  });
});

describe('Collection data', () => {
  const all = [...showcase, ...experts, ...templates] as Array<Record<string, unknown>>;
  const urls = (value: unknown): string[] =>
    typeof value === 'string'
      ? (value.match(/https?:\/\/[^\s"')]+/g) ?? [])
      : Array.isArray(value)
        ? value.flatMap(urls)
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(urls)
          : [];

  it('contains no placeholder names or example links', () => {
    const text = JSON.stringify(all);
    expect(text).not.toMatch(/example\.(com|org|net)/i);
    expect(text).not.toMatch(/\b(placeholder|lorem ipsum|jane example|sandbox)\b/i);
    for (const url of urls(all)) expect(url).not.toMatch(/example\.|localhost|127\.0\.0\.1/);
  });

  it('gives every expert a name, a real date and at least one public link', () => {
    const slugs = new Set<string>();
    for (const expert of experts as ExpertEntry[]) {
      expect(expert.name.trim().split(/\s+/).length).toBeGreaterThanOrEqual(2);
      expect(expert.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(slugs.has(expert.slug)).toBe(false);
      slugs.add(expert.slug);
      expect(expert.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(new Date(expert.since).getTime())).toBe(false);
      expect(expert.bio.length).toBeGreaterThan(40);
      expect(profileLinks(expert).filter((l) => l.kind !== 'email').length).toBeGreaterThan(0);
      for (const link of profileLinks(expert)) expect(link.href).toMatch(/^(https:\/\/|mailto:)/);
    }
  });

  it('links every showcase entry to its video and gives real dimensions', () => {
    for (const entry of showcase as ShowcaseEntry[]) {
      expect(entry.links?.video).toMatch(
        /^https:\/\/(player\.mux\.com|(www\.)?youtube\.com|twitter\.com|x\.com)\//,
      );
      expect(entry.size).toMatch(/^\d+ × \d+$/);
      expect(entry.year).toBeGreaterThanOrEqual(2021);
      if (entry.author !== undefined) expect(entry.author.trim()).not.toBe('');
    }
  });

  it('points every template to its repository and create-video flag', () => {
    for (const t of templates as TemplateEntry[]) {
      expect(t.cliId).toBe(t.slug);
      expect(t.repo).toMatch(/^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/);
    }
    const official = (templates as TemplateEntry[]).filter((t) =>
      t.repo.startsWith('remotion-dev/'),
    );
    expect(official.length).toBeGreaterThan(15);
  });
});

describe('CodeSample highlighting', () => {
  it('keeps the text intact while coloring tokens', () => {
    const code = 'const x = spring({frame, fps: 30}); // hi\n<Player controls />';
    const { container } = renderSite(<pre>{highlight(code, 'tsx')}</pre>);
    expect(container.textContent).toBe(code);
    expect(container.querySelector('.code-sample__tok--keyword')!.textContent).toBe('const');
    expect(container.querySelector('.code-sample__tok--comment')!.textContent).toBe('// hi');
    expect(container.querySelector('.code-sample__tok--tag')!.textContent).toBe('<Player');
  });
});
