// `import Logo from './logo.svg'` in code or MDX gives a React component, as Docusaurus' SVGR
// loader does (with a `title` prop); SVGs used elsewhere (CSS, images in Markdown) stay files.
import { transform } from '@svgr/core';
import jsx from '@svgr/plugin-jsx';

/** Importers whose `.svg` imports become components. */
export const SVG_COMPONENT_ISSUER = /\.(?:[cm]?[jt]sx?|mdx?)$/;

/** JSX source of a component module for the SVG (compile it as JSX). */
export function svgComponentSource(svg: string, file: string): Promise<string> {
  return transform(
    svg,
    { plugins: [jsx], jsxRuntime: 'automatic', titleProp: true, ref: true, exportType: 'default' },
    { filePath: file },
  );
}
