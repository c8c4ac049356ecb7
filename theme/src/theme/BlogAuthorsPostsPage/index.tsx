// One author's profile and their posts.
import BlogLayout from '@theme/BlogLayout';
import BlogPostAuthor from '@theme/BlogPostAuthor';
import BlogPostItems from '@theme/BlogPostItems';
import {
  postCountLabel,
  type BlogAuthorData,
  type BlogPostMetadata,
  type BlogSidebarData,
  type MdxModule,
} from '@theme/BlogUtils';
import { useCurrentLocale } from '@theme/PluralForm';
import './styles.css';
import { translate } from '@docusaurus/Translate';

export interface BlogAuthorsPostsPageProps {
  author: BlogAuthorData;
  sidebar: BlogSidebarData;
  items: MdxModule[];
  itemMetadata: BlogPostMetadata[];
}

export default function BlogAuthorsPostsPage({
  author: data,
  sidebar,
  items,
  itemMetadata,
}: BlogAuthorsPostsPageProps) {
  const { author, count } = data;
  const locale = useCurrentLocale();
  // The profile's own name must not link back to this page.
  const profile = { ...author, page: undefined };
  return (
    <BlogLayout
      title={author.name}
      description={
        author.title
          ? `${author.name}, ${author.title}`
          : translate(
              { id: 'theme.BlogAuthorsPostsPage.description', message: 'Posts by {authorName}' },
              { authorName: author.name },
            )
      }
      sidebar={sidebar}
      wrapperClassName="blog-author-posts-page"
    >
      <header className="blog-author-posts__header">
        <h1 className="sr-only">{author.name}</h1>
        <BlogPostAuthor author={profile} size="lg" />
        <p className="blog-author-posts__count">{postCountLabel(count, locale)}</p>
      </header>
      <BlogPostItems items={items} itemMetadata={itemMetadata} />
    </BlogLayout>
  );
}
