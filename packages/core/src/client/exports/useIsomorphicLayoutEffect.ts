// `@docusaurus/useIsomorphicLayoutEffect`: a layout effect in the browser, a plain effect on the
// server (where layout effects only warn).
import { useEffect, useLayoutEffect } from 'react';

const useIsomorphicLayoutEffect = typeof window !== 'undefined' ? useLayoutEffect : useEffect;
export default useIsomorphicLayoutEffect;
