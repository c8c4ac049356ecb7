import type { ComponentProps } from 'react';

export type Props = ComponentProps<'svg'>;

/** Two sheets: copy to the clipboard. */
export default function IconCopy({ width = 16, height = 16, ...props }: Props) {
  return (
    <svg
      width={width}
      height={height}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
        <rect x="9" y="9" width="11" height="11" rx="2" />
        <path
          strokeLinecap="round"
          d="M5 15H4.5A1.5 1.5 0 0 1 3 13.5v-9A1.5 1.5 0 0 1 4.5 3h9A1.5 1.5 0 0 1 15 4.5V5"
        />
      </g>
    </svg>
  );
}
