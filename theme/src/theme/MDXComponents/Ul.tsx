// Lists in MDX, as written (task lists are styled by their `contains-task-list` class).
import type { ComponentPropsWithoutRef } from 'react';

export type Props = ComponentPropsWithoutRef<'ul'>;

export default function MDXUl(props: Props) {
  return <ul {...props} />;
}
