import { chromium } from 'playwright-core';
import { serveStatic } from '../scripts/static-server.mjs';
import { toFpuzzlesLink } from '../dist/index.js';
import { KILLER } from './browser/variant-puzzles.js';
const server = await serveStatic('/tmp/wt-page-phone/web/dist');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 4 });
const page = await ctx.newPage();
await page.goto(`${server.url}index.html?puzzle=${encodeURIComponent(toFpuzzlesLink(KILLER))}`);
await page.waitForSelector('body[data-ready="true"]');
for (const d of [1,2,3,4,5,6,7,8,9]) {
  await page.evaluate((d) => { const app = (window as any).sudokuDemo; app.game.placeDigit([0], d); app.changed(); }, d);
  const cell = page.locator('#board [data-cell="0"]');
  const box = (await cell.boundingBox())!;
  const shot = async (css: string) => { const h = await page.addStyleTag({ content: css }); const b = await page.screenshot({ clip: box }); await h.evaluate((e) => e.remove()); return b.toString('base64'); };
  const base = await shot('#board [data-cell="0"] .value, #board .labels-layer { visibility: hidden !important }');
  const digit = await shot('#board .labels-layer { visibility: hidden !important }');
  const sum = await shot('#board [data-cell="0"] .value { visibility: hidden !important }');
  const r = await page.evaluate(async ({ base, digit, sum, side }) => {
    const load = async (p: string) => { const im = await createImageBitmap(await (await fetch(`data:image/png;base64,${p}`)).blob()); const g = new OffscreenCanvas(im.width, im.height).getContext('2d')!; g.drawImage(im, 0, 0); return g.getImageData(0, 0, im.width, im.height); };
    const [a, b, c] = [await load(base), await load(digit), await load(sum)];
    const ink = (x: ImageData) => { let [l, t, r, bt] = [1e9, 1e9, -1, -1]; for (let y = 0; y < x.height; y++) for (let i = 0; i < x.width; i++) { const k = (y * x.width + i) * 4; if (Math.abs(x.data[k] - a.data[k]) + Math.abs(x.data[k+1] - a.data[k+1]) + Math.abs(x.data[k+2] - a.data[k+2]) > 120) { l = Math.min(l, i); r = Math.max(r, i); t = Math.min(t, y); bt = Math.max(bt, y); } } const s = x.width; return [l / s, t / s, (r + 1) / s, (bt + 1) / s].map((v) => v.toFixed(3)).join(' '); };
    return { digit: ink(b), sum: ink(c) };
  }, { base, digit, sum, side: box.width });
  console.log(d, 'digit ink l t r b', r.digit, ' sum', r.sum);
}
await browser.close(); await server.close();
