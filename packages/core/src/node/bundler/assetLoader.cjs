// webpack loader for images and fonts imported from code: emits the file under the same
// content-hashed name the server bundle computes, and exports its URL.
module.exports = function assetLoader(content) {
  const { assetUrl, baseUrl } = this.getOptions();
  const url = assetUrl(this.resourcePath);
  this.emitFile(url.slice(baseUrl.length), content);
  return `export default ${JSON.stringify(url)};`;
};
module.exports.raw = true;
