// Renders blog theme components as the app does: site context, a router and the head manager.
// Also builds post/sidebar data shaped like what the blog plugin hands to the theme.
// Must come before react-router-dom.
import './polyfills';
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HelmetProvider } from 'react-helmet-async';
import { SiteContextProvider } from '../../../packages/core/src/client/context';
import type { ClientSiteConfig } from '../../../packages/core/src/shared/types';
import type {
  BlogPostMetadata,
  BlogSidebarData,
  MdxModule,
} from '../../../theme/src/theme/BlogUtils';

export const siteConfig: ClientSiteConfig = {
  title: 'Test Site',
  tagline: 'A site in a test',
  url: 'https://test.example',
  baseUrl: '/',
  trailingSlash: undefined,
  customFields: {},
  themeConfig: {
    metadata: [],
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
    navbar: { hideOnScroll: false, items: [] },
  },
};

export function renderBlog(
  ui: ReactElement,
  { path = '/blog' }: { path?: string } = {},
): RenderResult {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <HelmetProvider>
      <SiteContextProvider value={{ siteConfig, globalData: {}, isClient: true }}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </SiteContextProvider>
    </HelmetProvider>
  );
  return render(ui, { wrapper: Wrapper });
}

export function makePost(overrides: Partial<BlogPostMetadata> = {}): BlogPostMetadata {
  return {
    permalink: '/blog/2024/03/15/hello',
    source: 'content/blog/2024-03-15-hello.md',
    title: 'Hello',
    description: 'A first post',
    date: '2024-03-15T00:00:00.000Z',
    readingTime: 3,
    authors: [],
    tags: [],
    hasTruncateMarker: false,
    unlisted: false,
    draft: false,
    frontMatter: { title: 'Hello' },
    blogTitle: 'Blog',
    blogBasePath: '/blog',
    ...overrides,
  };
}

/** An MDX module whose content is a paragraph with the given text. */
export function makeModule(text: string, extra: Partial<MdxModule> = {}): MdxModule {
  return {
    default: () => <p>{text}</p>,
    frontMatter: {},
    toc: [],
    contentTitle: null,
    hasTruncateMarker: false,
    ...extra,
  };
}

export const sidebar: BlogSidebarData = {
  title: 'Recent posts',
  items: [
    {
      title: 'Spring launch',
      permalink: '/blog/2024/03/15/hello',
      date: '2024-03-15T00:00:00.000Z',
      unlisted: false,
    },
    {
      title: 'New year',
      permalink: '/blog/2024/01/01/new-year',
      date: '2024-01-01T00:00:00.000Z',
      unlisted: false,
    },
    {
      title: 'Winter notes',
      permalink: '/blog/2023/12/20/winter',
      date: '2023-12-20T00:00:00.000Z',
      unlisted: false,
    },
    {
      title: 'Old times',
      permalink: '/blog/2022/06/01/old',
      date: '2022-06-01T00:00:00.000Z',
      unlisted: false,
    },
  ],
};
