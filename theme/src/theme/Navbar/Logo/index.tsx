// The navbar brand: the site's Logo with the navbar's classes.
import clsx from 'clsx';
import Logo from '@theme/Logo';

export interface Props {
  className?: string;
}

export default function NavbarLogo({ className }: Props) {
  return (
    <Logo
      className={clsx('navbar__brand', className)}
      imageClassName="navbar__logo"
      titleClassName="navbar__title"
    />
  );
}
