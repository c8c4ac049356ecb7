// Callouts from `:::note` ... `:::` blocks (the MDX pipeline turns them into <Admonition>) or
// written as JSX. The component for each type comes from `@theme/Admonition/Types` (note, tip,
// info, warning, danger, caution, and the older secondary, important and success), so a site
// adds a type by swizzling that map. A type it does not have is drawn like a note, titled with
// the type's name.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import AdmonitionTypes from '@theme/Admonition/Types';
import AdmonitionLayout from '@theme/Admonition/Layout';
import AdmonitionIconNote from '@theme/Admonition/Icon/Note';
import './styles.css';
import { translate } from '@docusaurus/Translate';

export interface AdmonitionProps {
  type?: string;
  title?: ReactNode;
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

export type Props = AdmonitionProps;

export default function Admonition({ type = 'note', ...props }: AdmonitionProps) {
  const AdmonitionType = Object.hasOwn(AdmonitionTypes, type) ? AdmonitionTypes[type] : undefined;
  if (AdmonitionType) return <AdmonitionType type={type} {...props} />;
  return (
    <AdmonitionLayout
      type={type}
      {...props}
      icon={props.icon ?? <AdmonitionIconNote />}
      title={props.title ?? translate({ id: `theme.admonition.${type}`, message: type })}
      className={clsx('admonition--note', props.className)}
    />
  );
}
