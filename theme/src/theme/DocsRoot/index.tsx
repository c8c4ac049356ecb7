// In Docusaurus, the route of a docs plugin around its versions. A doc page here is one route
// (DocItem renders the frame), so this only passes its children through, for sites that import it.
import type { ReactNode } from 'react';

export interface Props {
  children?: ReactNode;
}

export default function DocsRoot({ children }: Props) {
  return <>{children}</>;
}
