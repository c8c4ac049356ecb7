// The Remotion website: metadata, navbar, footer, and the plugins that build its sections.
// Hosted services (search keys, analytics, Ask AI) are read from the environment and stay off
// when they are not set, so the site builds and works fully offline.
import fs from 'node:fs';
import path from 'node:path';

const env = process.env;

/**
 * The real site's doc URLs that differ from ours (content/data/real-site-paths/*.json, one file
 * per group of pages): each gets a redirect page, so links from outside keep working.
 */
function realSiteRedirects(): Array<{ from: string; to: string }> {
  const dir = path.join(import.meta.dirname, 'content/data/real-site-paths');
  const seen = new Map<string, string>();
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort())
    for (const [from, to] of Object.entries(
      JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>,
    ))
      if (!seen.has(from) && from !== to) seen.set(from, to);
  return [...seen].map(([from, to]) => ({ from, to }));
}

export default {
  title: 'Remotion',
  tagline: 'Make videos programmatically.',
  url: 'https://www.remotion.dev',
  baseUrl: '/',
  favicon: 'img/favicon.svg',
  trailingSlash: undefined,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onBrokenMarkdownLinks: 'warn',
  onDuplicateRoutes: 'warn',
  customFields: {
    siteVersion: '4.0.339',
    frameworkVersion: '3.8.1',
    gtagMeasurementId: env.REMOTION_GTAG_ID ?? null,
    askAiSiteId: env.REMOTION_ASK_AI_SITE_ID ?? null,
  },
  themes: ['@tessera/theme-classic'],
  plugins: [
    [
      '@tessera/plugin-docs',
      {
        path: 'content/docs',
        routeBasePath: 'docs',
        sidebarPath: './content/sidebars.ts',
        editUrl: 'https://github.com/remotion-dev/remotion/edit/main/packages/docs',
        breadcrumbs: true,
      },
    ],
    [
      '@tessera/plugin-blog',
      {
        path: 'content/blog',
        routeBasePath: 'blog',
        blogTitle: 'Blog',
        blogDescription: 'Release notes and news from the Remotion team',
        blogSidebarTitle: 'Blog posts',
        blogSidebarCount: 'ALL',
        postsPerPage: 10,
      },
    ],
    [
      '@tessera/plugin-blog',
      {
        id: 'success-stories',
        path: 'content/success-stories',
        routeBasePath: 'success-stories',
        blogTitle: 'Success stories',
        blogDescription: 'How companies build video products with Remotion',
        blogSidebarTitle: 'Success stories',
        blogSidebarCount: 'ALL',
        postsPerPage: 10,
      },
    ],
    [
      '@tessera/plugin-blog',
      {
        id: 'learn',
        path: 'content/learn',
        routeBasePath: 'learn',
        blogTitle: 'Learn',
        blogDescription: 'Tutorials for making videos with React',
        blogSidebarTitle: 'Learn',
        blogSidebarCount: 'ALL',
        postsPerPage: 10,
      },
    ],
    ['@tessera/plugin-pages', { path: 'content/pages' }],
    ['@tessera/plugin-client-redirects', { redirects: realSiteRedirects() }],
    ['@tessera/plugin-gtag', { trackingID: env.REMOTION_GTAG_ID ?? null, anonymizeIP: false }],
    [
      '@tessera/plugin-ask-ai',
      { siteId: env.REMOTION_ASK_AI_SITE_ID ?? null, projectName: 'Remotion' },
    ],
    [
      '@tessera/plugin-collection',
      {
        id: 'showcase',
        data: 'content/data/showcase.json',
        routeBasePath: 'showcase',
        listComponent: '@theme/ShowcasePage',
        extraPages: { add: '@theme/ShowcaseAddPage' },
        requiredFields: ['slug', 'title', 'description', 'year', 'size'],
      },
    ],
    [
      '@tessera/plugin-collection',
      {
        id: 'experts',
        data: 'content/data/experts.json',
        routeBasePath: 'experts',
        listComponent: '@theme/ExpertsPage',
        itemComponent: '@theme/ExpertPage',
        requiredFields: ['slug', 'name', 'bio', 'since'],
      },
    ],
    [
      '@tessera/plugin-collection',
      {
        id: 'templates',
        data: 'content/data/templates.json',
        routeBasePath: 'templates',
        listComponent: '@theme/TemplatesPage',
        itemComponent: '@theme/TemplatePage',
        requiredFields: ['slug', 'title', 'shortDescription', 'description', 'repo'],
      },
    ],
    // sitemap.xml of every public page (not the search page, which has no content of its own),
    // and a robots.txt that names it.
    ['@tessera/plugin-sitemap', { ignorePatterns: ['/search'], robotsTxt: true }],
    [
      '@tessera/plugin-search',
      {
        missingResultsUrl:
          'https://github.com/remotion-dev/remotion/issues/new?title=Search%3A+{query}',
      },
    ],
  ],
  themeConfig: {
    image: 'img/social-card.png',
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
    announcementBar: {
      id: 'editor-starter-launch',
      content:
        'New: the <a href="/docs/editor-starter">Editor Starter</a> — build your own video editor with Remotion.',
      // A darker shade of the brand blue: white text on it reaches 5.7:1 (on #0b84f3 only 3.7:1).
      backgroundColor: '#0a66c2',
      textColor: '#ffffff',
      isCloseable: true,
    },
    navbar: {
      title: 'Remotion',
      hideOnScroll: true,
      logo: {
        alt: 'Remotion logo',
        src: 'img/logo-small.svg',
        srcDark: 'img/logo-small-dark.svg',
        width: 32,
        height: 32,
        brandPageHref: '/docs/brand',
      },
      items: [
        { type: 'docSidebar', sidebarId: 'mainSidebar', label: 'Docs', position: 'left' },
        {
          type: 'docSidebar',
          sidebarId: 'apiSidebar',
          label: 'API',
          position: 'left',
          activeBaseRegex: '^/docs/(api|cli)',
        },
        {
          type: 'dropdown',
          label: 'Products',
          position: 'left',
          items: [
            { label: 'Player', to: '/player' },
            { label: 'Lambda', to: '/lambda' },
            { label: 'Media Parser', to: '/docs/media-parser' },
            { label: 'WebCodecs', to: '/docs/webcodecs' },
            { label: 'Recorder', to: '/docs/recorder' },
            { label: 'Editor Starter', to: '/docs/editor-starter' },
            { label: 'Timeline', to: '/docs/timeline' },
          ],
        },
        {
          type: 'dropdown',
          label: 'Resources',
          position: 'left',
          items: [
            { label: 'Learn', to: '/learn' },
            { label: 'Resources', to: '/docs/resources' },
            { label: 'Blog', to: '/blog' },
            { label: 'Showcase', to: '/showcase' },
            { label: 'Convert a video', href: 'https://www.remotion.dev/convert' },
            { label: 'Support', to: '/docs/support' },
          ],
        },
        {
          type: 'dropdown',
          label: 'Commercial',
          position: 'left',
          items: [
            { label: 'License + Pricing', href: 'https://www.remotion.pro/license' },
            { label: 'Store', href: 'https://www.remotion.pro/store' },
            { label: 'Success Stories', to: '/success-stories' },
            { label: 'Experts', to: '/experts' },
            { label: 'About us', to: '/about' },
            { label: 'Investors', to: '/docs/investors' },
            { label: 'Contact us', to: '/contact' },
          ],
        },
        {
          href: 'https://github.com/remotion-dev/remotion',
          label: 'GitHub',
          position: 'right',
          'aria-label': 'GitHub repository',
        },
        {
          href: 'https://remotion.dev/discord',
          label: 'Discord',
          position: 'right',
          'aria-label': 'Discord community',
        },
        {
          href: 'https://x.com/remotion',
          label: 'X',
          position: 'right',
          'aria-label': 'Remotion on X',
        },
        { type: 'search', position: 'right' },
      ],
    },
    footer: {
      style: 'light',
      logo: {
        alt: 'Remotion',
        src: 'img/logo-small.svg',
        srcDark: 'img/logo-small-dark.svg',
        href: '/',
        width: 40,
        height: 40,
      },
      links: [
        {
          title: 'Remotion',
          items: [
            { label: 'Getting started', to: '/docs/' },
            { label: 'API reference', to: '/docs/api' },
            { label: 'Player', to: '/player' },
            { label: 'Lambda', to: '/lambda' },
            { label: 'Templates', to: '/templates' },
            { label: 'Showcase', to: '/showcase' },
          ],
        },
        {
          title: 'Community',
          items: [
            { label: 'Discord', href: 'https://remotion.dev/discord' },
            { label: 'GitHub', href: 'https://github.com/remotion-dev/remotion' },
            { label: 'X', href: 'https://x.com/remotion' },
            { label: 'Experts', to: '/experts' },
            { label: 'Success stories', to: '/success-stories' },
          ],
        },
        {
          title: 'More',
          items: [
            { label: 'Blog', to: '/blog' },
            { label: 'Learn', to: '/learn' },
            { label: 'Changelog', href: 'https://github.com/remotion-dev/remotion/releases' },
            { label: 'Acknowledgements', to: '/docs/acknowledgements' },
            { label: 'License', to: '/docs/license' },
            { label: 'Brand', to: '/docs/brand' },
            { label: 'About us', to: '/about' },
          ],
        },
      ],
      copyright: `© ${new Date().getFullYear()} Remotion AG. Docs built with Tessera.`,
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    algolia:
      env.REMOTION_ALGOLIA_APP_ID && env.REMOTION_ALGOLIA_API_KEY
        ? {
            appId: env.REMOTION_ALGOLIA_APP_ID,
            apiKey: env.REMOTION_ALGOLIA_API_KEY,
            indexName: 'remotion',
            contextualSearch: false,
            searchPagePath: 'search',
          }
        : undefined,
  },
};
