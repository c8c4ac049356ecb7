// `## Title` in MDX: the theme's Heading (anchor link, id).
import type { ComponentProps } from 'react';
import Heading from '@theme/Heading';

export type Props = ComponentProps<typeof Heading>;

export default function MDXHeading(props: Props) {
  return <Heading {...props} />;
}
