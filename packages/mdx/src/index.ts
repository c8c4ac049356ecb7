export { compile, MdxCompileError, type CompileInput, type CompileOutput } from './compile';
export { CompileCache, cacheKey, PIPELINE_VERSION, type CacheStore } from './cache';
export { parseFrontMatter, firstHeading, FrontMatterError } from './frontMatter';
export { preprocess } from './preprocess';
export { linkTargets } from './plugins';
