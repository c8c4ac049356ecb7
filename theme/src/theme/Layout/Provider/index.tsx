// Docusaurus puts the providers of its page shell here. This theme's shell components bring their
// own (the navbar its mobile menu's, the doc and blog pages their sidebars'), so the children are
// rendered as they are; a site that wraps this component can add its own providers around them.
import type { ReactNode } from 'react';

export interface Props {
  children: ReactNode;
}

export default function LayoutProvider({ children }: Props) {
  return <>{children}</>;
}
