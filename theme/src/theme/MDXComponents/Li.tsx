// List items in MDX, as written (a task's checkbox comes with its item).
import type { ComponentPropsWithoutRef } from 'react';

export type Props = ComponentPropsWithoutRef<'li'>;

export default function MDXLi(props: Props) {
  return <li {...props} />;
}
