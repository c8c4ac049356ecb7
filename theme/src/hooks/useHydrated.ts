// True once the client has hydrated. useIsBrowser() alone is not enough with this engine: the
// client hydrates with isClient already true, so the first client render would differ from the
// server HTML. Waiting for a mount effect keeps hydration identical to the server render.
import { useEffect, useState } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

export default function useHydrated(): boolean {
  const isBrowser = useIsBrowser();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return isBrowser && mounted;
}
