// Images in MDX load lazily and decode off the main thread.
import type { ComponentPropsWithoutRef } from 'react';
import clsx from 'clsx';

export type Props = ComponentPropsWithoutRef<'img'>;

export default function MDXImg(props: Props) {
  return (
    <img decoding="async" loading="lazy" {...props} className={clsx('mdx-img', props.className)} />
  );
}
