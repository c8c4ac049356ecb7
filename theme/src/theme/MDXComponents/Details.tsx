// `<details>` in MDX: the theme's animated Details, which takes its summary from the <summary>
// child.
import type { ComponentPropsWithoutRef } from 'react';
import Details from '@theme/Details';

export type Props = ComponentPropsWithoutRef<'details'>;

export default function MDXDetails(props: Props) {
  return <Details {...props} />;
}
