#!/usr/bin/env node
/**
 * What drawing the explanation's answer costs the demo page's main thread, in Chromium at 4×
 * CPU throttling (CDP `Emulation.setCPUThrottlingRate`, a slower device): on Killer sudoku [0
 * cage, hard] (../shared/variants, 22 steps, the logic worker finds them) and a classic hard
 * puzzle (the engine worker's `logicSolve`, replayed on the page), Explain is pressed on the
 * Explanation view and, once step 1 shows, the page reports its long tasks (`longtask`, over
 * 50 ms) that ended after step 1 was first written (the counter: the tasks that draw the answer
 * and the frames after them); a Chromium trace of the same press gives the main-thread tasks
 * (`RunTask`, any length) from there on, and the layouts, styles and paints in them.
 *
 *   node bench/page-explain-task.mjs [--runs R] [--rate X] [--dist DIR]
 *     R runs per puzzle (default 5, each on a fresh page), throttling X (default 4), the page
 *     built in DIR (default web/dist: another checkout's, to compare); prints per run the long
 *     tasks observed, then each traced task of 10 ms or more from step 1's writing on, its wall
 *     and CPU time (the thread's, throttling included: less swayed by the machine's load) and
 *     the layout, style and paint in it; then the worst
 *   env: ONLY=<title start> one puzzle; CSS=<rules> added to each page (to try a style);
 *     DETAIL=1 each traced task's parts of 1.5 ms or more (layouts with their dirty objects);
 *     STEPS=K then, per run, K presses of Next and K of Previous, each waited for two frames,
 *     traced: the median layout, style and paint per press (the thread's time), over all runs
 *
 * Owns: this measurement only. Does not own: the explanation, the page or its server.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from './lib/args.mjs';
import { chromiumPath, launchChromium } from './lib/chromium.mjs';
import { machineInfo } from './lib/machine.mjs';
import { serveStatic } from '../scripts/static-server.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SHARED = process.env.SUDOKU_SHARED_DIR || join(ROOT, '..', 'shared');
const { options } = parseArgs(process.argv.slice(2), new Set());
const RUNS = Number(options.runs ?? 5);
const RATE = Number(options.rate ?? 4);
/** The built page to serve (another build's web/dist, to compare). */
const DIST = options.dist ?? join(ROOT, 'web', 'dist');

const lines = readFileSync(join(SHARED, 'variants', 'examples.fpuzzles.jsonl'), 'utf8').split('\n').filter(Boolean);
const killer = lines.find((l) => JSON.parse(l).title === 'Killer sudoku [0 cage, hard]');
const puzzles = [
  { title: 'Killer sudoku [0 cage, hard]', link: JSON.stringify({ ...JSON.parse(killer), solution: undefined }) },
  // a classic hard puzzle (test/browser/page-play.test.ts's)
  { title: 'classic hard', link: '.6..7.......8...2..1.............6.54..3...........7..2...6..4.8.31.........5.1..' },
];

/** The page's main thread's complete events from a Chromium trace: its tasks, layouts, styles, paints (µs; `tdur` the thread's time). */
function mainThreadEvents(trace) {
  const events = JSON.parse(trace.toString('utf8')).traceEvents;
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((f) => f.pid === e.pid && f.name === 'EventDispatch'));
  return events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
}

const STEPS = Number(process.env.STEPS ?? 0);
/** Per puzzle, with STEPS: the layout, style and paint times of every press (ms). */
const stepped = {};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/**
 * Presses Next STEPS times, then Previous as often, each waited for two frames, under a trace;
 * per press (from its click event to the next one's), the thread's time in layout, style and paint.
 */
async function stepping(page, browser) {
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  for (const name of ['Next', 'Previous'])
    for (let i = 0; i < STEPS; i++) {
      await page.getByRole('button', { name, exact: true }).click();
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    }
  const ev = mainThreadEvents(await browser.stopTracing());
  const clicks = ev.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click').map((e) => e.ts).sort((a, b) => a - b);
  const per = {};
  for (const name of ['Layout', 'UpdateLayoutTree', 'Paint'])
    per[name] = clicks.map((t, i) => ev.filter((e) => e.name === name && e.ts >= t && e.ts < (clicks[i + 1] ?? Infinity)).reduce((sum, e) => sum + (e.tdur ?? e.dur), 0) / 1000);
  return per;
}

const server = await serveStatic(DIST, { port: 0 });
const browser = await launchChromium(chromiumPath('page-explain-task bench'));
/** Per puzzle: the longest task observed, and traced (wall and CPU). */
const worst = {};
try {
  for (const p of puzzles.filter((q) => !process.env.ONLY || q.title.startsWith(process.env.ONLY))) {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1200, height: 900 }, deviceScaleFactor: 1 });
      const page = await context.newPage();
      await page.goto(`${server.url}index.html?puzzle=${encodeURIComponent(p.link)}`);
      await page.waitForSelector('body[data-ready="true"]');
      await page.getByRole('tab', { name: 'Explanation' }).click();
      if (process.env.CSS) await page.addStyleTag({ content: process.env.CSS });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      await page.evaluate(() => {
        window.tasks = [];
        window.answered = Infinity;
        new PerformanceObserver((l) => {
          for (const e of l.getEntries()) window.tasks.push([e.startTime, e.duration]);
        }).observe({ type: 'longtask' });
        new MutationObserver(() => {
          if (window.answered === Infinity) performance.mark('explain-answered');
          window.answered = Math.min(window.answered, performance.now());
        }).observe(document.getElementById('explain-counter'), { childList: true, characterData: true, subtree: true });
      });
      await browser.startTracing(page, { categories: ['devtools.timeline', 'toplevel', 'blink.user_timing'] });
      await page.getByRole('button', { name: 'Explain this puzzle' }).click();
      await page.waitForFunction(() => /^Step 1 /.test(document.getElementById('explain-counter').textContent) && document.querySelector('#explain-list button'), null, { timeout: 120_000, polling: 50 });
      await page.waitForTimeout(400);
      const trace = await browser.stopTracing();
      const { tasks, answered, steps } = await page.evaluate(() => ({ tasks: window.tasks, answered: window.answered, steps: document.querySelectorAll('#explain-list button').length }));
      const drawing = tasks.filter(([s, d]) => s + d >= answered - 1).map(([, d]) => Math.round(d));
      // the traced task holding step 1's writing (its mark), and those after it
      const ev = mainThreadEvents(trace);
      const mark = JSON.parse(trace.toString('utf8')).traceEvents.find((e) => e.name === 'explain-answered');
      const runTasks = ev.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
      const after = runTasks.filter((t) => mark && t.ts + t.dur >= mark.ts);
      const within = (t, name) => ev.filter((e) => e.name === name && e.ts >= t.ts && e.ts < t.ts + t.dur).reduce((sum, e) => sum + (e.tdur ?? e.dur), 0) / 1000;
      // from that task on: the tasks of 10 ms or more (wall), in order
      const shown = after.filter((t) => t.dur >= 10_000);
      const longest = Math.max(0, ...shown.map((t) => t.dur / 1000));
      const longestCpu = Math.max(0, ...shown.map((t) => (t.tdur ?? t.dur) / 1000));
      worst[p.title] ??= { wall: 0, cpu: 0, observed: 0 };
      const w = worst[p.title];
      w.wall = Math.max(w.wall, longest);
      w.cpu = Math.max(w.cpu, longestCpu);
      w.observed = Math.max(w.observed, ...drawing);
      const cell = (t) => `${(t.dur / 1000).toFixed(0)}/${((t.tdur ?? t.dur) / 1000).toFixed(0)} (layout ${within(t, 'Layout').toFixed(0)}, style ${within(t, 'UpdateLayoutTree').toFixed(0)}, paint ${within(t, 'Paint').toFixed(0)})`;
      if (process.env.DETAIL) for (const t of shown) console.log(ev.filter((e) => e.ts >= t.ts && e.ts < t.ts + t.dur && (e.tdur ?? 0) > 1500).map((e) => `  ${e.name} ${(e.tdur / 1000).toFixed(0)}${e.args?.beginData?.dirtyObjects ? ` dirty ${e.args.beginData.dirtyObjects}/${e.args.beginData.totalObjects}` : ''}${e.args?.data?.functionName ? ' ' + e.args.data.functionName : ''}`).join('\n'));
      console.log(`${p.title.padEnd(30)} run ${run}: ${steps} steps; long tasks observed: ${drawing.join(', ') || 'none'} ms; traced tasks wall/CPU ms: ${shown.map(cell).join('; ')}`);
      if (STEPS > 0) {
        const per = await stepping(page, browser);
        const all = (stepped[p.title] ??= { Layout: [], UpdateLayoutTree: [], Paint: [] });
        for (const k of Object.keys(all)) all[k].push(...per[k]);
        console.log(`${p.title.padEnd(30)} run ${run}: stepping, median per press: layout ${median(per.Layout).toFixed(1)}, style ${median(per.UpdateLayoutTree).toFixed(1)}, paint ${median(per.Paint).toFixed(1)} ms`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
for (const [k, v] of Object.entries(worst)) console.log(`${k}: longest task observed ${v.observed.toFixed(0)} ms; traced: ${v.wall.toFixed(0)} ms wall, ${v.cpu.toFixed(0)} ms CPU (the thread's time, throttling included)`);
for (const [k, v] of Object.entries(stepped)) console.log(`${k}: stepping, median per press over ${v.Layout.length}: layout ${median(v.Layout).toFixed(1)}, style ${median(v.UpdateLayoutTree).toFixed(1)}, paint ${median(v.Paint).toFixed(1)} ms (the thread's time)`);
const m = machineInfo();
console.log(`headless Chromium at ${RATE}× CPU throttling, ${m.cpu}, ${m.cores} cores, Node ${m.node}, load ${m.load1.toFixed(2)}`);
