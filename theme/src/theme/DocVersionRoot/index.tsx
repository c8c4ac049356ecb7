// In Docusaurus, the route of one docs version around its doc pages. A doc page here is one route
// (DocItem renders the frame), so this only passes its children through, for sites that import it.
import type { ReactNode } from 'react';

export interface Props {
  children?: ReactNode;
}

export default function DocVersionRoot({ children }: Props) {
  return <>{children}</>;
}
