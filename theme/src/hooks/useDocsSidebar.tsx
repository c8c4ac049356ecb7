// The docs sidebar of the current page, shared between the doc page (desktop sidebar) and the
// navbar's mobile menu (secondary menu with 'Back to main menu').
import { createContext, useContext, type ReactNode } from 'react';
import type { ClientSidebar, ClientSidebarItem } from '@tessera/plugin-docs/src/types';

// The plugin defines the shape it emits; the theme only reads it.
export type SidebarItem = ClientSidebarItem;
export type DocsSidebar = ClientSidebar;

const DocsSidebarContext = createContext<DocsSidebar | null>(null);

export function DocsSidebarProvider({ sidebar, children }: { sidebar: DocsSidebar | null; children: ReactNode }) {
  return <DocsSidebarContext.Provider value={sidebar}>{children}</DocsSidebarContext.Provider>;
}

export function useDocsSidebar(): DocsSidebar | null {
  return useContext(DocsSidebarContext);
}
