// Public node API of the engine, for plugins and scripts.
export { definePlugin, markdownPluginOptions, markdownPluginsFor } from './plugins/types';
export type {
  LoadContext,
  Plugin,
  PluginFactory,
  PluginActions,
  LoadedPlugin,
  AllContent,
  HtmlTags,
  HtmlTag,
  SwizzleConfig,
} from './plugins/types';
export type { SiteConfig, SiteConfigInput } from './config/schema';
export type { RouteConfig } from '../shared/types';
export { SiteError, codeFrame, closest, formatError, lineContaining } from './errors';
export { validateWith } from './config/validate';
export { importSiteModule } from './config/siteModule';
export { build } from './build';
export { parseFrontMatterFile, readContentFile } from './content';
export { log } from './logger';
export { linkOrCopySync, parentFolderMaker, writeOrLink, writeOrLinkSync } from './outputFiles';
export {
  normalizeRoutePath,
  joinUrl,
  slugify,
  applyTrailingSlash,
  addBaseUrl,
  htmlFileForRoute,
  trimSlashes,
  pluginRouteBase,
  withoutTrailingSlash,
} from '../shared/paths';
export { writeFileAtomic, writeIfChanged } from './fsWrite';
export {
  toPosixPath,
  posixRelative,
  isInside,
  isSameOrInside,
  isInsideByRelative,
  listFilesRecursively,
} from './paths';
export {
  CacheLinesWriter,
  readCacheJson,
  readCacheLines,
  writeCacheJson,
  writeCacheLines,
} from './cache/jsonCache';
export { pluginTranslationDir, translated } from './i18n';
export type { TranslationFile, TranslationFileContent, TranslationMessage } from './i18n';
