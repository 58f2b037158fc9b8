#!/usr/bin/env node
/**
 * How long the first opening of a lazy view (the Explanation, Graph and Backtracking views,
 * web/src/panels/views.ts) keeps the player waiting, in Chromium: the demo page (web/dist,
 * built) is loaded with a classic puzzle under CDP `Emulation.setCPUThrottlingRate`, left alone
 * for a while once ready (the time a player takes to reach a tab), then the Explanation tab is
 * opened by keyboard (ArrowRight from the Play tab: no pointer on its way, as with touch without
 * hover). The page reports, from the key press (its event's time stamp): when the view stopped
 * being hidden, and when the frame after that was painted (a `requestAnimationFrame` then a
 * message: the frame's paint is done by then); and whether the views' chunk was requested
 * before the press. Then Play is opened again and the Explanation a second time, timed the same
 * way: what any opening of a set-up view costs (its first layout since it was hidden).
 *
 *   node bench/page-first-view.mjs [--runs R] [--rate X] [--wait MS] [--dist DIR]
 *     R runs (default 7, each in a fresh context: nothing cached), throttling X (default 1), MS
 *     ms left alone after ready (default 1000), the page built in DIR (default web/dist:
 *     another checkout's, to compare); prints each run, then the median and range
 *
 * Owns: this measurement only. Does not own: the views, the page or its server.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from './lib/args.mjs';
import { chromiumPath, launchChromium } from './lib/chromium.mjs';
import { machineInfo } from './lib/machine.mjs';
import { serveStatic } from '../scripts/static-server.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const { options } = parseArgs(process.argv.slice(2), new Set());
const RUNS = Number(options.runs ?? 7);
const RATE = Number(options.rate ?? 1);
const WAIT = Number(options.wait ?? 1000);
const DIST = options.dist ?? join(ROOT, 'web', 'dist');
/** README's first example, the page's default puzzle. */
const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const range = (xs) => `${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)}`;

const server = await serveStatic(DIST, { port: 0 });
const browser = await launchChromium(chromiumPath('page-first-view bench'));
const shown = [];
const painted = [];
const shown2 = [];
const painted2 = [];

/**
 * Presses `key` (the focus on a tab) and resolves with when the Explanation view stopped being
 * hidden and when the frame after was painted (ms from the key's event).
 */
async function opening(page, key) {
  await page.evaluate(() => {
    const w = window;
    w.firstView = { pressed: -1, shown: -1, painted: -1 };
    document.addEventListener('keydown', (e) => (w.firstView.pressed = e.timeStamp), { capture: true, once: true });
    const view = document.getElementById('view-explain');
    new MutationObserver((_, observer) => {
      if (view.hidden) return;
      observer.disconnect();
      w.firstView.shown = performance.now();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (w.firstView.painted = performance.now());
        channel.port2.postMessage(0);
      });
    }).observe(view, { attributes: true, attributeFilter: ['hidden'] });
  });
  await page.keyboard.press(key);
  await page.waitForFunction(() => window.firstView.painted >= 0, null, { timeout: 60_000, polling: 20 });
  const t = await page.evaluate(() => window.firstView);
  return { shown: t.shown - t.pressed, painted: t.painted - t.pressed };
}
try {
  console.log(JSON.stringify({ ...machineInfo(), rate: RATE, wait: WAIT, dist: DIST }));
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1200, height: 900 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    const chunkAt = [];
    page.on('request', (r) => {
      if (r.url().includes('views-chunk')) chunkAt.push(Date.now());
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    await page.goto(`${server.url}index.html?puzzle=${EASY}`);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 120_000 });
    await page.waitForTimeout(WAIT);
    await page.locator('#tab-play').focus();
    const pressedAt = Date.now();
    const t = await opening(page, 'ArrowRight');
    const before = chunkAt.filter((at) => at <= pressedAt).length;
    await page.keyboard.press('ArrowLeft');
    await page.waitForSelector('#view-play:not([hidden])');
    await page.waitForTimeout(300);
    const t2 = await opening(page, 'ArrowRight');
    for (const [list, value] of [[shown, t.shown], [painted, t.painted], [shown2, t2.shown], [painted2, t2.painted]]) list.push(value);
    console.log(`run ${run}: shown ${t.shown.toFixed(1)} ms, painted ${t.painted.toFixed(1)} ms after the press (again: ${t2.shown.toFixed(1)}, ${t2.painted.toFixed(1)}); chunk requested before the press: ${before > 0 ? 'yes' : 'no'}`);
    await context.close();
  }
  console.log(`rate ${RATE}×, ${RUNS} runs: shown median ${median(shown).toFixed(1)} ms (${range(shown)}), painted median ${median(painted).toFixed(1)} ms (${range(painted)}); opened again: shown ${median(shown2).toFixed(1)} (${range(shown2)}), painted ${median(painted2).toFixed(1)} (${range(painted2)})`);
} finally {
  await browser.close();
  await server.close();
}
