// All tags of a blog, alphabetically, under one heading per first letter, with post counts.
import Link from '@docusaurus/Link';
import BlogLayout from '@theme/BlogLayout';
import {
  groupTagsByLetter,
  postCountLabel,
  type BlogSidebarData,
  type BlogTagsListData,
} from '@theme/BlogUtils';
import { useCurrentLocale } from '@theme/PluralForm';
import './styles.css';
import Translate, { translate } from '@docusaurus/Translate';

export interface BlogTagsListPageProps {
  tags: BlogTagsListData;
  sidebar: BlogSidebarData;
}

export default function BlogTagsListPage({ tags, sidebar }: BlogTagsListPageProps) {
  const groups = groupTagsByLetter(tags.tags);
  const locale = useCurrentLocale();
  return (
    <BlogLayout
      title={translate({ id: 'theme.tags.tagsPageTitle', message: 'Tags' })}
      description={translate(
        { id: 'theme.BlogTagsListPage.description', message: 'Tags of the {blogTitle}' },
        { blogTitle: tags.blogTitle },
      )}
      sidebar={sidebar}
      wrapperClassName="blog-tags-list-page"
    >
      <h1>
        <Translate id="theme.tags.tagsPageTitle">Tags</Translate>
      </h1>
      <div className="blog-tags-list">
        {groups.map(([letter, letterTags]) => (
          <section
            key={letter}
            className="blog-tags-list__group"
            aria-labelledby={`tags-${letter}`}
          >
            <h2 id={`tags-${letter}`} className="blog-tags-list__letter">
              {letter}
            </h2>
            <ul className="blog-tags-list__tags">
              {letterTags.map((tag) => (
                <li key={tag.permalink}>
                  <Link to={tag.permalink} className="blog-tags-list__tag" title={tag.description}>
                    <span className="blog-tags-list__label">{tag.label}</span>
                    <span
                      className="blog-tags-list__count"
                      aria-label={postCountLabel(tag.count, locale)}
                    >
                      {tag.count}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </BlogLayout>
  );
}
