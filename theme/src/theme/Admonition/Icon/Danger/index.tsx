import type { ComponentProps } from 'react';

export type Props = ComponentProps<'svg'>;

/** The danger admonition's icon: an octagon with an exclamation mark. */
export default function AdmonitionIconDanger({ width = 18, height = 18, ...props }: Props) {
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
      <path d="M7.9 2h8.2L22 7.9v8.2L16.1 22H7.9L2 16.1V7.9zM12 8v4M12 16h.01" />
    </svg>
  );
}
