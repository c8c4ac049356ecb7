import { useIsClient } from '../context';

/** False during static rendering and the first (hydrating) render, true after. */
export default function useIsBrowser(): boolean {
  return useIsClient() && typeof window !== 'undefined';
}
