// The blog sidebar's column: recent posts grouped under year headings, the current post marked.
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import { groupByYear, type BlogSidebarData } from '@theme/BlogUtils';
import useFullPathname from '../../../hooks/useFullPathname';
import { translate } from '@docusaurus/Translate';
import { withoutTrailingSlashes } from '@tessera/core/shared';

export interface Props {
  sidebar: BlogSidebarData;
}

export default function BlogSidebarDesktop({ sidebar }: Props) {
  const current = withoutTrailingSlashes(useFullPathname());
  const groups = groupByYear(sidebar.items.filter((item) => !item.unlisted));
  return (
    <aside className="blog-sidebar">
      <nav
        className="blog-sidebar__nav"
        aria-label={translate({
          id: 'theme.blog.sidebar.navAriaLabel',
          message: 'Blog recent posts navigation',
        })}
      >
        <div className="blog-sidebar__title">{sidebar.title}</div>
        {groups.map(([year, items]) => (
          <section key={year} className="blog-sidebar__group">
            <h3 className="blog-sidebar__year">{year}</h3>
            <ul className="blog-sidebar__list">
              {items.map((item) => {
                const active = withoutTrailingSlashes(item.permalink) === current;
                return (
                  <li key={item.permalink} className="blog-sidebar__item">
                    <Link
                      to={item.permalink}
                      className={clsx('blog-sidebar__link', active && 'blog-sidebar__link--active')}
                      aria-current={active ? 'page' : undefined}
                    >
                      {item.title}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </nav>
    </aside>
  );
}
