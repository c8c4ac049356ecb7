// Docusaurus' older name for a warning: the warning's look, its own title.
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import AdmonitionLayout from '@theme/Admonition/Layout';
import AdmonitionIconWarning from '@theme/Admonition/Icon/Warning';
import type { Props as AdmonitionProps } from '@theme/Admonition/Layout';

/** The type defaults to this one's name. */
export type Props = Omit<AdmonitionProps, 'type'> & { type?: string };

export default function AdmonitionTypeCaution({
  type = 'caution',
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
      title={title ?? translate({ id: 'theme.admonition.caution', message: 'caution' })}
      className={clsx('admonition--warning', className)}
    />
  );
}
