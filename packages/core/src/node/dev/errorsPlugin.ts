// Makes every error of a dev compilation speak to the author, in the terminal and the overlay
// alike (see DevErrorsPlugin).
import fs from 'node:fs';
import path from 'node:path';
import webpack, { type Compiler } from 'webpack';
import { SiteError, codeFrame, formatError, isSiteError } from '../errors';
import { isInside } from '../paths';

/** An error as the author should see it: our message (file:line, frame, hint), no stack of ours. */
class AuthorError extends webpack.WebpackError {
  constructor(message: string) {
    super(message);
    this.name = 'SiteError';
    this.hideStack = true;
  }
}

/**
 * A site-level error (config, front matter, sidebar, plugin) is added while it lasts; a SiteError
 * thrown by a loader (MDX that does not parse) is shown as formatted by formatError instead of
 * webpack's "Module build failed" with our stack; a missing import names the importing file and
 * the line of the import.
 */
export class DevErrorsPlugin {
  /** The site failed to load (config, front matter, plugin): shown until it loads again. */
  error: unknown = null;
  /**
   * A page crashed in the browser (formatted message). Kept until a file changes, so that a
   * compile that follows without changes (the content reload, a lazily compiled page) does not
   * hide it from the overlay; a fix changes a file, and a page that still crashes reports again.
   */
  renderError: string | null = null;
  /** Runs before each compile with the files that changed (see SiteReloader). */
  beforeCompile: (changed: string[]) => Promise<void> = async () => undefined;
  constructor(private siteDir: string) {}
  apply(compiler: Compiler) {
    compiler.hooks.watchRun.tapPromise('TesseraDevErrors', async (c) => {
      const changed = [...(c.modifiedFiles ?? []), ...(c.removedFiles ?? [])];
      if (changed.length) this.renderError = null;
      await this.beforeCompile(changed);
    });
    compiler.hooks.afterCompile.tap('TesseraDevErrors', (compilation) => {
      const errors = compilation.errors
        .filter((e) => !this.repeatsSiteError(e))
        .map((e) => authorFacing(e, this.siteDir));
      if (this.error) errors.unshift(new AuthorError(formatError(this.error)));
      if (this.renderError) errors.push(new AuthorError(this.renderError));
      compilation.errors.splice(0, compilation.errors.length, ...errors);
    });
  }

  /**
   * A file that breaks the site (bad front matter, not UTF-8) usually fails its module too:
   * reported once, as the site error.
   */
  private repeatsSiteError(error: Error): boolean {
    const cause = (error as { error?: unknown }).error;
    return (
      isSiteError(this.error) &&
      !!this.error.location.file &&
      isSiteError(cause) &&
      cause.location.file === this.error.location.file
    );
  }
}

function authorFacing(error: Error, siteDir: string): Error {
  const cause = (error as { error?: unknown }).error;
  if (isSiteError(cause)) return new AuthorError(formatError(cause));
  if (error.name === 'ModuleNotFoundError') {
    const resource = (error as { module?: { resource?: string } | null }).module?.resource?.replace(
      /\?.*$/,
      '',
    );
    const request = /Can't resolve '([^']+)'/.exec(error.message)?.[1];
    if (resource && request && isAuthorFile(resource, siteDir))
      return new AuthorError(formatError(missingImportError(resource, request)));
  }
  return error;
}

export function isAuthorFile(file: string, siteDir: string): boolean {
  return isInside(siteDir, file) && !file.split(path.sep).includes('node_modules');
}

/** `import X from 'request'` that cannot be resolved, located in the importing file's source. */
function missingImportError(file: string, request: string): SiteError {
  let source = '';
  try {
    source = fs.readFileSync(file, 'utf8');
  } catch {
    // gone meanwhile: name the file only
  }
  const quoted = new RegExp(`(['"])${request.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1`);
  const index = source.split('\n').findIndex((l) => quoted.test(l));
  const line = index >= 0 ? index + 1 : undefined;
  return new SiteError(`Could not resolve "${request}"`, {
    location: { file, line },
    frame: line ? codeFrame(source, line) : undefined,
    hint: /^@theme\//.test(request)
      ? 'No theme provides this component: check the name, or add it to your theme folder (content/theme).'
      : 'The imported module does not exist: check the path or install the package.',
  });
}
