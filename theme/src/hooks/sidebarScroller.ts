// The desktop sidebar's scroll box shows the current page when it mounts; a category whose items
// arrive later (fetched, or listed in full after hydration) asks it to do so again.
import { createContext, useContext } from 'react';

const ShowPageInSidebarContext = createContext<(() => void) | null>(null);

export const ShowPageInSidebarProvider = ShowPageInSidebarContext.Provider;

/** Brings the current page's item back into the sidebar's view (a no-op outside the desktop one). */
export function useShowPageInSidebar(): () => void {
  return useContext(ShowPageInSidebarContext) ?? noop;
}

function noop() {}
