// The site-wide announcement above the navbar (AnnouncementBar/Content and CloseButton). The
// server always renders it; a bar the visitor dismissed is hidden by CSS from the first paint
// through the html attribute the theme's inline script sets, so there is no flash. Closing it
// stores its id.
import { useCallback, useEffect, useState } from 'react';
import AnnouncementBarContent from '@theme/AnnouncementBar/Content';
import AnnouncementBarCloseButton from '@theme/AnnouncementBar/CloseButton';
import useThemeConfig from '../../hooks/useThemeConfig';
import './styles.css';

export const ANNOUNCEMENT_DISMISS_KEY = 'announcement-dismiss-id';
const HTML_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

function isDismissed(id: string): boolean {
  try {
    return window.localStorage.getItem(ANNOUNCEMENT_DISMISS_KEY) === id;
  } catch {
    return false;
  }
}

export default function AnnouncementBar() {
  const { announcementBar } = useThemeConfig();
  const id = announcementBar?.id ?? 'announcement-bar';
  const isCloseable = announcementBar?.isCloseable ?? true;
  const [closed, setClosed] = useState(false);

  // A dismissed bar stays hidden by CSS; unmount it after hydration so it is also out of the
  // accessibility tree and tab order.
  useEffect(() => {
    if (isCloseable && isDismissed(id)) setClosed(true);
  }, [id, isCloseable]);

  const close = useCallback(() => {
    try {
      window.localStorage.setItem(ANNOUNCEMENT_DISMISS_KEY, id);
    } catch {
      // Not remembered; still closed for this page view.
    }
    document.documentElement.setAttribute(HTML_ATTRIBUTE, 'true');
    setClosed(true);
  }, [id]);

  if (!announcementBar || closed) return null;
  return (
    <div
      className="announcement-bar"
      role="banner"
      data-announcement-id={id}
      style={{ backgroundColor: announcementBar.backgroundColor, color: announcementBar.textColor }}
    >
      {isCloseable && <div className="announcement-bar__placeholder" />}
      <AnnouncementBarContent />
      {isCloseable && <AnnouncementBarCloseButton onClick={close} />}
    </div>
  );
}
