// Docusaurus' theme-mermaid: with the mermaid theme configured, a ```mermaid block is drawn as an
// SVG diagram in the browser, in the mermaid theme of the color mode; without it, it stays code.
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser';
import {
  buildFixture,
  copyFixture,
  startServer,
  writeFile,
  type RunningServer,
} from '../helpers/site';

let server: RunningServer;
let browser: Browser;

const DIAGRAM = '```mermaid\ngraph TD;\n  Draft-->Review;\n  Review-->Published;\n```\n';

beforeAll(async () => {
  const dir = copyFixture('docs', 'e2e-mermaid');
  writeFile(
    dir,
    'site.config.ts',
    (await import('node:fs'))
      .readFileSync(`${dir}/site.config.ts`, 'utf8')
      .replace(
        "themes: ['@tessera/theme-classic'],",
        "themes: ['@tessera/theme-classic', '@tessera/theme-classic/src/mermaid/index.ts'],",
      )
      .replace('themeConfig: {', "themeConfig: {\n    mermaid: { theme: { light: 'forest' } },"),
  );
  writeFile(
    dir,
    'content/docs/guides/diagram.md',
    `---\ntitle: Diagram\n---\n\nThe flow:\n\n${DIAGRAM}\nAnd code:\n\n\`\`\`js\nconst a = 1;\n\`\`\`\n`,
  );
  const result = buildFixture(dir);
  if (result.status !== 0) throw new Error(result.output);
  server = await startServer('serve', dir);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

test('a mermaid block is drawn as an SVG diagram with its nodes; other code stays code', async () => {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(server.url + '/docs/guides/diagram');
  const svg = page.locator('.docusaurus-mermaid-container svg');
  await svg.waitFor({ timeout: 15_000 });
  expect(await svg.textContent()).toEqual(expect.stringContaining('Published'));
  // The light theme named in themeConfig.mermaid (forest) styles the drawing.
  expect(await svg.locator('style').first().textContent()).toMatch(/#cde498|forest/i);
  expect(await page.locator('.code-block.language-js').count()).toBe(1);
  expect(await page.locator('.code-block.language-mermaid').count()).toBe(0);
  expect(errors).toEqual([]);
  await page.close();
});
