// A post's own page: full content with its table of contents on the right, then tags and links
// to the newer and older posts. Sets the article's social metadata.
import BlogLayout from '@theme/BlogLayout';
import BlogPostItem from '@theme/BlogPostItem';
import BlogPostPaginator from '@theme/BlogPostPaginator';
import BlogPostPageMetadata from '@theme/BlogPostPage/Metadata';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import type { BlogPostMetadata, BlogSidebarData, MdxModule } from '@theme/BlogUtils';
import { BlogPostProvider } from '../../hooks/useBlogPost';
import './styles.css';
import Translate from '@docusaurus/Translate';

export interface BlogPostPageProps {
  content: MdxModule;
  metadata: BlogPostMetadata;
  sidebar: BlogSidebarData;
}

function headingLevel(value: unknown, fallback: number): number {
  return typeof value === 'number' && value >= 2 && value <= 6 ? value : fallback;
}

function BlogPostNotice({ metadata }: { metadata: BlogPostMetadata }) {
  if (!metadata.unlisted && !metadata.draft) return null;
  return (
    <div className="blog-post-page__notice" role="note">
      {/* The unlisted notice says what the docs' banner says, so it shares its ids. */}
      <strong>
        {metadata.draft ? (
          <Translate id="theme.BlogPostPage.draftTitle">Draft</Translate>
        ) : (
          <Translate id="theme.contentVisibility.unlistedBanner.title">Unlisted page</Translate>
        )}
      </strong>{' '}
      {metadata.draft ? (
        <Translate id="theme.BlogPostPage.draftMessage">
          This post is a draft: it is shown while developing and left out of production builds.
        </Translate>
      ) : (
        <Translate id="theme.contentVisibility.unlistedBanner.message">
          This page is unlisted. Search engines will not index it, and only users having a direct
          link can access it.
        </Translate>
      )}
    </div>
  );
}

export default function BlogPostPage({ content, metadata, sidebar }: BlogPostPageProps) {
  const Content = content.default;
  const frontMatter = metadata.frontMatter;
  const toc = content.toc ?? [];
  const showToc = toc.length > 0 && frontMatter.hide_table_of_contents !== true;
  const minHeadingLevel = headingLevel(frontMatter.toc_min_heading_level, 2);
  const maxHeadingLevel = Math.max(
    minHeadingLevel,
    headingLevel(frontMatter.toc_max_heading_level, 3),
  );
  return (
    <BlogPostProvider metadata={metadata} content={content} isBlogPostPage>
      <BlogLayout
        title={metadata.title}
        description={metadata.description}
        image={metadata.image}
        sidebar={sidebar}
        wrapperClassName="blog-post-page"
        toc={
          showToc ? (
            <TOC toc={toc} minHeadingLevel={minHeadingLevel} maxHeadingLevel={maxHeadingLevel} />
          ) : undefined
        }
      >
        <BlogPostPageMetadata />
        <BlogPostNotice metadata={metadata} />
        <BlogPostItem
          beforeContent={
            showToc ? (
              <TOCCollapsible
                toc={toc}
                minHeadingLevel={minHeadingLevel}
                maxHeadingLevel={maxHeadingLevel}
                className="blog-post-page__toc-mobile"
              />
            ) : undefined
          }
        >
          <Content />
        </BlogPostItem>
        <BlogPostPaginator prevItem={metadata.prevItem} nextItem={metadata.nextItem} />
      </BlogLayout>
    </BlogPostProvider>
  );
}
