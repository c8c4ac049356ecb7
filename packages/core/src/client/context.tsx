import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ClientSiteConfig, GlobalData } from '../shared/types';

export interface SiteData {
  siteConfig: ClientSiteConfig;
  globalData: GlobalData;
}

export interface SiteContextValue extends SiteData {
  isClient: boolean;
}

// Two contexts: the config and global data never change during a visit, while `isClient` turns
// true once the page has hydrated. Every link reads the config: in one context with `isClient`,
// all of them would render again right after hydration.
const SiteDataContext = createContext<SiteData | null>(null);
const IsClientContext = createContext(false);

export function SiteContextProvider({
  value,
  children,
}: {
  value: SiteContextValue;
  children: ReactNode;
}) {
  const { siteConfig, globalData, isClient } = value;
  const data = useMemo(() => ({ siteConfig, globalData }), [siteConfig, globalData]);
  return (
    <SiteDataContext.Provider value={data}>
      <IsClientContext.Provider value={isClient}>{children}</IsClientContext.Provider>
    </SiteDataContext.Provider>
  );
}

/** The config and global data (never changes during a visit). */
export function useSiteData(): SiteData {
  const data = useContext(SiteDataContext);
  if (!data)
    throw new Error('useSiteContext() was called outside the site. Render inside the Tessera app.');
  return data;
}

/** False during static rendering and the hydrating render, true after. */
export function useIsClient(): boolean {
  return useContext(IsClientContext);
}

export function useSiteContext(): SiteContextValue {
  const data = useSiteData();
  const isClient = useIsClient();
  return useMemo(() => ({ ...data, isClient }), [data, isClient]);
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
