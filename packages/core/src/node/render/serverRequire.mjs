// Loading a server bundle in a thread: stylesheets a package requires are empty (styles are the
// client bundle's business), and React, ReactDOM and the MDX context always come from Tessera,
// one copy, though packages required at render time may carry their own (a Docusaurus site's
// node_modules).
import Module, { createRequire } from 'node:module';

let installed = null;

/** This thread's require, set up as above (once per thread). */
export function serverRequire(singletonPackages) {
  if (installed) return installed;
  for (const extension of ['.css', '.scss', '.sass', '.less'])
    Module._extensions[extension] = (module) => {
      module.exports = {};
    };
  const tesseraRequire = createRequire(import.meta.url);
  const resolveFilename = Module._resolveFilename;
  let resolvingFromTessera = false;
  Module._resolveFilename = function (request, ...rest) {
    const name = request.startsWith('@')
      ? request.split('/').slice(0, 2).join('/')
      : request.split('/')[0];
    if (resolvingFromTessera || !singletonPackages.includes(name))
      return resolveFilename.call(this, request, ...rest);
    // tesseraRequire.resolve comes back through this function: let that call through.
    resolvingFromTessera = true;
    try {
      return tesseraRequire.resolve(request);
    } finally {
      resolvingFromTessera = false;
    }
  };
  installed = tesseraRequire;
  return installed;
}
