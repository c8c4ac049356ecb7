// The danger admonition: something that can break things or lose data.
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import AdmonitionLayout from '@theme/Admonition/Layout';
import AdmonitionIconDanger from '@theme/Admonition/Icon/Danger';
import type { Props as AdmonitionProps } from '@theme/Admonition/Layout';

/** The type defaults to this one's name. */
export type Props = Omit<AdmonitionProps, 'type'> & { type?: string };

export default function AdmonitionTypeDanger({
  type = 'danger',
  icon,
  title,
  className,
  ...props
}: Props) {
  return (
    <AdmonitionLayout
      {...props}
      type={type}
      icon={icon ?? <AdmonitionIconDanger />}
      title={title ?? translate({ id: 'theme.admonition.danger', message: 'danger' })}
      className={clsx('admonition--danger', className)}
    />
  );
}
