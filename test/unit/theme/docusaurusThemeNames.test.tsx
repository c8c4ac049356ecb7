import './polyfills';
// A Docusaurus 3 site imports, wraps or ejects the classic theme's components by name
// (`@theme/DocItem/Footer`, `@theme-original/NavbarItem/ComponentTypes`...): each name Docusaurus'
// theme has must resolve here too, or such a site does not build. The names are resolved as a
// build resolves them: the alias table made from the theme folder (core's componentsIn).
import path from 'node:path';
import { componentsIn } from '../../../packages/core/src/node/theme';

const THEME_DIR = path.resolve(__dirname, '../../../theme/src/theme');

/**
 * The components of Docusaurus 3's classic theme that sites swizzle (theme-classic/lib/theme);
 * MDXComponents/Code belongs to the MDX components' own work and is left out here.
 */
const DOCUSAURUS_COMPONENTS = [
  'Admonition',
  'Admonition/Icon/Danger',
  'Admonition/Icon/Info',
  'Admonition/Icon/Note',
  'Admonition/Icon/Tip',
  'Admonition/Icon/Warning',
  'Admonition/Layout',
  'Admonition/Type/Caution',
  'Admonition/Type/Danger',
  'Admonition/Type/Info',
  'Admonition/Type/Note',
  'Admonition/Type/Tip',
  'Admonition/Type/Warning',
  'Admonition/Types',
  'AnnouncementBar',
  'AnnouncementBar/CloseButton',
  'AnnouncementBar/Content',
  'BackToTopButton',
  'BlogArchivePage',
  'BlogLayout',
  'BlogListPage',
  'BlogListPage/StructuredData',
  'BlogListPaginator',
  'BlogPostItem',
  'BlogPostItem/Container',
  'BlogPostItem/Content',
  'BlogPostItem/Footer',
  'BlogPostItem/Footer/ReadMoreLink',
  'BlogPostItem/Header',
  'BlogPostItem/Header/Author',
  'BlogPostItem/Header/Authors',
  'BlogPostItem/Header/Info',
  'BlogPostItem/Header/Title',
  'BlogPostItems',
  'BlogPostPage',
  'BlogPostPage/Metadata',
  'BlogPostPage/StructuredData',
  'BlogPostPaginator',
  'BlogSidebar',
  'BlogSidebar/Desktop',
  'BlogSidebar/Mobile',
  'BlogTagsListPage',
  'BlogTagsPostsPage',
  'CodeBlock',
  'CodeBlock/Container',
  'CodeBlock/Content/Element',
  'CodeBlock/Content/String',
  'CodeBlock/CopyButton',
  'CodeBlock/Line',
  'CodeBlock/WordWrapButton',
  'CodeInline',
  'ColorModeToggle',
  'DocBreadcrumbs',
  'DocBreadcrumbs/Items/Home',
  'DocCard',
  'DocCardList',
  'DocCategoryGeneratedIndexPage',
  'DocItem',
  'DocItem/Content',
  'DocItem/Footer',
  'DocItem/Layout',
  'DocItem/Metadata',
  'DocItem/Paginator',
  'DocItem/TOC/Desktop',
  'DocItem/TOC/Mobile',
  'DocPaginator',
  'DocRoot',
  'DocRoot/Layout',
  'DocRoot/Layout/Main',
  'DocRoot/Layout/Sidebar',
  'DocRoot/Layout/Sidebar/ExpandButton',
  'DocSidebar',
  'DocSidebar/Desktop',
  'DocSidebar/Desktop/CollapseButton',
  'DocSidebar/Desktop/Content',
  'DocSidebar/Mobile',
  'DocSidebarItem',
  'DocSidebarItem/Category',
  'DocSidebarItem/Html',
  'DocSidebarItem/Link',
  'DocSidebarItems',
  'DocTagDocListPage',
  'DocTagsListPage',
  'DocVersionBadge',
  'DocVersionBanner',
  'DocVersionRoot',
  'DocsRoot',
  'EditMetaRow',
  'EditThisPage',
  'ErrorPageContent',
  'Footer',
  'Footer/Copyright',
  'Footer/Layout',
  'Footer/LinkItem',
  'Footer/Links',
  'Footer/Links/MultiColumn',
  'Footer/Links/Simple',
  'Footer/Logo',
  'Heading',
  'Icon/Arrow',
  'Icon/Close',
  'Icon/Copy',
  'Icon/DarkMode',
  'Icon/Edit',
  'Icon/ExternalLink',
  'Icon/Home',
  'Icon/Language',
  'Icon/LightMode',
  'Icon/Menu',
  'Icon/Success',
  'Icon/WordWrap',
  'LastUpdated',
  'Layout',
  'Layout/Provider',
  'Logo',
  'MDXComponents',
  'MDXComponents/A',
  'MDXComponents/Details',
  'MDXComponents/Heading',
  'MDXComponents/Img',
  'MDXComponents/Li',
  'MDXComponents/Pre',
  'MDXComponents/Ul',
  'MDXContent',
  'MDXPage',
  'Mermaid',
  'Navbar',
  'Navbar/ColorModeToggle',
  'Navbar/Content',
  'Navbar/Layout',
  'Navbar/Logo',
  'Navbar/MobileSidebar',
  'Navbar/MobileSidebar/Header',
  'Navbar/MobileSidebar/Layout',
  'Navbar/MobileSidebar/PrimaryMenu',
  'Navbar/MobileSidebar/SecondaryMenu',
  'Navbar/MobileSidebar/Toggle',
  'Navbar/Search',
  'NavbarItem',
  'NavbarItem/ComponentTypes',
  'NavbarItem/DefaultNavbarItem',
  'NavbarItem/DocNavbarItem',
  'NavbarItem/DocSidebarNavbarItem',
  'NavbarItem/DocsVersionDropdownNavbarItem',
  'NavbarItem/DocsVersionNavbarItem',
  'NavbarItem/DropdownNavbarItem',
  'NavbarItem/HtmlNavbarItem',
  'NavbarItem/LocaleDropdownNavbarItem',
  'NavbarItem/NavbarNavLink',
  'NavbarItem/SearchNavbarItem',
  'NotFound',
  'NotFound/Content',
  'PaginatorNavLink',
  'SearchMetadata',
  'SiteMetadata',
  'SkipToContent',
  'TOC',
  'TOCCollapsible',
  'TOCCollapsible/CollapseButton',
  'TOCInline',
  'TOCItems',
  'TOCItems/Tree',
  'TabItem',
  'Tabs',
  'Tag',
  'TagsListByLetter',
  'TagsListInline',
  'ThemedImage',
  'Unlisted',
];

/** Registries: the theme looks things up in them, a site spreads them into its own. */
const REGISTRIES = ['Admonition/Types', 'NavbarItem/ComponentTypes'];

// Chunks the server would load first; here they load when first rendered (never, in this test).
jest.mock('@theme/SearchBar', () => ({ __esModule: true, default: () => null }));

describe("Docusaurus' classic theme names", () => {
  const components = componentsIn(THEME_DIR);

  it.each(DOCUSAURUS_COMPONENTS)('@theme/%s is a component of the theme', (name) => {
    expect(components.has(name)).toBe(true);
  });

  it.each(DOCUSAURUS_COMPONENTS)('@theme/%s exports what Docusaurus exports', (name) => {
    const mod = require(`@theme/${name}`) as { default?: unknown };
    if (REGISTRIES.includes(name)) {
      expect(typeof mod.default).toBe('object');
      const entries = Object.values(mod.default as Record<string, unknown>);
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) expect(['function', 'object']).toContain(typeof entry);
    } else {
      // A function component, or a wrapped one (memo).
      expect(['function', 'object']).toContain(typeof mod.default);
      expect(mod.default).toBeTruthy();
    }
  });
});
