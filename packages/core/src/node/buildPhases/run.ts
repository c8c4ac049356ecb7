// What one `tessera build` knows as it goes: each phase (see ../build.ts) reads what earlier
// phases set and adds its own part. A field is set before any phase that reads it runs.
import type Piscina from 'piscina';
import type { LoadedSite } from '../site';
import type { MdxService } from '../mdx';
import type { ClientBundleReuse, ChunkGroupFiles } from '../bundler/clientBundleReuse';
import type { ContentScripts, PreparedContentScripts } from '../bundler/contentScripts';
import type { PageResult, PageTask, ServerOnlyModules } from '../render/pool';
import type { RenderCache } from '../render/cache';
import type { RouteManifestEntry } from '../../shared/types';

export interface BuildOptions {
  siteDir: string;
  outDir?: string;
}

export interface BuildResult {
  outDir: string;
  pages: number;
  timings: Record<string, number>;
}

export interface BuildRun {
  readonly options: BuildOptions;
  site: LoadedSite;
  compilePool: Piscina;
  /** The output folder the build replaces at the end. */
  finalOut: string;
  /** Where this build writes; swapped into `finalOut` only when everything succeeded. */
  tmpOut: string;
  mdx: MdxService;
  compileModule: (file: string, query: string) => ReturnType<MdxService['compileModule']>;
  prepared: PreparedContentScripts;
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
  results: PageResult[];
}

export interface BuildPhase {
  /** The name the build's timings use. */
  name: string;
  run(build: BuildRun): Promise<void>;
}
