// The tip admonition: a better way to do something.
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import AdmonitionLayout from '@theme/Admonition/Layout';
import AdmonitionIconTip from '@theme/Admonition/Icon/Tip';
import type { Props as AdmonitionProps } from '@theme/Admonition/Layout';

/** The type defaults to this one's name. */
export type Props = Omit<AdmonitionProps, 'type'> & { type?: string };

export default function AdmonitionTypeTip({
  type = 'tip',
  icon,
  title,
  className,
  ...props
}: Props) {
  return (
    <AdmonitionLayout
      {...props}
      type={type}
      icon={icon ?? <AdmonitionIconTip />}
      title={title ?? translate({ id: 'theme.admonition.tip', message: 'tip' })}
      className={clsx('admonition--tip', className)}
    />
  );
}
