// What one `tessera build` knows as it goes: each phase (see ../build.ts) reads what earlier
// phases set and adds its own part. A field is set before any phase that reads it runs.
import type Piscina from 'piscina';
import type { LoadedSite } from '../site';
import type { PackStore } from '../cache/packStore';
import type { MdxService } from '../mdx';
import type { ClientBundleReuse, ChunkGroupFiles } from '../bundler/clientBundleReuse';
import type { ContentScripts, PreparedContentScripts } from '../bundler/contentScripts';
import type { PageResult, PageTask, ServerOnlyModules } from '../render/pool';
import type { InternedPage } from '../render/linkTable';
import type { RenderCache } from '../render/cache';
import type { RouteManifestEntry } from '../../shared/types';
import type { PhaseCount, PhaseProgress } from '../buildProgress';

export interface BuildOptions {
  siteDir: string;
  outDir?: string;
  /** Build only this locale (`--locale`), into its own folder; default: every locale. */
  locale?: string;
}

export interface BuildResult {
  outDir: string;
  pages: number;
  /** Pages per locale built. */
  locales: Record<string, number>;
  /** Per phase, in the order they ran (locales summed): wall and CPU milliseconds. */
  timings: Record<string, PhaseTiming>;
  /** The build process's peak resident memory (its threads included), in bytes. */
  peakMemory: number;
}

export interface PhaseTiming {
  wallMs: number;
  /** CPU time of the process, every thread (compile and render pools) included. */
  cpuMs: number;
  /** The process's highest resident memory while the phase ran (locales: the highest). */
  peakRss?: number;
  /** What the phase counted (files compiled, pages rendered...), locales added up. */
  counts?: PhaseCount[];
}

/** What the locales of one build share: the folder they replace together, the compile cache. */
export interface BuildOutput {
  /** The folder the build replaces at the end (the default locale's, or the one locale's). */
  finalOut?: string;
  /** Its temporary copy, which every locale writes into; swapped in when all succeeded. */
  tmpOut?: string;
  /** The base URL `finalOut` is served at. */
  baseUrl?: string;
  /** The MDX compile cache's store, one for all locales (folding keeps every locale's entries). */
  mdxStore?: PackStore;
  /** Every locale's run so far, in build order. */
  runs?: BuildRun[];
}

/** One locale's build (a site with one locale has one). */
export interface BuildRun {
  readonly options: BuildOptions;
  readonly output: BuildOutput;
  /** The locale this run builds; undefined: the site's default locale. */
  readonly locale?: string;
  site: LoadedSite;
  /** Where the running phase counts its work (see buildProgress.ts). */
  progress: PhaseProgress;
  /** Started while the site loads when there is no compile cache (see MdxService.precompile). */
  compilePool: Piscina | undefined;
  /** This locale's folder in the output the build replaces (the previous build's, if any). */
  finalOut: string;
  /** Where this locale writes: its folder in the temporary output. */
  tmpOut: string;
  mdx: MdxService;
  compileModule: (file: string, query: string) => ReturnType<MdxService['compileModule']>;
  /** Until the scripts are written (its closures hold every page's code). */
  prepared?: PreparedContentScripts;
  scripts: ContentScripts;
  serverBundle: string;
  chunkGroups: ChunkGroupFiles;
  clientReuse?: ClientBundleReuse;
  /** The cache files that describe the output they sit next to (removed before the swap). */
  bundleRecord: string;
  renderIndex: string;
  mainAssets: { js: string[]; css: string[] };
  manifests: Map<string, RouteManifestEntry>;
  serverOnly: Map<string, ServerOnlyModules>;
  tasks: PageTask[];
  renderCache: RenderCache;
  /** Each page's links and anchors (interned in `renderCache.links`), and its render error. */
  results: Array<InternedPage & Pick<PageResult, 'error'>>;
}

export interface BuildPhase {
  /** The name the build's timings use. */
  name: string;
  run(build: BuildRun): Promise<void>;
}
