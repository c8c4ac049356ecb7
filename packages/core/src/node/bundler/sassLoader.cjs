// webpack loader for .scss/.sass: compiles with the site's Sass through the engine's function
// (options.compile, ./sass.ts), the same one the server bundle uses, and lists every file the
// stylesheet read as a dependency (the dev server's watcher, the client bundle's reuse record).
module.exports = function sassLoader() {
  const callback = this.async();
  const { compile, settings } = this.getOptions();
  compile(this.resourcePath, settings).then(
    ({ css, files }) => {
      for (const file of files) this.addDependency(file);
      callback(null, css);
    },
    (error) => {
      // A Sass error names the file it is in (a partial, maybe): watch it to recover.
      const url = error && error.span && error.span.url;
      if (url && url.protocol === 'file:')
        this.addDependency(require('node:url').fileURLToPath(url));
      callback(error);
    },
  );
};
