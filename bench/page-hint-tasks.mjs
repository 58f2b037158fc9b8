#!/usr/bin/env node
/**
 * What a variant hint costs the demo page's main thread, in Chromium: on the published variant
 * puzzles (../shared/variants) whose dearest hint is dearest, the page (web/dist, built) is put
 * where that hint is asked (the moves of the hints before it applied, as Apply makes them), Hint
 * is pressed, and the page reports the longest main-thread task seen meanwhile (a
 * `PerformanceObserver` of `longtask`, tasks over 50 ms; 0 when none) and how long the hint took
 * from the press to its words. Where the dearest hints are is found first in Node, with the
 * page's own `variantHint` bundled from its sources (as bench/page-variant-hints.mjs does).
 *
 *   node bench/page-hint-tasks.mjs [--puzzles K] [--runs R]
 *     K puzzles (default 3), each hint pressed R times (default 3, each on a fresh page); prints
 *     per press the longest task and the latency (ms), and the latency of the page's first hint
 *     (pressed just before, on the grid before: what warms the page); then, on the same page, Explain's
 *     longest task and time to its first step; then the worst of each
 *
 * Owns: this measurement only. Does not own: the hints, the page or its server.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { chromiumPath, launchChromium } from './lib/chromium.mjs';
import { machineInfo } from './lib/machine.mjs';
import { serveStatic } from '../scripts/static-server.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SHARED = process.env.SUDOKU_SHARED_DIR || join(ROOT, '..', 'shared');
const option = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const PUZZLES = option('--puzzles', 3);
const RUNS = option('--runs', 3);

/** Each puzzle's hints from the givens, the CPU of each, and the moves before its dearest. */
const entry = `import { Game } from './web/src/state/game.ts';
import { readVariant } from './web/src/variant/kit.ts';
import { variantHint } from './web/src/variant/hints.ts';
export function dearest(line) {
  const fp = JSON.parse(line);
  const play = readVariant(fp);
  const game = new Game(play.board, play.rules);
  const moves = [];
  let worst = { at: -1, cpu: 0 };
  for (;;) {
    const c0 = process.cpuUsage();
    const { concrete } = variantHint(game, play, fp.solution, true);
    const c = process.cpuUsage(c0);
    const cpu = (c.user + c.system) / 1000;
    if (moves.length > 0 && cpu > worst.cpu) worst = { at: moves.length, cpu };
    if (!concrete.step || (concrete.kind !== 'step' && concrete.kind !== 'stuck')) break;
    moves.push({ placements: concrete.step.placements, eliminations: concrete.step.eliminations });
    game.applyMove(concrete.step.placements, concrete.step.eliminations, concrete.step.name);
  }
  return { title: fp.title, at: worst.at, cpu: worst.cpu, moves: moves.slice(0, worst.at) };
}`;
const built = await esbuild.build({ stdin: { contents: entry, resolveDir: ROOT, loader: 'ts' }, bundle: true, format: 'esm', platform: 'node', write: false });
const bundle = await import(`data:text/javascript;base64,${Buffer.from(built.outputFiles[0].text).toString('base64')}`);
const lines = readFileSync(join(SHARED, 'variants', 'examples.fpuzzles.jsonl'), 'utf8').split('\n').filter(Boolean);
const found = lines.map((line) => ({ line, ...bundle.dearest(line) })).sort((a, b) => b.cpu - a.cpu).slice(0, PUZZLES);

/** Presses Hint and resolves once its first grade (or a mistake, stuck, …) shows: the time it took and the hint's kind. */
const pressed = () =>
  new Promise((resolve) => {
    const text = document.getElementById('hint-text');
    const t0 = performance.now();
    document.getElementById('hint').click();
    const poll = () => (text.dataset.kind !== undefined && text.dataset.kind !== 'busy' ? resolve({ ms: performance.now() - t0, kind: text.dataset.kind }) : setTimeout(poll, 1));
    poll();
  });

const server = await serveStatic(join(ROOT, 'web', 'dist'), { port: 0 });
const browser = await launchChromium(chromiumPath('page-hint-tasks bench'));
const rows = [];
const explains = [];
try {
  for (const f of found) {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
      const page = await context.newPage();
      const link = encodeURIComponent(JSON.stringify({ ...JSON.parse(f.line), solution: undefined }));
      await page.goto(`${server.url}index.html?puzzle=${link}`);
      await page.waitForSelector('body[data-ready="true"]');
      await page.waitForFunction(() => window.sudokuDemo.info.solution !== undefined);
      await page.waitForFunction(() => document.getElementById('hint-text').dataset.kind === undefined);
      // a hint first on the grid before (the variant chunk, or the worker, warmed as a player's earlier hints warm them)
      await page.evaluate((moves) => {
        const app = window.sudokuDemo;
        for (const m of moves) app.game.applyMove(m.placements, m.eliminations, 'bench');
        app.changed();
      }, f.moves.slice(0, -1));
      const first = await page.evaluate(pressed);
      await page.evaluate((m) => {
        const app = window.sudokuDemo;
        app.game.applyMove(m.placements, m.eliminations, 'bench');
        app.changed();
        window.longest = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) window.longest = Math.max(window.longest, e.duration);
        }).observe({ type: 'longtask' });
      }, f.moves.at(-1));
      const t = await page.evaluate(pressed);
      await page.waitForTimeout(100); // a long task is reported after it ends
      const longest = await page.evaluate(() => window.longest);
      rows.push({ title: f.title, at: f.at, cpu: f.cpu, run, longest, ms: t.ms, kind: t.kind, first: first.ms });
      console.log(`${f.title.padEnd(28)} hint ${String(f.at).padStart(4)} (Node CPU ${f.cpu.toFixed(0)} ms), run ${run}: longest task ${longest.toFixed(0).padStart(4)} ms, hint in ${t.ms.toFixed(0).padStart(4)} ms (${t.kind}); the first hint ${first.ms.toFixed(0).padStart(4)} ms`);
      // the whole explanation of the puzzle (Explain), on the same page
      const explained = await page.evaluate(
        () =>
          new Promise((resolve) => {
            window.longest = 0;
            const t0 = performance.now();
            document.getElementById('explain-start').click();
            const counter = document.getElementById('explain-counter');
            const poll = () => (/^(Step 1 |Solved|Stopped)/.test(counter.textContent) ? resolve(performance.now() - t0) : setTimeout(poll, 5));
            poll();
          }),
      );
      await page.waitForTimeout(100);
      const explainLongest = await page.evaluate(() => window.longest);
      explains.push({ longest: explainLongest, ms: explained });
      console.log(`${''.padEnd(28)} explanation: longest task ${explainLongest.toFixed(0).padStart(4)} ms, done in ${explained.toFixed(0).padStart(5)} ms`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
const worst = (key) => Math.max(...rows.map((r) => r[key]));
console.log(`worst longest task: ${worst('longest').toFixed(0)} ms; worst hint latency: ${worst('ms').toFixed(0)} ms; slowest first hint of a page: ${worst('first').toFixed(0)} ms`);
console.log(`explanations: worst longest task ${Math.max(...explains.map((e) => e.longest)).toFixed(0)} ms, slowest ${Math.max(...explains.map((e) => e.ms)).toFixed(0)} ms`);
const m = machineInfo();
console.log(`headless Chromium, ${m.cpu}, ${m.cores} cores, Node ${m.node}, load ${m.load1.toFixed(2)}`);
