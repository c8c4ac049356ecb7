// The docs against the installed packages' type definitions (see packageTypes.ts for the versions):
// - every named import from remotion / @remotion/* in a code block of content/docs must be exported;
// - a page with front matter `api: {package, export}` documents every option/prop (and return
//   field) the export declares, and documents no name it does not declare (allowList.ts holds the
//   deliberate omissions);
// - no "Available from" cell says `all` or `later v4.0`;
// - package-manager <Tabs> carry groupId="package-manager" (packageManagerTabs.ts).
// One test per page, so a failure names the page; each message names the page, line and name.
import { ALLOWED_OMISSIONS } from './allowList';
import {
  checkApiPage,
  checkAvailableFrom,
  checkImports,
  parsePage,
  type ParsedPage,
} from './apiCheck';
import { findTabsProblems, PACKAGE_MANAGER_GROUP } from './packageManagerTabs';
import { missingCachedPackages, PackageTypes } from './packageTypes';
import { DOCS_DIR, listFiles, readDocPage } from './pages';

const parsed: ParsedPage[] = listFiles(DOCS_DIR, ['.mdx']).map((file) =>
  parsePage(readDocPage(file)),
);
const specifiers = new Set<string>();
for (const { page, imports } of parsed) {
  for (const { specifier } of imports) specifiers.add(specifier);
  if (page.api && !('error' in page.api)) specifiers.add(page.api.package);
}

let types: PackageTypes;
let cacheProblems: string[] = [];
beforeAll(() => {
  cacheProblems = missingCachedPackages();
  types = new PackageTypes(specifiers);
}, 120_000);

const fail = (problems: readonly string[]) => {
  if (problems.length)
    throw new Error(
      `${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.join('\n')}`,
    );
};

test('packages read from npm pack tarballs are in the cache', () => fail(cacheProblems));

const withImports = parsed.filter((p) => p.imports.length > 0);
describe('imports from remotion and @remotion/* in code blocks exist', () => {
  test.each(withImports.map((p) => [p.label, p] as const))('%s', (_label, page) =>
    fail(checkImports(page, types)),
  );
});

const withApi = parsed.filter((p) => p.page.api);
describe('api: pages document exactly what the types declare', () => {
  test.each(withApi.map((p) => [p.label, p] as const))('%s', (_label, page) =>
    fail(checkApiPage(page, types).problems),
  );
});

test('every allow-list entry still stands for a name its page leaves out', () => {
  const stale = ALLOWED_OMISSIONS.filter((entry) => {
    const page = parsed.find((p) => p.page.file === entry.page);
    // A page that is missing right now (being written) cannot be judged.
    return page !== undefined && !checkApiPage(page, types).allowed.includes(entry);
  });
  fail(
    stale.map(
      (entry) =>
        `allowList.ts: content/docs/${entry.page}: \`${entry.name}\` (${entry.section}) is documented now or no longer declared: remove the entry`,
    ),
  );
});

const withAvailableFrom = parsed.filter((p) => /available\s+from/i.test(p.page.body));
describe('"Available from" cells name a version', () => {
  test.each(withAvailableFrom.map((p) => [p.label, p] as const))('%s', (_label, page) =>
    fail(checkAvailableFrom(page)),
  );
});

test(`package-manager <Tabs> have groupId="${PACKAGE_MANAGER_GROUP}"`, () => {
  fail(
    findTabsProblems().map(
      (p) =>
        `${p.file}:${p.line}: <Tabs> with ${p.values.join('/')} needs groupId="${PACKAGE_MANAGER_GROUP}"${p.groupId !== null ? ` (has "${p.groupId}")` : ''} — run node --import tsx test/docs/packageManagerTabs.ts`,
    ),
  );
});
