// One footer link (the column puts it in its list item): an internal link, or an external one
// with a mark saying it leaves the site.
import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';
import type { FooterLinkItem as LinkItemConfig } from '../../../hooks/navbarTypes';

export interface Props {
  item: LinkItemConfig;
}

export default function FooterLinkItem({ item }: Props) {
  return (
    <NavbarNavLink className="footer__link" to={item.to} href={item.href} label={item.label} />
  );
}
