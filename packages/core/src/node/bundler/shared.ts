// What the client (webpack) and server (esbuild) bundles must agree on: asset URLs,
// CSS module class names and the alias table.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { posixRelative } from '../paths';

export const ASSET_EXTENSIONS =
  /\.(png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|otf|mp4|webm|mp3|wav)$/i;

export function assetUrl(file: string, baseUrl: string): string {
  const hash = crypto.createHash('sha1').update(fs.readFileSync(file)).digest('hex').slice(0, 8);
  const ext = path.extname(file);
  return `${baseUrl}assets/media/${path.basename(file, ext)}-${hash}${ext}`;
}

/** The class name a CSS module's local name gets, identical on client and server. */
export function cssModuleClassName(file: string, siteDir: string, localName: string): string {
  const rel = posixRelative(siteDir, file);
  const hash = crypto
    .createHash('sha1')
    .update(rel + ':' + localName)
    .digest('base64url')
    .slice(0, 5)
    .replace(/^[-_\d]/, 'x');
  return `${localName}_${hash}`;
}
