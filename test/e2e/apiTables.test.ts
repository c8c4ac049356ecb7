// API reference pages of the Remotion site in Chromium, at a desktop (1280 px) and a phone
// (375 px) width: identifiers and types in option tables never wrap inside a word, the
// Description column can be read without scrolling the table sideways, titles made of a long
// identifier keep it whole, and the page itself never scrolls sideways.
import type { Browser, Page } from 'playwright-core';
import { buildFixture, startServer, ROOT, type RunningServer } from '../helpers/site';
import { launchBrowser } from '../helpers/browser';

const PAGES = [
  '/docs/api/lambda/render-media-on-lambda',
  '/docs/cli/render',
  '/docs/renderer/render-media',
  '/docs/player/player',
  '/docs/api/paths/get-instruction-index-at-length',
];
const WIDTHS = [1280, 375];

let server: RunningServer;
let browser: Browser;

// Building the whole site can take minutes on a busy machine.
beforeAll(async () => {
  buildFixture(ROOT);
  server = await startServer('serve', ROOT);
  browser = await launchBrowser();
}, 600_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(width: number, route: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  await page.goto(server.url + route);
  await page.waitForFunction(
    () => (window as unknown as { __TESSERA_HYDRATED__?: boolean }).__TESSERA_HYDRATED__ === true,
  );
  return page;
}

/**
 * For every element matching `selector`: where its text wraps to a new line, unless the last
 * character before the break is whitespace or one of `allowedAfter`. Lines are found from the
 * characters' boxes, so this measures what the reader sees, whatever the markup.
 */
function badBreaks(page: Page, selector: string, allowedAfter: string): Promise<string[]> {
  return page.evaluate(
    ({ selector, allowedAfter }) => {
      const bad: string[] = [];
      for (const el of document.querySelectorAll(selector)) {
        // The visible characters with their boxes; `space` marks one that follows whitespace
        // (a space where a line wraps has no box of its own).
        const chars: Array<{ ch: string; space: boolean; top: number; bottom: number }> = [];
        let space = false;
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text) {
          for (let i = 0; i < node.data.length; i++) {
            const ch = node.data[i]!;
            if (/\s/.test(ch)) {
              space = true;
              continue;
            }
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const rect = range.getClientRects()[0];
            if (!rect || rect.width === 0) continue;
            chars.push({ ch, space, top: rect.top, bottom: rect.bottom });
            space = false;
          }
        }
        for (let i = 1; i < chars.length; i++) {
          const [before, after] = [chars[i - 1]!, chars[i]!];
          const newLine = after.top >= before.bottom - 2;
          if (newLine && !after.space && !allowedAfter.includes(before.ch)) {
            const text = chars.map((c) => (c.space ? ' ' : '') + c.ch).join('');
            const at = chars.slice(0, i).reduce((n, c) => n + (c.space ? 2 : 1), 0);
            bad.push(`${text.slice(0, at)}|${text.slice(at)}`);
          }
        }
      }
      return bad;
    },
    { selector, allowedAfter },
  );
}

describe.each(WIDTHS)('at %i px', (width) => {
  test.each(PAGES)('%s: code in tables wraps only after . | < ,', async (route) => {
    const page = await open(width, route);
    expect(await page.locator('.mdx-content table code').count()).toBeGreaterThan(0);
    expect(await badBreaks(page, '.mdx-content table code', '.|<,')).toEqual([]);
    await page.close();
  });

  test.each(PAGES)('%s: the title wraps only between words, after . or (', async (route) => {
    const page = await open(width, route);
    expect(await badBreaks(page, '.mdx-content h1', '.(')).toEqual([]);
    const title = await page.evaluate(() => {
      const h1 = document.querySelector('.mdx-content h1')!;
      return { right: h1.getBoundingClientRect().right, overflow: h1.scrollWidth - h1.clientWidth };
    });
    expect(title.right).toBeLessThanOrEqual(width);
    expect(title.overflow).toBeLessThanOrEqual(0);
    await page.close();
  });

  test.each(PAGES)('%s: the page does not scroll sideways', async (route) => {
    const page = await open(width, route);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await page.close();
  });

  test.each(PAGES.filter((p) => !p.includes('get-instruction')))(
    '%s: every Description cell is in view, not cut off by the table box or the window',
    async (route) => {
      const page = await open(width, route);
      const report = await page.evaluate((viewport) => {
        const problems: string[] = [];
        let checked = 0;
        for (const table of document.querySelectorAll('.mdx-content table')) {
          const headers = [...table.querySelectorAll('thead th')].map((th) =>
            th.textContent!.trim(),
          );
          const column = headers.indexOf('Description');
          if (column === -1) continue;
          // The visible part of the table: its scroll box if it has one, else itself.
          const box = (table.closest('.mdx-table') ?? table).getBoundingClientRect();
          for (const row of table.querySelectorAll('tbody tr')) {
            const cell = row.children[column]!;
            const rect = cell.getBoundingClientRect();
            checked++;
            const inside =
              rect.width > 40 &&
              rect.left >= Math.max(0, box.left) - 1 &&
              rect.right <= Math.min(viewport, box.right) + 1;
            if (!inside)
              problems.push(
                `${cell.textContent!.slice(0, 40)}: ${Math.round(rect.left)}-${Math.round(rect.right)} in ${Math.round(box.left)}-${Math.round(box.right)}`,
              );
          }
        }
        return { checked, problems };
      }, width);
      expect(report.checked).toBeGreaterThan(0);
      expect(report.problems).toEqual([]);
      await page.close();
    },
  );
});
