export {
  compile,
  MdxCompileError,
  type CompileInput,
  type CompileOutput,
  type MarkdownPlugins,
} from './compile';
export { CompileCache, cacheKey, PIPELINE_VERSION, type CacheStore } from './cache';
export { parseFrontMatter, firstHeading, FrontMatterError } from './frontMatter';
export { preprocess } from './preprocess';
export { linkTargets } from './plugins';
export { fileNameProblem, FILE_NAME_HINT } from './fileName';
export { findTooDeepNesting, MAX_NESTING_DEPTH } from './nesting';
export { findImportCycle } from './importCycles';
