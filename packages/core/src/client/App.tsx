import { useEffect, useMemo, useState } from 'react';
import Root from '@theme/Root';
import siteConfig from '@generated/site-config.json';
import globalData from '@generated/global-data.json';
import { SiteContextProvider } from './context';
import { allSlicesHydrated } from './exports/HydrationSlice';
import Navigator from './Navigator';
import SiteHead from './SiteHead';
import type { LoadedRoute } from './routing/types';
import type { ClientSiteConfig, GlobalData } from '../shared/types';

export default function App({
  initialRoute,
  isClient: inBrowser,
}: {
  initialRoute: LoadedRoute;
  isClient: boolean;
}) {
  // The hydrating render must match the server HTML, so `isClient` turns true only after mount.
  const [isClient, setIsClient] = useState(false);
  useEffect(() => {
    setIsClient(inBrowser);
    // The page is hydrated and every component's effects have run (this effect runs last; parts
    // in a HydrationSlice hydrate in later tasks, their effects after the next frame): what
    // tests and tools wait for before they press keys. Hydration is sliced (entry.client).
    if (inBrowser)
      void allSlicesHydrated().then(() =>
        requestAnimationFrame(() =>
          setTimeout(() => {
            (window as unknown as { __TESSERA_HYDRATED__?: boolean }).__TESSERA_HYDRATED__ = true;
          }),
        ),
      );
  }, [inBrowser]);
  // The same element while `isClient` changes: the page does not render again when it turns
  // true, only what reads it (useIsBrowser).
  const page = useMemo(
    () => (
      <>
        <SiteHead />
        <Root>
          <Navigator initialRoute={initialRoute} />
        </Root>
      </>
    ),
    [initialRoute],
  );
  return (
    <SiteContextProvider
      value={{
        siteConfig: siteConfig as ClientSiteConfig,
        globalData: globalData as GlobalData,
        isClient,
      }}
    >
      {page}
    </SiteContextProvider>
  );
}
