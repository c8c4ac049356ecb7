// The announcement's text: trusted HTML from themeConfig.announcementBar.content.
import type { ComponentProps } from 'react';
import clsx from 'clsx';
import useThemeConfig from '../../../hooks/useThemeConfig';

export type Props = ComponentProps<'div'>;

export default function AnnouncementBarContent({ className, ...props }: Props) {
  const { announcementBar } = useThemeConfig();
  return (
    <div
      className={clsx('announcement-bar__content', className)}
      dangerouslySetInnerHTML={{ __html: announcementBar?.content ?? '' }}
      {...props}
    />
  );
}
