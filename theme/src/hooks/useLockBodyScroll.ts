// Stops the page behind an overlay (mobile menu) from scrolling while it is open.
import { useEffect } from 'react';

export default function useLockBodyScroll(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const body = document.body;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, [locked]);
}
