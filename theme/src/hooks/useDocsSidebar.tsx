// The docs sidebar of the current page, shared between the doc page (desktop sidebar) and the
// navbar's mobile menu (secondary menu with 'Back to main menu').
import { createContext, useContext, type ReactNode } from 'react';

export type SidebarItem =
  | { type: 'link'; label: string; href: string; docId?: string; className?: string; unlisted?: boolean }
  | {
      type: 'category';
      label: string;
      items: SidebarItem[];
      href?: string;
      collapsed: boolean;
      collapsible: boolean;
      className?: string;
      linkUnlisted?: boolean;
      /** Items left out of this page's copy (see useOmittedSidebarItems): count, position, full sidebar URL. */
      omitted?: { count: number; path: number[]; url: string };
    }
  | { type: 'html'; value: string; className?: string };

export interface DocsSidebar {
  name: string;
  items: SidebarItem[];
}

const DocsSidebarContext = createContext<DocsSidebar | null>(null);

export function DocsSidebarProvider({ sidebar, children }: { sidebar: DocsSidebar | null; children: ReactNode }) {
  return <DocsSidebarContext.Provider value={sidebar}>{children}</DocsSidebarContext.Provider>;
}

export function useDocsSidebar(): DocsSidebar | null {
  return useContext(DocsSidebarContext);
}
