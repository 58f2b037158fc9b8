#!/usr/bin/env node
/**
 * What one hint costs on the page's variant puzzles: `variantHint` (web/src/variant/hints.ts)
 * on the published puzzles of ../shared/variants, played by hints from the start until solved
 * or stuck (each hint applied as Apply does), every hint timed. The first hint of a puzzle
 * also builds what the hints know of it (named houses, rules, the rule check); it is reported
 * apart. The page's sources are bundled in memory with esbuild, as web/build.mjs bundles them.
 *
 *   node bench/page-variant-hints.mjs      prints, per puzzle, the first hint and the slowest later one (ms),
 *                                          then how many puzzles hints finish and the median hint
 *
 * Owns: this measurement only. Does not own: the hints or the game.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { machineInfo } from './lib/machine.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SHARED = process.env.SUDOKU_SHARED_DIR || join(ROOT, '..', 'shared');

const entry = `export { Game } from './web/src/state/game.ts'; export { readVariant } from './web/src/variant/kit.ts'; export { variantHint } from './web/src/variant/hints.ts';`;
const built = await esbuild.build({ stdin: { contents: entry, resolveDir: ROOT, loader: 'ts' }, bundle: true, format: 'esm', platform: 'node', write: false });
const { Game, readVariant, variantHint } = await import(`data:text/javascript;base64,${Buffer.from(built.outputFiles[0].text).toString('base64')}`);

const rows = [];
/** Every hint but each puzzle's first, for the median over all. */
const all = [];
for (const line of readFileSync(join(SHARED, 'variants', 'examples.fpuzzles.jsonl'), 'utf8').split('\n').filter(Boolean)) {
  const fp = JSON.parse(line);
  const play = readVariant(fp);
  const game = new Game(play.board, play.rules);
  const times = [];
  let hints = 0;
  let end = '';
  for (;;) {
    const t0 = performance.now();
    const { concrete } = variantHint(game, play, fp.solution);
    times.push(performance.now() - t0);
    if (concrete.kind !== 'step') {
      end = concrete.kind;
      break;
    }
    game.applyMove(concrete.step.placements, concrete.step.eliminations, concrete.step.name);
    hints++;
  }
  const later = times.slice(1).sort((a, b) => a - b);
  all.push(...times.slice(1));
  rows.push({ title: fp.title, hints, end, first: times[0], median: later[later.length >> 1] ?? 0, slowest: later[later.length - 1] ?? 0 });
}
for (const r of rows) console.log(`${r.title.padEnd(32)} ${String(r.hints).padStart(4)} hints, ${r.end.padEnd(6)} first ${r.first.toFixed(1).padStart(6)} ms, median ${r.median.toFixed(2).padStart(6)} ms, slowest ${r.slowest.toFixed(1).padStart(6)} ms`);
const worst = rows.reduce((a, b) => (b.slowest > a.slowest ? b : a));
const worstFirst = rows.reduce((a, b) => (b.first > a.first ? b : a));
all.sort((a, b) => a - b);
const solved = rows.filter((r) => r.end === 'solved');
console.log(`solved by hints alone: ${solved.length} of ${rows.length} (${solved.reduce((n, r) => n + r.hints, 0)} hints); every hint: ${all.length + rows.length}, median ${(all[all.length >> 1] ?? 0).toFixed(2)} ms (first hints apart)`);
console.log(`slowest hint: ${worst.slowest.toFixed(1)} ms (${worst.title}); slowest first hint (building included): ${worstFirst.first.toFixed(1)} ms (${worstFirst.title})`);
const m = machineInfo();
console.log(`${m.cpu}, ${m.cores} cores, Node ${m.node}, load ${m.load1.toFixed(2)}`);
