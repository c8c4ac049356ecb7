import type { ReactNode } from 'react';
import Head from '../../exports/Head';

export default function Layout({
  children,
  title,
  description,
}: {
  children: ReactNode;
  title?: string;
  description?: string;
}) {
  return (
    <>
      <Head>
        {title && <title>{title}</title>}
        {description && <meta name="description" content={description} />}
      </Head>
      <main>{children}</main>
    </>
  );
}
