// `[text](url)` in MDX: the router's Link (client navigation, prefetch, external links in a new tab).
import type { ComponentPropsWithoutRef } from 'react';
import Link from '@docusaurus/Link';

export type Props = ComponentPropsWithoutRef<'a'>;

export default function MDXA(props: Props) {
  return <Link {...props} />;
}
