import type { SVGProps } from 'react';

/** A half-filled circle: follows the operating system's light/dark setting. */
export default function IconSystemMode({
  width = 20,
  height = 20,
  ...props
}: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={width}
      height={height}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path fill="currentColor" d="M12 3.5a8.5 8.5 0 0 1 0 17z" />
    </svg>
  );
}
