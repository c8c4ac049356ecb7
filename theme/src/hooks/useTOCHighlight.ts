// The id of the heading the reader is in: the last TOC heading that has scrolled above a line a
// quarter down the viewport (below the sticky navbar). At the very bottom of the page, short
// final sections never reach that line, so the last heading on screen wins.
import { useEffect, useState } from 'react';

function navbarHeight(): number {
  const value = parseFloat(
    getComputedStyle(document.documentElement).getPropertyValue('--t-navbar-height'),
  );
  return Number.isFinite(value) ? value : 60;
}

export function activeHeadingId(ids: readonly string[]): string | undefined {
  const headings = ids
    .map((id) => document.getElementById(id))
    .filter((el): el is HTMLElement => el !== null);
  if (!headings.length) return undefined;
  const viewport = window.innerHeight;
  const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 4;
  if (atBottom) {
    const onScreen = headings.filter((h) => h.getBoundingClientRect().top < viewport);
    if (onScreen.length) return onScreen[onScreen.length - 1]!.id;
  }
  const line = navbarHeight() + viewport * 0.25;
  let active: HTMLElement | undefined;
  for (const heading of headings) {
    if (heading.getBoundingClientRect().top <= line) active = heading;
    else break;
  }
  return active?.id;
}

export default function useTOCHighlight(
  ids: readonly string[],
  enabled = true,
): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined);
  const key = ids.join('\n');

  useEffect(() => {
    if (!enabled || !key) return undefined;
    const list = key.split('\n');
    let frame = 0;
    const update = () => {
      frame = 0;
      setActive(activeHeadingId(list));
    };
    // At most one measurement per frame, however many scroll events arrive.
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [key, enabled]);

  return active;
}
