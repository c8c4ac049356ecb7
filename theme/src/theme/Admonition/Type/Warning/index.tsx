// The warning admonition: something to be careful about.
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import AdmonitionLayout from '@theme/Admonition/Layout';
import AdmonitionIconWarning from '@theme/Admonition/Icon/Warning';
import type { Props as AdmonitionProps } from '@theme/Admonition/Layout';

/** The type defaults to this one's name. */
export type Props = Omit<AdmonitionProps, 'type'> & { type?: string };

export default function AdmonitionTypeWarning({
  type = 'warning',
  icon,
  title,
  className,
  ...props
}: Props) {
  return (
    <AdmonitionLayout
      {...props}
      type={type}
      icon={icon ?? <AdmonitionIconWarning />}
      title={title ?? translate({ id: 'theme.admonition.warning', message: 'warning' })}
      className={clsx('admonition--warning', className)}
    />
  );
}
