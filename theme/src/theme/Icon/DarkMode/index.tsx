import type { ComponentProps } from 'react';

export type Props = ComponentProps<'svg'>;

/** A crescent moon. */
export default function IconDarkMode({ width = 20, height = 20, ...props }: Props) {
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
        strokeLinejoin="round"
        d="M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11z"
      />
    </svg>
  );
}
