import type { LoadedSite } from '../site';

/** What the dev server's parts share: the site as last loaded (the reloader replaces it). */
export class DevState {
  /** The route components' files: compiled with the first build, not lazily. */
  routeComponents: Set<string>;

  constructor(public site: LoadedSite) {
    this.routeComponents = routeComponentFiles(site);
  }

  replaceSite(site: LoadedSite): void {
    this.site = site;
    this.routeComponents = routeComponentFiles(site);
  }
}

function routeComponentFiles(site: LoadedSite): Set<string> {
  return new Set(site.routes.map((r) => site.aliases[r.component] ?? r.component));
}
