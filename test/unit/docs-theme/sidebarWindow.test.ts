import {
  HTML_CATEGORY_ITEMS,
  itemsAroundPage,
} from '../../../theme/src/hooks/useOmittedSidebarItems';
import { indexOfActiveItem, isActiveSidebarItem } from '../../../theme/src/hooks/docsSidebarUtils';
import type { SidebarItem } from '../../../theme/src/hooks/useDocsSidebar';

const link = (href: string): SidebarItem => ({ type: 'link', label: href, href });
const category = (label: string, items: SidebarItem[], href?: string): SidebarItem => ({
  type: 'category',
  label,
  items,
  href,
  collapsed: true,
  collapsible: true,
});

/** A long category: links, one nested category holding two pages, and a raw HTML item. */
function longCategory(): SidebarItem[] {
  const items = Array.from({ length: 500 }, (_, i) => link(`/docs/big/page-${i}`));
  items[300] = category('Nested', [link('/docs/big/nested/a'), link('/docs/big/nested/b')]);
  items[301] = { type: 'html', value: '<hr>' };
  items[400] = category('With page', [link('/docs/big/inner')], '/docs/big/with-page');
  return items;
}

describe('the window of a long category in the HTML', () => {
  it('is centred on the page, found at any depth and however the path is written', () => {
    const items = longCategory();
    const half = HTML_CATEGORY_ITEMS / 2;
    for (const [path, at] of [
      ['/docs/big/page-250', 250],
      ['/docs/big/nested/b', 300],
      ['/docs/big/with-page', 400],
      ['/docs/big/inner', 400],
      ['/DOCS/big/page-120/', 120],
      ['/docs/big/page-130.html', 130],
      ['/docs/big/page-140/index.html?x=1#top', 140],
    ] as const) {
      const shown = itemsAroundPage(items, path);
      expect(shown.before).toBe(at - half);
      expect(shown.items[half]).toBe(items[at]);
      expect(shown.before + shown.items.length + shown.after).toBe(items.length);
    }
  });

  it('shows the first items when the page is not in the category, and the last ones near its end', () => {
    const items = longCategory();
    expect(itemsAroundPage(items, '/docs/elsewhere')).toMatchObject({ before: 0, after: 400 });
    expect(itemsAroundPage(items, '/docs/big/page-498')).toMatchObject({ before: 400, after: 0 });
  });

  it('finds the same item as searching the list, the first one when a page is listed twice', () => {
    const items = longCategory();
    items[450] = link('/docs/big/page-20');
    const paths = ['/docs/big/page-20', '/docs/big/nested/a', '/docs/big/inner', '/docs/nowhere'];
    for (const path of paths) {
      expect(indexOfActiveItem(items, path)).toBe(
        items.findIndex((item) => isActiveSidebarItem(item, path)),
      );
    }
  });

  it('reads a list once, not on every page of it', () => {
    const items = longCategory();
    let reads = 0;
    const counted = new Proxy(items, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver);
      },
    });
    itemsAroundPage(counted, '/docs/big/page-10');
    const first = reads;
    for (let i = 0; i < 100; i++) itemsAroundPage(counted, `/docs/big/page-${499 - i}`);
    // Each later page only slices its window out of the list.
    expect(reads - first).toBeLessThanOrEqual(100 * HTML_CATEGORY_ITEMS);
    expect(first).toBeLessThanOrEqual(items.length + HTML_CATEGORY_ITEMS);
  });
});
