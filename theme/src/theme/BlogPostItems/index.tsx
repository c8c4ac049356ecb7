// The posts of a list page (blog pages, tag and author pages), each with its truncated content,
// each in its own blog post context (useBlogPost).
import type { ComponentType, ReactNode } from 'react';
import BlogPostItem from '@theme/BlogPostItem';
import type { BlogPostMetadata, MdxModule } from '@theme/BlogUtils';
import { BlogPostProvider } from '../../hooks/useBlogPost';

export interface BlogPostItemsProps {
  items: MdxModule[];
  itemMetadata: BlogPostMetadata[];
  /** What renders each post (BlogPostItem). */
  component?: ComponentType<{ children: ReactNode }>;
}

export default function BlogPostItems({
  items,
  itemMetadata,
  component: BlogPostItemComponent = BlogPostItem,
}: BlogPostItemsProps) {
  return (
    <div className="blog-post-items">
      {itemMetadata.map((metadata, i) => {
        const Content = items[i]?.default;
        return (
          <BlogPostProvider key={metadata.permalink} metadata={metadata} content={items[i]}>
            <BlogPostItemComponent>{Content && <Content />}</BlogPostItemComponent>
          </BlogPostProvider>
        );
      })}
    </div>
  );
}
