import type { ComponentProps } from 'react';

export type Props = ComponentProps<'svg'>;

/** An x: closes a panel or a bar. */
export default function IconClose({ width = 20, height = 20, ...props }: Props) {
  return (
    <svg
      width={width}
      height={height}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
