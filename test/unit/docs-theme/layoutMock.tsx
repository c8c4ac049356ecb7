// Stand-in for @theme/Layout (owned by the shell), keeping the contract docs pages rely on:
// title and description go into the head, children render in <main>.
import type { ReactNode } from 'react';
import { Helmet } from 'react-helmet-async';

export function MockLayout({
  children,
  title,
  description,
}: {
  children?: ReactNode;
  title?: string;
  description?: string;
}) {
  return (
    <div data-testid="layout">
      <Helmet>
        {title && <title>{title}</title>}
        {description && <meta name="description" content={description} />}
      </Helmet>
      <main>{children}</main>
    </div>
  );
}
