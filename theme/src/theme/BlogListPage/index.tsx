// A page of the paginated blog list: the posts' previews, then links to newer/older pages.
import BlogLayout from '@theme/BlogLayout';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPaginator from '@theme/BlogListPaginator';
import type { BlogListMetadata, BlogSidebarData, BlogPostMetadata, MdxModule } from '@theme/BlogUtils';
import './styles.css';

export interface BlogListPageProps {
  listMetadata: BlogListMetadata;
  sidebar: BlogSidebarData;
  items: MdxModule[];
  itemMetadata: BlogPostMetadata[];
}

export default function BlogListPage({ listMetadata, sidebar, items, itemMetadata }: BlogListPageProps) {
  const { blogTitle, blogDescription, page, totalPages } = listMetadata;
  // Later pages get their own title so search results and tabs tell them apart.
  const title = page > 1 ? `${blogTitle} – Page ${page}` : blogTitle;
  return (
    <BlogLayout title={title} description={blogDescription} sidebar={sidebar} wrapperClassName="blog-list-page">
      <header className="blog-list-page__header">
        <h1 className="blog-list-page__title">{blogTitle}</h1>
        {blogDescription && blogDescription !== blogTitle && <p className="blog-list-page__description">{blogDescription}</p>}
        {page > 1 && (
          <p className="blog-list-page__page">
            Page {page} of {totalPages}
          </p>
        )}
      </header>
      {itemMetadata.length === 0 ? <p className="blog-list-page__empty">No posts yet.</p> : <BlogPostItems items={items} itemMetadata={itemMetadata} />}
      <BlogListPaginator metadata={listMetadata} />
    </BlogLayout>
  );
}
