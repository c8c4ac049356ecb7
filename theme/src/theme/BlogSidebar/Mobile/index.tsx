// The recent posts as a plain menu, for narrow screens. The theme's own blog pages show them in
// the navbar's mobile menu instead (BlogLayout hands them to it); this is for sites that place
// the blog sidebar themselves.
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { withoutTrailingSlashes } from '@tessera/core/shared';
import type { BlogSidebarData } from '@theme/BlogUtils';
import useFullPathname from '../../../hooks/useFullPathname';
import { translate } from '@docusaurus/Translate';

export interface Props {
  sidebar: BlogSidebarData;
}

export default function BlogSidebarMobile({ sidebar }: Props) {
  const current = withoutTrailingSlashes(useFullPathname());
  return (
    <nav
      className="blog-sidebar-mobile menu"
      aria-label={translate({
        id: 'theme.blog.sidebar.navAriaLabel',
        message: 'Blog recent posts navigation',
      })}
    >
      <ul className="menu__list">
        {sidebar.items
          .filter((item) => !item.unlisted)
          .map((item) => {
            const active = withoutTrailingSlashes(item.permalink) === current;
            return (
              <li key={item.permalink} className="menu__list-item">
                <Link
                  to={item.permalink}
                  className={clsx('menu__link', active && 'menu__link--active')}
                  aria-current={active ? 'page' : undefined}
                >
                  {item.title}
                </Link>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}
