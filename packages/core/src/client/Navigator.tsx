// Keeps the current page on screen while the next route loads, then swaps, scrolls and runs
// the client modules' route hooks. A progress bar shows if loading takes over 200 ms; a route
// whose code fails to load reloads the whole page.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  UNSAFE_LocationContext as LocationContext,
  NavigationType,
  useLocation,
  useNavigate,
  type Location,
} from 'react-router-dom';
import siteConfig from '@generated/site-config.json';
import { normalizeRoutePath, stripHtmlSuffix } from '../shared/paths';
import { loadRoute, onRouteContentChanged, onRouteLoaderReplaced } from './routing/loader';
import { pageShown } from './routing/prefetch';
import { loadHelmet } from './head/helmet';
import { startProgressAfterDelay } from './progress';
import { dispatchRouteLifecycle } from './clientModules';
import RouteContent from './RouteContent';
import type { LoadedRoute } from './routing/types';

interface Shown {
  location: Location;
  route: LoadedRoute;
}

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function scrollToTarget(location: Location): void {
  const id = decodeURIComponent(location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

/**
 * A route component may name data its page needs beyond its modules: a static
 * `prepare(props)` returning a promise. A client navigation waits for it before it swaps pages,
 * so the next page does not show half-filled (the docs theme fetches left-out sidebar items).
 */
type Preparable = { prepare?: (props: Record<string, unknown>) => Promise<unknown> };

function prepareRoute(route: LoadedRoute): Promise<LoadedRoute> {
  const { prepare } = route.Component as Preparable;
  if (!prepare) return Promise.resolve(route);
  // A failure is the page's to show: swap anyway.
  return prepare({ ...route.modules, ...route.props }).then(
    () => route,
    () => route,
  );
}

export default function Navigator({ initialRoute }: { initialRoute: LoadedRoute }) {
  const location = useLocation();
  const [shown, setShown] = useState<Shown>({ location, route: initialRoute });
  const previous = useRef<Location | null>(null);

  const navigate = useNavigate();

  useEffect(() => {
    if (location === shown.location) return;
    // A link or script went to `/x.html` or `/x/index.html`: that is the page `/x` (spec).
    const clean = stripHtmlSuffix(location.pathname, siteConfig.trailingSlash);
    if (clean !== location.pathname) {
      navigate(
        { pathname: clean, search: location.search, hash: location.hash },
        { replace: true, state: location.state },
      );
      return;
    }
    const samePage =
      normalizeRoutePath(location.pathname) === normalizeRoutePath(shown.location.pathname);
    if (samePage) {
      setShown({ location, route: shown.route });
      return;
    }
    let cancelled = false;
    const cleanups = dispatchRouteLifecycle('onRouteUpdate', {
      previousLocation: shown.location,
      location,
    });
    const stopProgress = startProgressAfterDelay();
    // Helmet too: the next page's <Head> sets its title (helmet is not loaded at start-up).
    Promise.all([loadRoute(location.pathname).then(prepareRoute), loadHelmet()])
      .then(
        ([route]) => {
          if (!cancelled) setShown({ location, route });
        },
        (error: unknown) => {
          console.warn('Could not load the next page; reloading.', error);
          window.location.reload();
        },
      )
      .finally(() => {
        stopProgress();
        cleanups.forEach((c) => c());
      });
    return () => {
      cancelled = true;
    };
    // Only a new location starts a load; `shown` is read as of that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location]);

  // Dev: a hot update replaced the route table or a page module, or an edit's content arrived
  // before it; reload what is shown.
  useEffect(() => {
    const reload = () => {
      loadRoute(shown.location.pathname).then(
        (route) => setShown((s) => ({ ...s, route })),
        console.error,
      );
    };
    const stopLoader = onRouteLoaderReplaced(reload);
    const stopContent = onRouteContentChanged(reload);
    return () => {
      stopLoader();
      stopContent();
    };
  }, [shown.location]);

  // The page on screen is hydrated or swapped in: its links may prefetch once the browser idles.
  useEffect(() => pageShown(shown.location.pathname), [shown.location]);

  useIsoLayoutEffect(() => {
    if (previous.current === shown.location) return;
    const prev = previous.current;
    previous.current = shown.location;
    if (prev === null) return;
    scrollToTarget(shown.location);
    dispatchRouteLifecycle('onRouteDidUpdate', {
      previousLocation: prev,
      location: shown.location,
    });
  }, [shown.location]);

  // The page on screen sees its own location until the next one replaces it (what <Routes
  // location> does; <Routes> itself would bring react-router's route matching into main).
  return (
    <LocationContext.Provider
      value={{ location: shown.location, navigationType: NavigationType.Pop }}
    >
      <RouteContent route={shown.route} />
    </LocationContext.Provider>
  );
}
