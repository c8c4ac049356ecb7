// The "On this page" button that opens and closes the collapsible TOC.
import type { ComponentProps } from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';

export interface Props extends ComponentProps<'button'> {
  collapsed: boolean;
}

export default function TOCCollapsibleCollapseButton({ collapsed, className, ...props }: Props) {
  return (
    <button
      type="button"
      className={clsx('toc-collapsible__button', className)}
      aria-expanded={!collapsed}
      {...props}
    >
      <Translate id="theme.TOC.title">On this page</Translate>
      <svg
        className="toc-collapsible__caret"
        width="16"
        height="16"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="m9 6 6 6-6 6"
        />
      </svg>
    </button>
  );
}
