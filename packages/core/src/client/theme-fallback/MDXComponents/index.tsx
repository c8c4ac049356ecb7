import type { ReactNode } from 'react';
import Link from '../../exports/Link';

function Admonition({
  type,
  title,
  children,
}: {
  type: string;
  title?: string;
  children: ReactNode;
}) {
  return (
    <div className={`admonition admonition-${type}`} role="note">
      <p>
        <strong>{title ?? type.toUpperCase()}</strong>
      </p>
      {children}
    </div>
  );
}

/** The components MDX content renders with; themes override this with their own set. */
const MDXComponents = {
  a: (props: { href?: string }) => <Link {...props} />,
  Admonition,
};

export default MDXComponents;
