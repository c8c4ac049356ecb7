// The posts with one tag.
import Link from '@docusaurus/Link';
import BlogLayout from '@theme/BlogLayout';
import BlogPostItems from '@theme/BlogPostItems';
import {
  postCountLabel,
  type BlogPostMetadata,
  type BlogSidebarData,
  type BlogTagData,
  type MdxModule,
} from '@theme/BlogUtils';
import { useCurrentLocale } from '@theme/PluralForm';
import './styles.css';
import Translate, { translate } from '@docusaurus/Translate';

export interface BlogTagsPostsPageProps {
  tag: BlogTagData;
  sidebar: BlogSidebarData;
  items: MdxModule[];
  itemMetadata: BlogPostMetadata[];
}

export default function BlogTagsPostsPage({
  tag,
  sidebar,
  items,
  itemMetadata,
}: BlogTagsPostsPageProps) {
  const locale = useCurrentLocale();
  const nPosts = postCountLabel(tag.count, locale);
  const title = translate(
    { id: 'theme.blog.tagTitle', message: '{nPosts} tagged with "{tagName}"' },
    { nPosts, tagName: tag.label },
  );
  return (
    <BlogLayout
      title={title}
      description={tag.description ?? title}
      sidebar={sidebar}
      wrapperClassName="blog-tag-posts-page"
    >
      <header className="blog-tag-posts__header">
        <h1>{title}</h1>
        {tag.description && <p className="blog-tag-posts__description">{tag.description}</p>}
        <Link to={tag.allTagsPath} className="blog-tag-posts__all">
          <Translate id="theme.tags.tagsPageLink">View All Tags</Translate>
        </Link>
      </header>
      <BlogPostItems items={items} itemMetadata={itemMetadata} />
    </BlogLayout>
  );
}
