// Callouts from `:::note` ... `:::` blocks (the MDX pipeline turns them into <Admonition>) or
// written as JSX. Six types; caution looks like warning, and the extra Docusaurus types
// (important, success, secondary) borrow the closest look.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import './styles.css';
import { translate } from '@docusaurus/Translate';

export interface AdmonitionProps {
  type?: string;
  title?: ReactNode;
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

type Look = 'note' | 'tip' | 'info' | 'warning' | 'danger';

const LOOKS: Record<string, Look> = {
  note: 'note',
  secondary: 'note',
  tip: 'tip',
  success: 'tip',
  info: 'info',
  important: 'info',
  warning: 'warning',
  caution: 'warning',
  danger: 'danger',
};

const ICON_PATHS: Record<Look, ReactNode> = {
  // Pencil on a page.
  note: <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />,
  // Light bulb.
  tip: (
    <path d="M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7c.6.5 1 1.3 1 2.3h6c0-1 .4-1.8 1-2.3A7 7 0 0 0 12 2z" />
  ),
  // Circled i.
  info: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-4M12 8h.01" />
    </>
  ),
  // Triangle with !.
  warning: (
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01" />
  ),
  // Octagon with !.
  danger: <path d="M7.9 2h8.2L22 7.9v8.2L16.1 22H7.9L2 16.1V7.9zM12 8v4M12 16h.01" />,
};

function Icon({ look }: { look: Look }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ICON_PATHS[look]}
    </svg>
  );
}

export default function Admonition({
  type = 'note',
  title,
  icon,
  className,
  children,
}: AdmonitionProps) {
  const look = LOOKS[type] ?? 'note';
  return (
    <div
      className={clsx(
        'admonition',
        `admonition--${look}`,
        `theme-admonition`,
        `theme-admonition-${type}`,
        className,
      )}
    >
      <div className="admonition__heading">
        <span className="admonition__icon">{icon ?? <Icon look={look} />}</span>
        <span className="admonition__title">
          {title ?? translate({ id: `theme.admonition.${type}`, message: type })}
        </span>
      </div>
      <div className="admonition__content">{children}</div>
    </div>
  );
}
