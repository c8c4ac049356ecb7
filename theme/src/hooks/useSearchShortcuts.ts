// Keyboard shortcuts of the search modal, active before its code has loaded: Ctrl/Cmd+K toggles,
// '/' outside text fields opens, Escape closes, and a printable key typed while the search button
// has focus opens the modal with that key as the query (Ctrl/Cmd/Alt combinations do not).
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

export interface SearchShortcuts {
  isOpen: boolean;
  onOpen: (initialQuery?: string) => void;
  onClose: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

export default function useSearchShortcuts(shortcuts: SearchShortcuts): void {
  // The listener reads the latest state from a ref set in the commit that changed it: a listener
  // re-subscribed by an effect would run a frame late on Preact, and a key pressed right after the
  // modal closed would still see it open.
  const latest = useRef(shortcuts);
  useLayoutEffect(() => {
    latest.current = shortcuts;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { isOpen, onOpen, onClose, buttonRef } = latest.current;
      if (event.isComposing) return;
      const withModifier = event.ctrlKey || event.metaKey;
      if (withModifier && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        if (isOpen) onClose();
        else onOpen();
        return;
      }
      if (isOpen) {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
        return;
      }
      // Another widget already used this key.
      if (event.defaultPrevented) return;
      if (event.key === '/' && !withModifier && !event.altKey && !isTextField(event.target)) {
        event.preventDefault();
        onOpen();
        return;
      }
      const printable =
        event.key.length === 1 && event.key.trim() !== '' && !withModifier && !event.altKey;
      if (printable && buttonRef.current && document.activeElement === buttonRef.current) {
        event.preventDefault();
        onOpen(event.key);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
