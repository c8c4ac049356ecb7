// Where the search button sits. In the mobile menu it renders nothing: the button stays in the
// top bar, which is visible on small screens too.
import NavbarSearch from '@theme/Navbar/Search';
import SearchBar from '@theme/SearchBar';
import type { NavbarItemProps } from '../../../hooks/navbarTypes';

export default function SearchNavbarItem({ mobile, className }: NavbarItemProps) {
  if (mobile) return null;
  return (
    <NavbarSearch className={className}>
      <SearchBar />
    </NavbarSearch>
  );
}
