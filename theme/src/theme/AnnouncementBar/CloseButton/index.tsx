// The announcement bar's close button.
import type { ComponentProps } from 'react';
import clsx from 'clsx';
import IconClose from '@theme/Icon/Close';
import { translate } from '@docusaurus/Translate';

export type Props = ComponentProps<'button'>;

export default function AnnouncementBarCloseButton({ className, ...props }: Props) {
  const label = translate({
    id: 'theme.AnnouncementBar.closeButtonAriaLabel',
    message: 'Close',
  });
  return (
    <button
      type="button"
      className={clsx('announcement-bar__close', className)}
      aria-label={label}
      title={label}
      {...props}
    >
      <IconClose width={14} height={14} />
    </button>
  );
}
