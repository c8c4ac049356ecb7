// Keyboard shortcuts of the search modal, active before its code has loaded: Ctrl/Cmd+K toggles,
// '/' outside text fields opens, Escape closes, and a printable key typed while the search button
// has focus opens the modal with that key as the query (Ctrl/Cmd/Alt combinations do not).
import { useEffect, type RefObject } from 'react';

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

export default function useSearchShortcuts({
  isOpen,
  onOpen,
  onClose,
  buttonRef,
}: SearchShortcuts): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
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
  }, [isOpen, onOpen, onClose, buttonRef]);
}
