// The note admonition: something worth knowing.
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import AdmonitionLayout from '@theme/Admonition/Layout';
import AdmonitionIconNote from '@theme/Admonition/Icon/Note';
import type { Props as AdmonitionProps } from '@theme/Admonition/Layout';

/** The type defaults to this one's name. */
export type Props = Omit<AdmonitionProps, 'type'> & { type?: string };

export default function AdmonitionTypeNote({
  type = 'note',
  icon,
  title,
  className,
  ...props
}: Props) {
  return (
    <AdmonitionLayout
      {...props}
      type={type}
      icon={icon ?? <AdmonitionIconNote />}
      title={title ?? translate({ id: 'theme.admonition.note', message: 'note' })}
      className={clsx('admonition--note', className)}
    />
  );
}
