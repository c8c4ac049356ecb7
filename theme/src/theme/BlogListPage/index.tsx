// A page of the paginated blog list: the posts' previews, then links to newer/older pages.
import BlogLayout from '@theme/BlogLayout';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPaginator from '@theme/BlogListPaginator';
import type {
  BlogListMetadata,
  BlogSidebarData,
  BlogPostMetadata,
  MdxModule,
} from '@theme/BlogUtils';
import './styles.css';
import Translate, { translate } from '@docusaurus/Translate';

export interface BlogListPageProps {
  listMetadata: BlogListMetadata;
  sidebar: BlogSidebarData;
  items: MdxModule[];
  itemMetadata: BlogPostMetadata[];
}

export default function BlogListPage({
  listMetadata,
  sidebar,
  items,
  itemMetadata,
}: BlogListPageProps) {
  const { blogTitle, blogDescription, page, totalPages } = listMetadata;
  // Later pages get their own title so search results and tabs tell them apart.
  const title =
    page > 1
      ? translate(
          { id: 'theme.BlogListPage.pageTitle', message: '{blogTitle} – Page {page}' },
          { blogTitle, page },
        )
      : blogTitle;
  return (
    <BlogLayout
      title={title}
      description={blogDescription}
      sidebar={sidebar}
      wrapperClassName="blog-list-page"
    >
      <header className="blog-list-page__header">
        <h1 className="blog-list-page__title">{blogTitle}</h1>
        {blogDescription && blogDescription !== blogTitle && (
          <p className="blog-list-page__description">{blogDescription}</p>
        )}
        {page > 1 && (
          <p className="blog-list-page__page">
            <Translate id="theme.BlogListPage.pageStatus" values={{ page, totalPages }}>
              {'Page {page} of {totalPages}'}
            </Translate>
          </p>
        )}
      </header>
      {itemMetadata.length === 0 ? (
        <p className="blog-list-page__empty">
          <Translate id="theme.BlogListPage.noPosts">No posts yet.</Translate>
        </p>
      ) : (
        <BlogPostItems items={items} itemMetadata={itemMetadata} />
      )}
      <BlogListPaginator metadata={listMetadata} />
    </BlogLayout>
  );
}
