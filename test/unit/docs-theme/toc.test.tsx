import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import TOC from '../../../theme/src/theme/TOC';
import TOCInline from '../../../theme/src/theme/TOCInline';
import TOCCollapsible from '../../../theme/src/theme/TOCCollapsible';
import { filterTOC, resolveTOCLevels, treeifyTOC } from '../../../theme/src/hooks/tocTree';
import { renderDoc, resetDom } from './renderDoc';

const toc = [
  { value: 'Install', id: 'install', level: 2 },
  { value: 'With npm', id: 'with-npm', level: 3 },
  { value: 'Flags', id: 'flags', level: 4 },
  { value: 'Usage', id: 'usage', level: 2 },
  { value: 'Options', id: 'options', level: 3 },
  { value: 'Deep option', id: 'deep-option', level: 5 },
];

const linkTexts = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('a')).map((a) => a.textContent);

beforeEach(() => {
  resetDom();
  document.body.innerHTML = '';
});

describe('TOC levels', () => {
  it('shows h2-h3 by default, nested under their h2', () => {
    renderDoc(<TOC toc={toc} />);
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    expect(linkTexts(nav)).toEqual(['Install', 'With npm', 'Usage', 'Options']);
    const npm = screen.getByRole('link', { name: 'With npm' });
    expect(npm.closest('ul')!.closest('li')!.querySelector('a')!.textContent).toBe('Install');
    expect(npm.getAttribute('href')).toBe('#with-npm');
  });

  it('follows minHeadingLevel / maxHeadingLevel', () => {
    renderDoc(<TOC toc={toc} minHeadingLevel={3} maxHeadingLevel={5} />);
    expect(linkTexts(screen.getByRole('navigation', { name: 'On this page' }))).toEqual([
      'With npm',
      'Flags',
      'Options',
      'Deep option',
    ]);
  });

  it('uses themeConfig.tableOfContents as the default', () => {
    renderDoc(<TOC toc={toc} />, {
      themeConfig: { tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 } },
    });
    expect(linkTexts(screen.getByRole('navigation', { name: 'On this page' }))).toContain('Flags');
  });

  it('renders nothing for an empty TOC', () => {
    const { container } = renderDoc(<TOC toc={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('clamps levels and builds trees from pure helpers', () => {
    expect(resolveTOCLevels({ minHeadingLevel: 1, maxHeadingLevel: 9 })).toEqual({
      minHeadingLevel: 2,
      maxHeadingLevel: 6,
    });
    expect(resolveTOCLevels({ minHeadingLevel: 4, maxHeadingLevel: 2 })).toEqual({
      minHeadingLevel: 4,
      maxHeadingLevel: 4,
    });
    const tree = treeifyTOC(filterTOC(toc, { minHeadingLevel: 2, maxHeadingLevel: 6 }));
    expect(tree.map((n) => n.id)).toEqual(['install', 'usage']);
    expect(tree[0]!.children[0]!.children[0]!.id).toBe('flags');
    expect(tree[1]!.children[0]!.children[0]!.id).toBe('deep-option');
  });
});

describe('TOC highlighting', () => {
  function mountHeadings(tops: Record<string, number>) {
    for (const [id, top] of Object.entries(tops)) {
      const h = document.createElement('h2');
      h.id = id;
      h.getBoundingClientRect = () => ({
        top,
        bottom: top + 30,
        left: 0,
        right: 0,
        width: 0,
        height: 30,
        x: 0,
        y: top,
        toJSON: () => ({}),
      });
      document.body.appendChild(h);
    }
  }

  it('marks the heading that was scrolled past last', async () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      configurable: true,
      value: 5000,
    });
    mountHeadings({ install: -400, 'with-npm': 50, usage: 900, options: 1500 });
    renderDoc(<TOC toc={toc} />);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'With npm' }).className).toContain(
        'toc__link--active',
      ),
    );
    expect(screen.getByRole('link', { name: 'With npm' }).getAttribute('aria-current')).toBe(
      'location',
    );
    expect(screen.getByRole('link', { name: 'Install' }).className).not.toContain(
      'toc__link--active',
    );

    // Scrolling on: "Usage" reaches the top area.
    document.getElementById('usage')!.getBoundingClientRect = () => ({
      top: 100,
      bottom: 130,
      left: 0,
      right: 0,
      width: 0,
      height: 30,
      x: 0,
      y: 100,
      toJSON: () => ({}),
    });
    document.getElementById('with-npm')!.getBoundingClientRect = () => ({
      top: -700,
      bottom: -670,
      left: 0,
      right: 0,
      width: 0,
      height: 30,
      x: 0,
      y: -700,
      toJSON: () => ({}),
    });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Usage' }).className).toContain('toc__link--active'),
    );
    expect(screen.getByRole('link', { name: 'With npm' }).className).not.toContain(
      'toc__link--active',
    );
  });
});

describe('TOCInline', () => {
  it('lists h2-h3 by default and accepts levels', () => {
    const { container, unmount } = renderDoc(<TOCInline toc={toc} />);
    expect(linkTexts(container)).toEqual(['Install', 'With npm', 'Usage', 'Options']);
    unmount();
    const only2 = renderDoc(<TOCInline toc={toc} maxHeadingLevel={2} />);
    expect(linkTexts(only2.container)).toEqual(['Install', 'Usage']);
  });
});

describe('TOCCollapsible', () => {
  it('starts closed, opens, and closes again when a link is followed', () => {
    jest.useFakeTimers();
    renderDoc(<TOCCollapsible toc={toc} />);
    const button = screen.getByRole('button', { name: 'On this page' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Install' })).toBeNull();

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('link', { name: 'Usage' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    act(() => {
      jest.advanceTimersByTime(400);
    });
    expect(screen.queryByRole('link', { name: 'Usage' })).toBeNull();
    jest.useRealTimers();
  });
});
