// The docs sidebar of the current page, shared between the doc page (desktop sidebar) and the
// navbar's mobile menu (secondary menu with 'Back to main menu').
import { createContext, useContext, type ReactNode } from 'react';
import { FullSidebarContext } from './useOmittedSidebarItems';
import type { ClientSidebar, ClientSidebarItem } from '@tessera/plugin-docs/client';

// The plugin defines the shape it emits; the theme only reads it.
export type SidebarItem = ClientSidebarItem;
export type DocsSidebar = ClientSidebar;

const DocsSidebarContext = createContext<DocsSidebar | null>(null);

/** `full`: the whole sidebar when `sidebar` is a page's pruned copy, given to the static renderer only. */
export function DocsSidebarProvider({
  sidebar,
  full,
  children,
}: {
  sidebar: DocsSidebar | null;
  full?: DocsSidebar;
  children: ReactNode;
}) {
  return (
    <DocsSidebarContext.Provider value={sidebar}>
      <FullSidebarContext.Provider value={full ?? null}>{children}</FullSidebarContext.Provider>
    </DocsSidebarContext.Provider>
  );
}

export function useDocsSidebar(): DocsSidebar | null {
  return useContext(DocsSidebarContext);
}
