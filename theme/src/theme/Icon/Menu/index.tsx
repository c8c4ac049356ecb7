import type { ComponentProps } from 'react';

export type Props = ComponentProps<'svg'>;

/** Three lines: opens the navigation menu. */
export default function IconMenu({ width = 24, height = 24, ...props }: Props) {
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
        stroke="currentColor"
        strokeLinecap="round"
        strokeWidth="2"
        d="M4 7h16M4 12h16M4 17h16"
      />
    </svg>
  );
}
