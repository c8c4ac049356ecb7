// The posts of a list page (blog pages, tag and author pages), each with its truncated content.
import BlogPostItem from '@theme/BlogPostItem';
import type { BlogPostMetadata, MdxModule } from '@theme/BlogUtils';

export interface BlogPostItemsProps {
  items: MdxModule[];
  itemMetadata: BlogPostMetadata[];
}

export default function BlogPostItems({ items, itemMetadata }: BlogPostItemsProps) {
  return (
    <div className="blog-post-items">
      {itemMetadata.map((metadata, i) => {
        const Content = items[i]?.default;
        return (
          <BlogPostItem
            key={metadata.permalink}
            metadata={metadata}
            contentTitle={items[i]?.contentTitle}
          >
            {Content && <Content />}
          </BlogPostItem>
        );
      })}
    </div>
  );
}
