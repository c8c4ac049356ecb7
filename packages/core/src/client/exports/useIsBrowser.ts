import { useSiteContext } from '../context';

/** False during static rendering and the first (hydrating) render, true after. */
export default function useIsBrowser(): boolean {
  return useSiteContext().isClient && typeof window !== 'undefined';
}
