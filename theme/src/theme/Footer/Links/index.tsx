// The footer's links: titled columns (Footer/Links/MultiColumn), or one row of links when the
// config lists links without columns (Footer/Links/Simple).
import FooterLinksMultiColumn from '@theme/Footer/Links/MultiColumn';
import FooterLinksSimple from '@theme/Footer/Links/Simple';
import type { FooterConfig } from '../../../hooks/navbarTypes';

export interface Props {
  links: FooterConfig['links'];
}

type Column = Extract<FooterConfig['links'][number], { items: unknown }>;
type LinkItem = Exclude<FooterConfig['links'][number], Column>;

function isColumn(entry: FooterConfig['links'][number]): entry is Column {
  return Array.isArray((entry as { items?: unknown }).items);
}

export default function FooterLinks({ links }: Props) {
  return links.every(isColumn) ? (
    <FooterLinksMultiColumn columns={links} />
  ) : (
    <FooterLinksSimple links={links as LinkItem[]} />
  );
}
