// Images referenced from Markdown get hashed `/assets/images/` URLs (see the MDX pipeline); in
// dev they are answered from their source files.
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type WebpackDevServer from 'webpack-dev-server';
import type { MdxService } from '../mdx';

export function mdxAssetsEndpoint(mdx: MdxService): WebpackDevServer.Middleware {
  return {
    name: 'tessera-mdx-assets',
    middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      const asset = [...mdx.assets].find(([, url]) => url === pathname);
      if (!asset) return next();
      res.end(fs.readFileSync(asset[0]));
    },
  };
}
