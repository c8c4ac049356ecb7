import type { ComponentProps } from 'react';

export type Props = ComponentProps<'svg'>;

/** The info admonition's icon: a circled i. */
export default function AdmonitionIconInfo({ width = 18, height = 18, ...props }: Props) {
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
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-4M12 8h.01" />
    </svg>
  );
}
