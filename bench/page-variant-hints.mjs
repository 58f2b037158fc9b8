#!/usr/bin/env node
/**
 * What one hint costs on the page's variant puzzles: `variantHint` (web/src/variant/hints.ts)
 * on the published puzzles of ../shared/variants, played by hints from the start until solved
 * (each hint applied as Apply does; where no step applies, the hint reveals one digit of the
 * solution, applied too, as on the page), every hint timed. The first hint of a puzzle
 * also builds what the hints know of it (named houses, rules, the rule check); it is reported
 * apart. The page's sources are bundled in memory with esbuild, as web/build.mjs bundles them,
 * and run in Node or, with --browser, in headless Chromium (where the page runs them; its
 * clock is coarser, about 0.1 ms). In Node the CPU time of the busiest hint is printed too: on a
 * loaded machine the clock also counts the time other processes took.
 *
 *   node bench/page-variant-hints.mjs [--browser]   prints, per puzzle, the first hint and the slowest
 *                                                   later one (ms), then how many puzzles hints finish
 *                                                   without a reveal, the digits revealed in the others
 *                                                   (and that all finish), the median hint, the slowest whole
 *                                                   explanation path (`variantSolvePath`, no pauses)
 *
 * Owns: this measurement only. Does not own: the hints or the game.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { chromiumPath, launchChromium } from './lib/chromium.mjs';
import { machineInfo } from './lib/machine.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SHARED = process.env.SUDOKU_SHARED_DIR || join(ROOT, '..', 'shared');
const BROWSER = process.argv.includes('--browser');

/** The measured loop, bundled with the page's sources: `play(lines)` gives one row per puzzle. */
const entry = `import { Game } from './web/src/state/game.ts';
import { readVariant } from './web/src/variant/kit.ts';
import { variantHint } from './web/src/variant/hints.ts';
import { variantSolvePath } from './web/src/variant/solve-path.ts';
export async function paths(lines) {
  const rows = [];
  for (const line of lines) {
    const fp = JSON.parse(line);
    const play = readVariant(fp);
    const t0 = performance.now();
    const path = await variantSolvePath(play);
    rows.push({ title: fp.title, steps: path.steps.length, ms: performance.now() - t0 });
  }
  return rows;
}
export function play(lines) {
  return lines.map((line) => {
    const fp = JSON.parse(line);
    const play = readVariant(fp);
    const game = new Game(play.board, play.rules);
    const times = [];
    const cpus = [];
    let reveals = 0;
    for (;;) {
      const t0 = performance.now();
      const c0 = globalThis.process?.cpuUsage();
      const { concrete } = variantHint(game, play, fp.solution, true);
      times.push(performance.now() - t0);
      if (c0) {
        const c = globalThis.process.cpuUsage(c0);
        cpus.push((c.user + c.system) / 1000);
      }
      if (concrete.kind === 'stuck' && concrete.step) reveals++;
      else if (concrete.kind !== 'step') return { title: fp.title, hints: times.length - 1, end: concrete.kind, reveals, times, cpus };
      game.applyMove(concrete.step.placements, concrete.step.eliminations, concrete.step.name);
    }
  });
}
${BROWSER ? 'window.play = play; window.paths = paths;' : ''}`;
const built = await esbuild.build({ stdin: { contents: entry, resolveDir: ROOT, loader: 'ts' }, bundle: true, format: 'esm', platform: BROWSER ? 'browser' : 'node', write: false });
const code = built.outputFiles[0].text;
const lines = readFileSync(join(SHARED, 'variants', 'examples.fpuzzles.jsonl'), 'utf8').split('\n').filter(Boolean);

let played;
/** Each puzzle's whole explanation path, timed (after the hints ran: compiled code). */
let pathRows;
if (BROWSER) {
  const browser = await launchChromium(chromiumPath('page-variant-hints bench'));
  try {
    const page = await browser.newPage();
    await page.goto('about:blank');
    await page.addScriptTag({ content: code, type: 'module' });
    await page.waitForFunction(() => typeof window.play === 'function');
    played = await page.evaluate((l) => window.play(l), lines);
    pathRows = await page.evaluate((l) => window.paths(l), lines);
  } finally {
    await browser.close();
  }
} else {
  const bundle = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  played = bundle.play(lines);
  pathRows = await bundle.paths(lines);
}

/** Every hint but each puzzle's first, for the median over all. */
const all = [];
const rows = played.map(({ title, hints, end, reveals, times, cpus }) => {
  const later = times.slice(1).sort((a, b) => a - b);
  all.push(...later);
  return { title, hints, end, reveals, first: times[0], median: later[later.length >> 1] ?? 0, slowest: later[later.length - 1] ?? 0, cpu: Math.max(0, ...cpus.slice(1)) };
});
for (const r of rows) console.log(`${r.title.padEnd(32)} ${String(r.hints).padStart(4)} hints, ${r.end.padEnd(6)} ${String(r.reveals).padStart(2)} revealed, first ${r.first.toFixed(1).padStart(6)} ms, median ${r.median.toFixed(2).padStart(6)} ms, slowest ${r.slowest.toFixed(1).padStart(6)} ms`);
all.sort((a, b) => a - b);
const solved = rows.filter((r) => r.end === 'solved' && r.reveals === 0);
const revealed = rows.filter((r) => r.reveals > 0);
const finished = rows.filter((r) => r.end === 'solved');
console.log(`solved by hints alone (no reveal): ${solved.length} of ${rows.length} (${solved.reduce((n, r) => n + r.hints, 0)} hints)`);
console.log(`with reveals: ${finished.length} of ${rows.length} finish; digits revealed: ${revealed.map((r) => `${r.title} ${r.reveals} (of ${r.hints} hints)`).join(', ')}; ${revealed.reduce((n, r) => n + r.reveals, 0)} in all`);
console.log(`every hint: ${all.length + rows.length}, median ${(all[all.length >> 1] ?? 0).toFixed(2)} ms (first hints apart)`);
const worst = rows.reduce((a, b) => (b.slowest > a.slowest ? b : a));
const worstFirst = rows.reduce((a, b) => (b.first > a.first ? b : a));
console.log(`slowest hint: ${worst.slowest.toFixed(1)} ms (${worst.title}); slowest first hint (building included): ${worstFirst.first.toFixed(1)} ms (${worstFirst.title})`);
const slowPath = pathRows.reduce((a, b) => (b.ms > a.ms ? b : a));
const pathMs = pathRows.map((r) => r.ms).sort((a, b) => a - b);
console.log(`explanation path (variantSolvePath, no pauses): slowest ${slowPath.ms.toFixed(0)} ms (${slowPath.title}, ${slowPath.steps} steps), median ${pathMs[pathMs.length >> 1].toFixed(0)} ms`);
// on a loaded machine the clock counts the time others took: the process's CPU time does not (compiler threads included)
if (!BROWSER) {
  const busiest = rows.reduce((a, b) => (b.cpu > a.cpu ? b : a));
  console.log(`most CPU one hint took: ${busiest.cpu.toFixed(1)} ms (${busiest.title})`);
}
const m = machineInfo();
console.log(`${BROWSER ? 'headless Chromium, ' : ''}${m.cpu}, ${m.cores} cores, Node ${m.node}, load ${m.load1.toFixed(2)}`);
