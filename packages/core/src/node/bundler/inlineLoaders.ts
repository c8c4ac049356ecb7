// webpack's inline-loader import syntax, as Docusaurus sites write it in code and MDX:
// `!!raw-loader!./file.ts`, `raw-loader!@site/data.json`, and the match-resource form
// `./data.json.raw!=!raw-loader!@site/data.json`. Tessera knows one loader, raw-loader (the
// file's text as the default export), on both bundles; any other is refused, naming it.
import path from 'node:path';

/** The query both bundles mark a file read as text with (`file?tessera-raw`). */
export const RAW_TEXT_QUERY = '?tessera-raw';

export interface InlineRequest {
  /** Loader names in the order written, options (`?…`) removed. */
  loaders: string[];
  /** The file the loaders read. */
  resource: string;
  /** The name given with `name!=!`, if any (webpack matches rules against it). */
  matchResource?: string;
}

/** Is this import written with inline loaders (`loader!file`)? */
export function isInlineLoaderRequest(specifier: string): boolean {
  return specifier.includes('!');
}

export function parseInlineRequest(specifier: string): InlineRequest {
  let rest = specifier;
  let matchResource: string | undefined;
  const match = /^(.*?)!=!/.exec(rest);
  if (match) {
    matchResource = match[1];
    rest = rest.slice(match[0].length);
  }
  // `!`, `!!` and `-!` only say which configured loaders still apply.
  rest = rest.replace(/^(-?!+)/, '');
  const parts = rest.split('!');
  const resource = parts.pop() ?? '';
  const loaders = parts.filter(Boolean).map((loader) => loader.replace(/\?.*$/, ''));
  return { loaders, resource, matchResource };
}

function isRawLoader(name: string): boolean {
  return name === 'raw-loader' || /[/\\]raw-loader([/\\].*)?$/.test(name);
}

/**
 * The file a raw-loader import reads, or, for an import through any other loader, the error to
 * report at the importing line.
 */
export function rawLoaderResource(specifier: string): { resource: string } | { error: string } {
  const { loaders, resource } = parseInlineRequest(specifier);
  if (loaders.length === 1 && isRawLoader(loaders[0]!)) return { resource };
  const others = loaders.filter((l) => !isRawLoader(l));
  const named = others.length ? others : loaders;
  return {
    error:
      `"${specifier}" goes through the webpack loader${named.length > 1 ? 's' : ''} ` +
      `${named.map((l) => `"${l}"`).join(', ') || '(none)'}: Tessera supports only raw-loader ` +
      `in inline imports (the file's text). Import the file without the loader, or with raw-loader.`,
  };
}

/**
 * An inline request with its relative file names made absolute (from the importing file's folder),
 * for the import registry, which lives in another folder.
 */
export function absoluteInlineRequest(specifier: string, fromDir: string): string {
  const { resource, matchResource } = parseInlineRequest(specifier);
  const absolute = (p: string) => (p.startsWith('.') ? path.resolve(fromDir, p) : p);
  const prefix = specifier.slice(0, specifier.length - resource.length);
  const withResource = prefix + absolute(resource);
  if (matchResource === undefined) return withResource;
  return absolute(matchResource) + withResource.slice(matchResource.length);
}
