// webpack loader for .md/.mdx: hands the file to the engine's shared compile cache
// (options.compileModule), so webpack and the server bundle never compile a file twice.
module.exports = function mdxLoader() {
  const callback = this.async();
  const { compileModule, dependencies } = this.getOptions();
  for (const dep of dependencies || []) this.addDependency(dep);
  compileModule(this.resourcePath, this.resourceQuery).then(
    (code) => callback(null, code),
    (error) => callback(error),
  );
};
