// 'desktop' or 'mobile' from the 996px breakpoint; 'ssr' until the client knows the viewport,
// so server and hydration renders agree.
import { useEffect, useState } from 'react';

export const MOBILE_BREAKPOINT_PX = 996;
export type WindowSize = 'desktop' | 'mobile' | 'ssr';

function read(): WindowSize {
  return window.innerWidth > MOBILE_BREAKPOINT_PX ? 'desktop' : 'mobile';
}

export default function useWindowSize(): WindowSize {
  const [size, setSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => setSize(read());
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return size;
}
