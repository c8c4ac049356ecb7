// Docusaurus renders docs as nested routes (DocsRoot > DocVersionRoot > DocRoot > DocItem); here a
// doc page is one route whose DocItem renders the whole frame. DocRoot stays for sites that
// import or wrap it: it puts its children in the docs frame (DocRoot/Layout).
import type { ReactNode } from 'react';
import DocRootLayout from '@theme/DocRoot/Layout';

export interface Props {
  children?: ReactNode;
}

export default function DocRoot({ children }: Props) {
  return <DocRootLayout>{children}</DocRootLayout>;
}
