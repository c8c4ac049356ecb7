// Raw HTML from the site config (trusted: it is written by the site's maintainers).
import clsx from 'clsx';
import type { NavbarItemProps } from '../../../hooks/navbarTypes';

export default function HtmlNavbarItem({
  value,
  className,
  mobile,
  isDropdownItem,
}: NavbarItemProps) {
  const html = { __html: value ?? '' };
  if (mobile)
    return (
      <li
        className={clsx('menu__list-item', 'menu__html', className)}
        dangerouslySetInnerHTML={html}
      />
    );
  if (isDropdownItem)
    return <li className={clsx('dropdown__html', className)} dangerouslySetInnerHTML={html} />;
  return (
    <div
      className={clsx('navbar__item', 'navbar__html', className)}
      dangerouslySetInnerHTML={html}
    />
  );
}
