// Page counts of content/docs against the real Remotion site: at least MIN_DOC_PAGES pages in all,
// and for each group of PAGE_GROUPS at least GROUP_SHARE_PERCENT of the real site's count.
// Its own file (and jest project `docs-pages`) so its result is reported apart from the API check.
import { DOCS_DIR, listFiles } from './pages';
import {
  GROUP_SHARE_PERCENT,
  MIN_DOC_PAGES,
  PAGE_GROUPS,
  groupFloor,
  pagesInGroup,
} from './pageGroups';

const pages = listFiles(DOCS_DIR, ['.mdx', '.md']);

test(`content/docs has at least ${MIN_DOC_PAGES} pages`, () => {
  if (pages.length < MIN_DOC_PAGES) {
    throw new Error(
      `content/docs has ${pages.length} pages; at least ${MIN_DOC_PAGES} are needed (${MIN_DOC_PAGES - pages.length} missing).`,
    );
  }
});

test.each(PAGE_GROUPS.map((group) => [group.name, group] as const))(
  `group %s has at least ${GROUP_SHARE_PERCENT}% of the real site's pages`,
  (_name, group) => {
    const found = pagesInGroup(group, pages);
    const floor = groupFloor(group);
    if (found.length < floor) {
      throw new Error(
        `${group.name}: ${found.length} pages under content/docs (${group.globs.join(', ')}); ` +
          `the real site has ${group.realCount}, so at least ${floor} (${GROUP_SHARE_PERCENT}%) are needed.`,
      );
    }
  },
);
