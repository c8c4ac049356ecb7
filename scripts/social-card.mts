// Renders the social card (Open Graph / Twitter image, `themeConfig.image`) to
// static/img/social-card.png: 1200×630, the site's title and tagline from site.config.ts and the
// logo from static/img/logo-small.svg, drawn as HTML in headless Chromium. The PNG is committed;
// run this again after changing the title, tagline or logo:
//
//   node --import tsx scripts/social-card.mts
//
// Nothing is fetched: the page is set from a string and uses the machine's fonts.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import siteModule from '../site.config';

// The config is a CommonJS module to this ES module: its default export may come wrapped.
const siteConfig = ((siteModule as unknown as { default?: typeof siteModule }).default ??
  siteModule) as { title: string; tagline: string; url: string };

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'static/img/social-card.png');
const WIDTH = 1200;
const HEIGHT = 630;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The logo without its XML prolog, sized by the page. */
function logoSvg(): string {
  const svg = fs.readFileSync(path.join(ROOT, 'static/img/logo-small.svg'), 'utf8');
  return svg.replace(/<\?xml[^>]*>/, '').replace(/\s(width|height)="[^"]*"/g, '');
}

/** A timeline strip: frames as tiles, the ones already "rendered" in the brand blue. */
function timeline(): string {
  const frames = 24;
  const done = 15;
  return Array.from({ length: frames }, (_, i) => {
    const opacity = i < done ? 0.25 + (0.75 * (i + 1)) / done : 0.12;
    return `<span class="frame" style="opacity:${opacity.toFixed(2)}"></span>`;
  }).join('');
}

function cardHtml(): string {
  const host = new URL(siteConfig.url).host;
  return `<!DOCTYPE html>
<html><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; }
  html, body { margin: 0; width: ${WIDTH}px; height: ${HEIGHT}px; }
  body {
    position: relative;
    overflow: hidden;
    font-family: Inter, 'Segoe UI', Roboto, 'Helvetica Neue', 'DejaVu Sans', Arial, sans-serif;
    color: #0f172a;
    background:
      radial-gradient(900px 520px at 88% -10%, rgba(11, 132, 243, 0.22), transparent 70%),
      radial-gradient(700px 420px at -5% 110%, rgba(11, 132, 243, 0.12), transparent 70%),
      #f7fafd;
  }
  .content { position: absolute; left: 96px; top: 118px; right: 96px; }
  .brand { display: flex; align-items: center; gap: 28px; }
  /* The logo's drawing starts 6/64 into its box: line its edge up with the text below. */
  .brand svg { width: 132px; height: 132px; flex: none; margin-left: -12px; }
  h1 { margin: 0; font-size: 112px; font-weight: 800; letter-spacing: -0.035em; line-height: 1; }
  .tagline { margin: 40px 0 0; font-size: 50px; font-weight: 500; color: #334155; letter-spacing: -0.01em; }
  .timeline { position: absolute; left: 96px; right: 96px; bottom: 92px; display: flex; gap: 8px; }
  .frame { flex: 1; height: 44px; border-radius: 7px; background: #0b84f3; }
  .playhead { position: absolute; top: -16px; bottom: -16px; width: 4px; border-radius: 2px; background: #0f172a; }
  .host { position: absolute; right: 96px; bottom: 36px; font-size: 26px; font-weight: 600; color: #0a66c2; }
</style></head>
<body>
  <div class="content">
    <div class="brand">${logoSvg()}<h1>${escapeHtml(siteConfig.title)}</h1></div>
    <p class="tagline">${escapeHtml(siteConfig.tagline)}</p>
  </div>
  <div class="timeline">${timeline()}<span class="playhead" style="left: calc(${15 / 24} * 100% - 2px)"></span></div>
  <div class="host">${escapeHtml(host)}</div>
</body></html>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage({
    viewport: { width: WIDTH, height: HEIGHT },
    deviceScaleFactor: 1,
  });
  // Nothing on the card comes from the network.
  await page.route('**/*', (route) => route.abort());
  await page.setContent(cardHtml(), { waitUntil: 'load' });
  await page.screenshot({
    path: OUT,
    type: 'png',
    clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT },
  });
  console.log(`Wrote ${path.relative(ROOT, OUT)} (${WIDTH}×${HEIGHT}).`);
} finally {
  await browser.close();
}
