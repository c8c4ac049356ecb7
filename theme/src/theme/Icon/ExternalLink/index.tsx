import type { ComponentProps } from 'react';

export type Props = ComponentProps<'svg'>;

/** Small arrow-out-of-box mark after links that leave the site. */
export default function IconExternalLink({ width = 12, height = 12, ...props }: Props) {
  return (
    <svg
      width={width}
      height={height}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className="icon-external-link"
      {...props}
    >
      <path
        fill="currentColor"
        d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z"
      />
    </svg>
  );
}
