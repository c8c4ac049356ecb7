// A click on a served button before its component has hydrated is not lost. The page's scripts
// come after its first paint (scriptsAfterPaint.ts), and on a slow phone they take a while to run
// (Lighthouse's mobile run counted 1.0–1.5 s of script evaluation on our pages): a button marked
// with EARLY_CLICK_ATTRIBUTE has its last click remembered by a small inline script until then,
// and the component acts on it once it has hydrated (useEarlyClick).
import { useEffect, type RefObject } from 'react';

/** Marks an element whose clicks before hydration are remembered. */
export const EARLY_CLICK_ATTRIBUTE = 'data-tessera-early-click';

/** Where the inline script keeps the element last clicked. */
const EARLY_CLICK_GLOBAL = '__TESSERA_EARLY_CLICK__';

type EarlyClickWindow = Window & { [EARLY_CLICK_GLOBAL]?: Element | null };

/** The inline script, for the page's HTML (only pages with a marked element carry it). */
export function earlyClickRecorder(appHtml: string): string {
  if (!appHtml.includes(EARLY_CLICK_ATTRIBUTE)) return '';
  const source = `document.addEventListener('click',function(e){var t=e.target;if(t&&t.closest)t=t.closest('[${EARLY_CLICK_ATTRIBUTE}]');if(t)window.${EARLY_CLICK_GLOBAL}=t},true)`;
  return `<script>${source}</script>`;
}

/**
 * Calls `onClick` once the component has hydrated when `ref`'s element, as served, was clicked
 * before. Later clicks reach the component's own handler; the script still records them, but
 * only the element this mount found is compared (a new mount renders a new element). React may
 * also replay a click made while it hydrated to the handler itself: `onClick` should do no harm
 * when called twice (open, not toggle).
 */
export default function useEarlyClick(ref: RefObject<Element | null>, onClick: () => void): void {
  useEffect(() => {
    const early = window as EarlyClickWindow;
    if (!ref.current || early[EARLY_CLICK_GLOBAL] !== ref.current) return;
    early[EARLY_CLICK_GLOBAL] = null;
    onClick();
    // Once, on mount: a click after it went to the component's own handler.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
