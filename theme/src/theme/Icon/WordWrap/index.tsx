import type { ComponentProps } from 'react';

export type Props = ComponentProps<'svg'>;

/** A line folding back under itself: wrap long lines. */
export default function IconWordWrap({ width = 16, height = 16, ...props }: Props) {
  return (
    <svg
      width={width}
      height={height}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M4 6h16M4 12h13a3 3 0 0 1 0 6h-4m2-2-2 2 2 2M4 18h5"
      />
    </svg>
  );
}
