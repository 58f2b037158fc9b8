import { chromium } from 'playwright-core';
import { serveStatic } from '../scripts/static-server.mjs';
import { toFpuzzlesLink } from '../dist/index.js';
import { KILLER, SHOWCASE } from '../test/browser/variant-puzzles.js';
const server = await serveStatic('/tmp/wt-page-phone/web/dist');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const tag = process.env.TAG ?? 'new';
for (const [name, puzzle] of [['killer', KILLER], ['showcase', SHOWCASE]] as const) for (const colorScheme of ['light', 'dark'] as const) {
  const ctx = await browser.newContext({ viewport: { width: 360, height: 740 }, colorScheme, deviceScaleFactor: 2 });
  const page = await ctx.newPage();
  await page.goto(`${server.url}index.html?puzzle=${encodeURIComponent(toFpuzzlesLink(puzzle))}`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.evaluate(() => {
    const app = (window as any).sudokuDemo;
    for (const d of [1, 2, 3, 4, 5, 6, 7, 8, 9]) app.game.toggleMark('corner', [18], d);
    for (const d of [1, 3, 7]) app.game.toggleMark('corner', [27], d);
    app.changed();
  });
  await page.locator('#board [data-cell="0"]').click();
  await page.keyboard.press('ArrowRight'); await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('7');
  await page.locator('#board').scrollIntoViewIfNeeded();
  const b = (await page.locator('#board .board').boundingBox())!;
  await page.screenshot({ path: `/tmp/pp-phone/${tag}-${name}-${colorScheme}.png`, clip: { x: b.x - 30, y: b.y - 30, width: 200, height: 200 } });
  await ctx.close();
}
await browser.close(); await server.close();
