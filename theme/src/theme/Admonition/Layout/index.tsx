// The frame every admonition type renders in: a tinted box, a heading (icon and title) and the
// content. The type's look comes with its className (`admonition--tip`...); a type without one
// has the note's colours.
import type { ReactNode } from 'react';
import clsx from 'clsx';

export interface Props {
  children?: ReactNode;
  type: string;
  icon?: ReactNode;
  title?: ReactNode;
  className?: string;
}

export default function AdmonitionLayout({ type, icon, title, className, children }: Props) {
  return (
    <div className={clsx('admonition', 'theme-admonition', `theme-admonition-${type}`, className)}>
      {(icon || title) && (
        <div className="admonition__heading">
          <span className="admonition__icon">{icon}</span>
          <span className="admonition__title">{title}</span>
        </div>
      )}
      <div className="admonition__content">{children}</div>
    </div>
  );
}
