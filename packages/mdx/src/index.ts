export { compile, MdxCompileError, type CompileInput, type CompileOutput } from './compile';
export { CompileCache, cacheKey } from './cache';
export { parseFrontMatter, firstHeading, FrontMatterError } from './frontMatter';
export { preprocess } from './preprocess';
