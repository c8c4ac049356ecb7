// webpack loader: an SVG imported from code becomes a React component (see svgComponent.ts);
// its JSX output goes through swc-loader next.
module.exports = function svgComponentLoader(svg) {
  const done = this.async();
  const { svgComponentSource } = this.getOptions();
  svgComponentSource(svg, this.resourcePath).then(
    (code) => done(null, code),
    (error) => done(error),
  );
};
