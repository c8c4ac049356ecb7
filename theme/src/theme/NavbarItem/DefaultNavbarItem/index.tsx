// A plain link item, in the top bar, a dropdown menu, or the mobile menu.
import clsx from 'clsx';
import useSiteConfig from '@docusaurus/useSiteConfig';
import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';
import useFullPathname from '../../../hooks/useFullPathname';
import { isNavLinkActive } from '../../../hooks/navbarUtils';
import { linkAttributesOf, type NavbarItemProps } from '../../../hooks/navbarTypes';

export default function DefaultNavbarItem(props: NavbarItemProps) {
  const { mobile, isDropdownItem, isActive, onClick, onKeyDown, className, label, to, href, html } =
    props;
  const pathname = useFullPathname();
  const { baseUrl } = useSiteConfig();
  const active = isActive ?? isNavLinkActive(props, pathname, baseUrl);
  const attributes = linkAttributesOf(props);
  const common = {
    to,
    href,
    label,
    html,
    isActive: active,
    onClick,
    onKeyDown,
    ...(props.autoAddBaseUrl === false ? { autoAddBaseUrl: false } : {}),
    ...attributes,
  };

  if (mobile) {
    return (
      <li className="menu__list-item">
        <NavbarNavLink
          className={clsx('menu__link', className)}
          activeClassName="menu__link--active"
          {...common}
        />
      </li>
    );
  }
  if (isDropdownItem) {
    return (
      <li>
        <NavbarNavLink
          className={clsx('dropdown__link', className)}
          activeClassName="dropdown__link--active"
          {...common}
        />
      </li>
    );
  }
  return (
    <NavbarNavLink
      className={clsx('navbar__item', 'navbar__link', className)}
      activeClassName="navbar__link--active"
      {...common}
    />
  );
}
