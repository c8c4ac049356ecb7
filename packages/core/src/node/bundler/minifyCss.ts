// Minifies the extracted stylesheets with esbuild (already a dependency), so production CSS
// carries no comments or whitespace.
import * as esbuild from 'esbuild';
import webpack, { type Compiler } from 'webpack';

export class MinifyCssPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('TesseraMinifyCss', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'TesseraMinifyCss', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE },
        async (assets) => {
          await Promise.all(
            Object.keys(assets)
              .filter((name) => name.endsWith('.css'))
              .map(async (name) => {
                const source = compilation.getAsset(name)!.source.source().toString();
                const { code } = await esbuild.transform(source, {
                  loader: 'css',
                  minify: true,
                  target: 'chrome100',
                });
                compilation.updateAsset(name, new webpack.sources.RawSource(code));
              }),
          );
        },
      );
    });
  }
}
