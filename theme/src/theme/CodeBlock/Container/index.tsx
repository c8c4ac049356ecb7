// The box around a code block (`as` names its element).
import type { ComponentProps, ElementType } from 'react';
import clsx from 'clsx';

export type Props<T extends ElementType = 'div'> = { as?: T } & ComponentProps<T>;

export default function CodeBlockContainer<T extends ElementType = 'div'>({
  as,
  className,
  ...props
}: Props<T>) {
  const As: ElementType = as ?? 'div';
  return <As className={clsx('code-block', className)} {...props} />;
}
