// Types shared by the engine (node), plugins and the browser runtime.

/** A module a route loads: an MDX/JS file or a JSON file made with `createData`. */
export type RouteModules = Record<string, string | string[]>;

export interface RouteConfig {
  /** URL path, starting with the base URL. */
  path: string;
  /** Module specifier of the component that renders the route, e.g. `@theme/DocItem`. */
  component: string;
  exact?: boolean;
  /** name -> absolute file path; each becomes a prop of the component (MDX: the module namespace;
   *  `file.json#key` passes one property of a JSON module). */
  modules?: RouteModules;
  /** Modules only the static renderer loads, as more props: what the HTML shows but the browser
   *  can do without while it hydrates (it fetches or reads it later). Never shipped with the page. */
  serverModules?: RouteModules;
  /** Optional name of the docs sidebar the page belongs to. */
  sidebar?: string;
  /** Small JSON-serialisable props passed as they are. */
  props?: Record<string, unknown>;
  /** Do not list in sitemap/search; page gets a noindex meta. */
  unlisted?: boolean;
  /** Set by the core: which plugin added the route. */
  plugin?: { name: string; id: string };
  /** What the page is made from, for plugins that read other plugins' pages (search). */
  metadata?: RouteMetadata;
}

/** Docusaurus' route `metadata` (`sourceFilePath`), with what search needs besides. */
export interface RouteMetadata {
  /** The Markdown/MDX file the page renders, absolute. */
  sourceFilePath?: string;
  /** The page's title, when the plugin knows it without rendering. */
  title?: string;
  /** The group search results show the page under (lvl0): "Docs", a blog's title. */
  searchGroup?: string;
  /** A draft, routed in dev only: never indexed. */
  draft?: boolean;
}

/** A content or data module of a production build: `key` or `key#property`. */
export type ModuleRef = string;

/**
 * What the client needs to load one route in production: the files to fetch (webpack chunks of
 * the component and of what the content imports, then the content and data scripts) and how to
 * assemble the route from them. Small and self-contained, so no route table ships in main.
 */
export interface RouteManifestEntry {
  id: string;
  path: string;
  js: string[];
  css: string[];
  /** Key of the route component in the generated component registry. */
  component: string;
  /** Prop name -> module reference(s), as in RouteConfig.modules. */
  modules: Record<string, ModuleRef | ModuleRef[]>;
  props: Record<string, unknown>;
  sidebar?: string;
  unlisted?: boolean;
}

/** What the server bundle's `render` is given for one page (the build's threads, the dev server's first paint). */
export interface RenderRequest {
  id: string;
  path: string;
  manifest: RouteManifestEntry;
  /** Scripts and styles of the main bundle. */
  mainAssets: { js: string[]; css: string[] };
  htmlTags: { headTags: string; preBodyTags: string; postBodyTags: string };
  noIndex: boolean;
  baseUrlIssueBanner: boolean;
  /** How the page's scripts are loaded (the config's `scriptLoading`). */
  scriptLoading: ScriptLoading;
}

/**
 * How a static page loads its scripts. `after-paint`: listed as JSON and added by a small inline
 * loader once the browser reports the first contentful paint (client/scriptsAfterPaint.ts).
 * `defer`: `<script defer>` in the head, as Docusaurus writes them: they run before
 * `DOMContentLoaded`, which code written for Docusaurus may wait for.
 */
export const SCRIPT_LOADINGS = ['after-paint', 'defer'] as const;
export type ScriptLoading = (typeof SCRIPT_LOADINGS)[number];

/** The part of the site config that is sent to the browser. */
export interface ClientSiteConfig {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  trailingSlash: boolean | undefined;
  favicon?: string;
  themeConfig: Record<string, unknown>;
  customFields: Record<string, unknown>;
  /** The config's `prefetch` (see the config schema). */
  prefetch: { viewportLimit: number };
  /** The config's `clientRuntime`: what the production client bundle runs on (see the schema). */
  clientRuntime: 'react' | 'preact';
  i18n: {
    currentLocale: string;
    defaultLocale: string;
    locales: string[];
    localeConfigs: Record<
      string,
      { label: string; direction: 'ltr' | 'rtl'; htmlLang: string; calendar: string; path: string }
    >;
  };
}

export type GlobalData = Record<string, Record<string, unknown>>;

export interface TocItem {
  value: string;
  id: string;
  level: number;
}
