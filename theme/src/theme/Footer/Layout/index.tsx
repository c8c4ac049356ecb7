// The footer's frame: links above, then logo and copyright side by side.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { HydrationSlice } from '@tessera/core/client';

export interface Props {
  style: 'light' | 'dark';
  links: ReactNode;
  logo: ReactNode;
  copyright: ReactNode;
}

export default function FooterLayout({ style, links, logo, copyright }: Props) {
  // Below the fold: on Preact it hydrates in a task of its own (see HydrationSlice).
  return (
    <HydrationSlice>
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
    </HydrationSlice>
  );
}
