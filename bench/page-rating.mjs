#!/usr/bin/env node
/**
 * What a long background rating costs the demo page's player, and what New puzzle's variant
 * kinds take, in the built page (web/dist, `npm run build:web`) in headless Chromium, through
 * the page's own engine (`sudokuDemo.engine`, web/src/engine.ts):
 * - a `solve` of Killer sudoku [0 cage, hard] (../shared/variants; about 1.4 s to rate) asked
 *   100 ms into its rating: queued behind `rate` in the engine worker (one worker), after
 *   aborting that `rate` (the worker replaced), and beside `rateInBackground` (the rating's own
 *   worker, what the page does);
 * - `generateVariant` then `App.loadText` (the uniqueness check) then `rateInBackground` for
 *   non-consecutive 9×9 and every 6×6 kind, seeds 1..N.
 *
 *   node bench/page-rating.mjs [--seeds N] [--one-core]   prints ms per case; writes nothing
 *
 * `--one-core` holds the browser to one core (taskset), as a phone of one core would run it.
 * The page is served without caching (as the browser tests serve it); chunks come again from
 * the server when a worker is replaced. Owns: this measurement only.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '../scripts/static-server.mjs';
import { chromiumPath, launchChromium } from './lib/chromium.mjs';
import { machineInfo } from './lib/machine.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SHARED = process.env.SUDOKU_SHARED_DIR || join(ROOT, '..', 'shared');
const args = process.argv.slice(2);
const SEEDS = Number(args[args.indexOf('--seeds') + 1]) || 6;

if (args.includes('--one-core') && !process.env.PAGE_RATING_PINNED) {
  execFileSync('taskset', ['-c', '0', process.execPath, fileURLToPath(import.meta.url), ...args.filter((a) => a !== '--one-core')], {
    stdio: 'inherit',
    env: { ...process.env, PAGE_RATING_PINNED: '1' },
  });
  process.exit(0);
}

const lines = readFileSync(join(SHARED, 'variants', 'examples.fpuzzles.jsonl'), 'utf8').trim().split('\n');
const slow = lines.find((l) => JSON.parse(l).title === 'Killer sudoku [0 cage, hard]');
const server = await serveStatic(join(ROOT, 'web', 'dist'));
const browser = await launchChromium(chromiumPath('page-rating'));
const page = await browser.newPage();
await page.goto(`${server.url}index.html`);
await page.waitForSelector('body[data-ready="true"]');

const during = await page.evaluate(async (text) => {
  const e = window.sudokuDemo.engine;
  const pause = () => new Promise((f) => setTimeout(f, 100));
  const solveMs = async () => {
    const t = performance.now();
    await e.solve(text);
    return Math.round(performance.now() - t);
  };
  await e.solve(text);
  await e.rate(text); // the variant chunks loaded in the engine worker
  const rows = { queued: [], aborted: [], beside: [] };
  for (let round = 0; round < 3; round++) {
    const queued = e.rate(text);
    await pause();
    rows.queued.push(await solveMs());
    await queued;
    const stop = new AbortController();
    const aborted = e.rate(text, stop.signal).catch(() => {});
    await pause();
    const t = performance.now();
    stop.abort();
    await e.solve(text);
    rows.aborted.push(Math.round(performance.now() - t));
    await aborted;
    const beside = e.rateInBackground(text);
    await pause();
    rows.beside.push(await solveMs());
    await beside;
  }
  return rows;
}, slow);
const m = machineInfo();
console.log(`headless Chromium${process.env.PAGE_RATING_PINNED ? ' held to one core' : ''}, ${m.cpu}, ${m.cores} cores, load ${m.load1.toFixed(2)}`);
console.log('a solve asked 100 ms into the rating of Killer sudoku [0 cage, hard], answered after (ms):');
console.log(`  queued behind rate in one worker: ${during.queued.join(', ')}`);
console.log(`  rate aborted (worker replaced):   ${during.aborted.join(', ')}`);
console.log(`  beside rateInBackground:          ${during.beside.join(', ')}`);

const cases = [['nonConsecutive', 9], ...['killer', 'kropki', 'xv', 'jigsaw', 'x', 'antiKnight', 'nonConsecutive'].map((k) => [k, 6])];
console.log(`New puzzle, seeds 1-${SEEDS}: generateVariant + loadText + rateInBackground (ms each; level)`);
for (const [rules, size] of cases) {
  const rows = await page.evaluate(async ({ rules, size, seeds }) => {
    const app = window.sudokuDemo;
    const out = [];
    for (let seed = 1; seed <= seeds; seed++) {
      let t = performance.now();
      const made = await app.engine.generateVariant({ rules, size, seed });
      const made_ = performance.now() - t;
      t = performance.now();
      const loaded = await app.loadText(made.text);
      const load = performance.now() - t;
      t = performance.now();
      const r = await app.engine.rateInBackground(made.text);
      const rated = performance.now() - t;
      if (!loaded || app.game.N !== size) throw new Error(`${rules} ${size}×${size} seed ${seed} was not loaded`);
      out.push(`${Math.round(made_)}+${Math.round(load)}+${Math.round(rated)} ${r.level}`);
    }
    return out;
  }, { rules, size, seeds: SEEDS });
  console.log(`  ${rules} ${size}×${size}: ${rows.join(' | ')}`);
}
await browser.close();
await server.close();
