#!/usr/bin/env node
/**
 * What Play's first hint's frames cost where its highlights draw in faces the page has not made
 * yet (web/src/grid/fonts.ts), in Chromium under CDP `Emulation.setCPUThrottlingRate`: on the
 * classic hard puzzle of the browser tests, its first hint (a placement: the digit drawn italic),
 * and a few moves on (the singles placed, no candidate written) its first elimination (struck
 * and ringed candidates drawn bold). Hint is pressed four times (technique, region, cells, move);
 * per press the page reports the time from the click to the frame after it painted (a
 * `requestAnimationFrame` then a message), and a trace of the same presses the main thread's
 * layout time in that span (the thread's time) and the wall time of the page's font events that
 * make a face (grid/fonts.ts: a round trip to the browser process each).
 *
 *   node bench/page-hint-faces.mjs [--runs R] [--rate X] [--dist DIR]
 *     R runs per case (default 5, each on a fresh page), throttling X (default 4), the page built
 *     in DIR (default web/dist: another checkout's, to compare); prints per run and press:
 *     painted after (ms), layout (ms), faces made (ms); then the medians per press
 *
 * Owns: this measurement only. Does not own: the hints, the faces, the page or its server.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from './lib/args.mjs';
import { chromiumPath, launchChromium } from './lib/chromium.mjs';
import { machineInfo } from './lib/machine.mjs';
import { serveStatic } from '../scripts/static-server.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const { options } = parseArgs(process.argv.slice(2), new Set());
const RUNS = Number(options.runs ?? 5);
const RATE = Number(options.rate ?? 4);
const DIST = options.dist ?? join(ROOT, 'web', 'dist');
/** test/browser/page-play.test.ts's hard puzzle. */
const HARD = '.6..7.......8...2..1.............6.54..3...........7..2...6..4.8.31.........5.1..';
const { logicSolve } = await import(new URL('../dist/index.js', import.meta.url).href);
const steps = logicSolve(HARD).steps;
/** The placements before the first step that removes candidates. */
const singles = steps.slice(0, steps.findIndex((s) => s.eliminations.length > 0)).map((s) => s.placements);
const cases = [
  { title: 'placement', before: [] },
  { title: 'elimination', before: singles },
];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const server = await serveStatic(DIST, { port: 0 });
const browser = await launchChromium(chromiumPath('page-hint-faces bench'));
/** Per case and press: [painted, layout, faces] of every run. */
const all = {};
try {
  console.log(JSON.stringify({ ...machineInfo(), rate: RATE, dist: DIST }));
  for (let run = 0; run < RUNS; run++) {
    for (const c of cases) {
      const context = await browser.newContext({ viewport: { width: 1200, height: 900 }, deviceScaleFactor: 1 });
      const page = await context.newPage();
      await page.goto(`${server.url}index.html?puzzle=${HARD}`);
      await page.waitForSelector('body[data-ready="true"]', { timeout: 120_000 });
      await page.evaluate((before) => {
        const app = window.sudokuDemo;
        for (const placements of before) app.game.applyMove(placements, []);
        app.changed();
      }, c.before);
      await page.waitForTimeout(1500);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
      await browser.startTracing(page, { categories: ['devtools.timeline', 'fonts'] });
      const spans = [];
      for (let press = 1; press <= 4; press++) {
        const before = await page.locator('#hint-text').textContent();
        await page.evaluate((b) => {
          window.hintFrame = { clicked: -1, painted: -1 };
          document.getElementById('hint').addEventListener('click', (e) => (window.hintFrame.clicked = e.timeStamp), { once: true, capture: true });
          const text = document.getElementById('hint-text');
          new MutationObserver((_, observer) => {
            if (text.textContent === b || text.dataset.kind === 'busy') return;
            observer.disconnect();
            requestAnimationFrame(() => {
              const channel = new MessageChannel();
              channel.port1.onmessage = () => (window.hintFrame.painted = performance.now());
              channel.port2.postMessage(0);
            });
          }).observe(text, { childList: true, characterData: true, subtree: true, attributes: true });
        }, before);
        await page.locator('#hint').click();
        await page.waitForFunction(() => window.hintFrame.painted >= 0, null, { timeout: 60_000, polling: 20 });
        spans.push(await page.evaluate(() => [window.hintFrame.clicked + performance.timeOrigin, window.hintFrame.painted + performance.timeOrigin]));
        await page.waitForTimeout(300);
      }
      const events = JSON.parse((await browser.stopTracing()).toString('utf8')).traceEvents;
      const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((f) => f.pid === e.pid && f.name === 'EventDispatch'));
      const clicks = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === 'EventDispatch' && e.args?.data?.type === 'click').map((e) => e.ts).sort((a, b) => a - b);
      const within = (t0, t1, pick) => events.filter((e) => e.pid === main.pid && e.ph === 'X' && e.ts >= t0 && e.ts < t1 && pick(e));
      const cells = spans.map(([clicked, painted], i) => {
        // the trace's clock: from this press's click to the next one's
        const t0 = clicks[i];
        const t1 = clicks[i + 1] ?? Infinity;
        const layout = within(t0, t1, (e) => e.tid === main.tid && e.name === 'Layout').reduce((s, e) => s + (e.tdur ?? e.dur), 0) / 1000;
        const faces = within(t0, t1, (e) => e.cat.split(',').includes('fonts') && e.name !== 'FontCache::GetFontPlatformData').reduce((s, e) => s + e.dur, 0) / 1000;
        const row = [painted - clicked, layout, faces];
        ((all[c.title] ??= [[], [], [], []])[i]).push(row);
        return row.map((x) => x.toFixed(1)).join('/');
      });
      console.log(`${c.title.padEnd(12)} run ${run}: painted/layout/faces ms per press: ${cells.join('  ')}`);
      await context.close();
    }
  }
  for (const [title, presses] of Object.entries(all))
    console.log(`${title.padEnd(12)} medians per press (painted/layout/faces ms): ${presses.map((rows) => [0, 1, 2].map((k) => median(rows.map((r) => r[k])).toFixed(1)).join('/')).join('  ')}`);
} finally {
  await browser.close();
  await server.close();
}
