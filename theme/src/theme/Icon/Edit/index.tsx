import type { ComponentProps } from 'react';

export type Props = ComponentProps<'svg'>;

/** A pen: edit this page. */
export default function IconEdit({ width = 16, height = 16, ...props }: Props) {
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
        d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z"
      />
    </svg>
  );
}
