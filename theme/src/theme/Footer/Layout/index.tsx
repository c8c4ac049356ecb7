// The footer's frame: links above, then logo and copyright side by side.
import type { ReactNode } from 'react';
import clsx from 'clsx';

export interface Props {
  style: 'light' | 'dark';
  links: ReactNode;
  logo: ReactNode;
  copyright: ReactNode;
}

export default function FooterLayout({ style, links, logo, copyright }: Props) {
  return (
    <footer className={clsx('footer', style === 'dark' && 'footer--dark')}>
      <div className="footer__inner">
        {links}
        {(logo || copyright) && (
          <div className="footer__bottom">
            {logo}
            {copyright}
          </div>
        )}
      </div>
    </footer>
  );
}
