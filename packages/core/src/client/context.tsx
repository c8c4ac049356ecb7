import { createContext, useContext, type ReactNode } from 'react';
import type { ClientSiteConfig, GlobalData } from '../shared/types';

export interface SiteContextValue {
  siteConfig: ClientSiteConfig;
  globalData: GlobalData;
  isClient: boolean;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

export function SiteContextProvider({
  value,
  children,
}: {
  value: SiteContextValue;
  children: ReactNode;
}) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSiteContext(): SiteContextValue {
  const ctx = useContext(SiteContext);
  if (!ctx)
    throw new Error('useSiteContext() was called outside the site. Render inside the Tessera app.');
  return ctx;
}

/** The route being rendered: its loaded modules and props. */
export interface RouteContextValue {
  id: string;
  path: string;
  sidebar?: string;
  plugin?: { name: string; id: string };
}
export const RouteContext = createContext<RouteContextValue | null>(null);

/** Collects links and anchors while rendering on the server, for the broken link checker. */
export interface LinkCollector {
  links: Set<string>;
}
export const LinkCollectorContext = createContext<LinkCollector | null>(null);
