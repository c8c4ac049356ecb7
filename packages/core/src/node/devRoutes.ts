// The dev server's route table: only the routes the browser has opened are compiled (see
// writeDevRouteLoader). A page's HTML request, or a client-side navigation, opens its route.
import path from 'node:path';
import { writeDevRouteLoader, type GeneratedRoute } from './codegen';
import { normalizeRoutePath } from '../shared/paths';

export class DevRouteTable {
  readonly file: string;
  private writing: Promise<void> = Promise.resolve();
  private pending: Promise<void> | null = null;
  private seen: () => void = () => undefined;

  /** `active`: ids of the opened routes, which codegen also writes the table from on every site load. */
  constructor(
    private readonly generatedDir: string,
    private readonly baseUrl: string,
    private readonly active: Set<string>,
  ) {
    this.file = path.join(generatedDir, 'route-loader.js');
  }

  /**
   * Opens the route of `pathname` (or the 404 page) in `routes`; resolves once the new table is
   * written, which webpack's watcher then picks up.
   */
  open(pathname: string, routes: GeneratedRoute[]): Promise<void> {
    const route = this.routeOf(pathname, routes);
    return route ? this.openRoute(route, routes) : Promise.resolve();
  }

  /** Opens `route`, one of `routes`, found already (see `open`). */
  async openRoute(route: GeneratedRoute, routes: GeneratedRoute[]): Promise<void> {
    if (this.active.has(route.id)) return;
    this.active.add(route.id);
    // One write at a time: the last one holds every route opened meanwhile.
    this.writing = this.writing.then(async () => {
      if (await writeDevRouteLoader(this.generatedDir, routes, this.active)) this.awaitWatcher();
    });
    await this.writing;
  }

  /** The route of `pathname` in `routes`, else the 404 page's. */
  routeOf(pathname: string, routes: GeneratedRoute[]): GeneratedRoute | undefined {
    const wanted = normalizeRoutePath(pathname);
    return (
      routes.find((g) => g.path === wanted) ??
      routes.find((g) => g.path === normalizeRoutePath(this.baseUrl + '404'))
    );
  }

  /**
   * While webpack's watcher has not seen a new table, the bundle it serves is about to be
   * replaced: scripts are held back meanwhile, since a script streamed from one compile while
   * the next one overwrites it arrives garbled. Null when nothing is pending.
   */
  get changing(): Promise<void> | null {
    return this.pending;
  }

  private compiledOnce = false;

  /** Called with the files of each compile: the table has reached webpack (the first reads all). */
  compileStarted(modifiedFiles: ReadonlySet<string> | undefined): void {
    const first = !this.compiledOnce;
    this.compiledOnce = true;
    if (first || modifiedFiles?.has(this.file)) this.seen();
  }

  private awaitWatcher(): void {
    if (this.pending) return;
    this.pending = new Promise<void>((resolve) => {
      const timer = setTimeout(() => this.seen(), 5000);
      this.seen = () => {
        clearTimeout(timer);
        this.pending = null;
        this.seen = () => undefined;
        resolve();
      };
    });
  }
}
