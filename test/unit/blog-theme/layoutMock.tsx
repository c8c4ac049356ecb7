// Stand-ins for the shell components other people own, so blog tests only exercise blog code.
// Layout keeps the real contract that matters here: title/description go into the head.
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

export function MockTOC({
  toc,
  minHeadingLevel,
  maxHeadingLevel,
}: {
  toc: Array<{ id: string; value: string }>;
  minHeadingLevel: number;
  maxHeadingLevel: number;
}) {
  return (
    <nav aria-label="On this page" data-levels={`${minHeadingLevel}-${maxHeadingLevel}`}>
      {toc.map((item) => (
        <a key={item.id} href={`#${item.id}`}>
          {item.value}
        </a>
      ))}
    </nav>
  );
}
