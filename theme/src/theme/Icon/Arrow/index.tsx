import type { ComponentProps } from 'react';

export type Props = ComponentProps<'svg'>;

/** A chevron pointing left (collapse); rotate it with CSS for other directions. */
export default function IconArrow({ width = 20, height = 20, ...props }: Props) {
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
        d="m15 6-6 6 6 6"
      />
    </svg>
  );
}
