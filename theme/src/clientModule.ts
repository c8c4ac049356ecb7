// Runs on every page: nothing to do yet beyond being the place route hooks of the theme live.
import type { RouteUpdateArgs } from '@tessera/core/client';

export function onRouteDidUpdate({ location, previousLocation }: RouteUpdateArgs): void {
  // Move focus to the page so keyboard and screen-reader users start at the new content.
  if (previousLocation && location.pathname !== previousLocation.pathname) {
    document.getElementById('__main')?.focus({ preventScroll: true });
  }
}
