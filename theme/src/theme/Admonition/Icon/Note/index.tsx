import type { ComponentProps } from 'react';

export type Props = ComponentProps<'svg'>;

/** The note admonition's icon: a pen on a page. */
export default function AdmonitionIconNote({ width = 18, height = 18, ...props }: Props) {
  return (
    <svg
      width={width}
      height={height}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
    </svg>
  );
}
