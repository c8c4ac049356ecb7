// `import Logo from './logo.svg'` in code or MDX gives a React component, as Docusaurus' SVGR
// loader does (with a `title` prop); SVGs used elsewhere (CSS, images in Markdown) stay files.

/** Importers whose `.svg` imports become components. */
export const SVG_COMPONENT_ISSUER = /\.(?:[cm]?[jt]sx?|mdx?)$/;

/**
 * JSX source of a component module for the SVG (compile it as JSX). SVGR loads Babel (some
 * 250 modules): only a site that imports an SVG as a component pays for it.
 */
export async function svgComponentSource(svg: string, file: string): Promise<string> {
  const [{ transform }, { default: jsx }] = await Promise.all([
    import('@svgr/core'),
    import('@svgr/plugin-jsx'),
  ]);
  return transform(
    svg,
    { plugins: [jsx], jsxRuntime: 'automatic', titleProp: true, ref: true, exportType: 'default' },
    { filePath: file },
  );
}
