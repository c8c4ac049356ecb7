// The info admonition: background information.
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import AdmonitionLayout from '@theme/Admonition/Layout';
import AdmonitionIconInfo from '@theme/Admonition/Icon/Info';
import type { Props as AdmonitionProps } from '@theme/Admonition/Layout';

/** The type defaults to this one's name. */
export type Props = Omit<AdmonitionProps, 'type'> & { type?: string };

export default function AdmonitionTypeInfo({
  type = 'info',
  icon,
  title,
  className,
  ...props
}: Props) {
  return (
    <AdmonitionLayout
      {...props}
      type={type}
      icon={icon ?? <AdmonitionIconInfo />}
      title={title ?? translate({ id: 'theme.admonition.info', message: 'info' })}
      className={clsx('admonition--info', className)}
    />
  );
}
