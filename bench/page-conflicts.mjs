#!/usr/bin/env node
/**
 * What the page's conflicts cost per keypress on variant puzzles: `Game.conflicts()` (houses,
 * pair rules and the rules of many cells through the page's `RuleCheck`) on the published
 * puzzles of ../shared/variants, each with random parts of its solution filled in (0 … 100%),
 * every answer checked empty first (a part of the solution breaks no rule). The page's sources
 * are bundled in memory with esbuild, as web/build.mjs bundles them.
 *
 *   node bench/page-conflicts.mjs [--rounds 20]     prints µs per call (median of rounds) and the machine
 *
 * Owns: this measurement only. Does not own: the game (web/src/state/game.ts), the rule check
 * (web/src/variant/rule-check.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { machineInfo } from './lib/machine.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SHARED = process.env.SUDOKU_SHARED_DIR || join(ROOT, '..', 'shared');
const at = process.argv.indexOf('--rounds');
const ROUNDS = at > 0 ? Number(process.argv[at + 1]) : 20;

const entry = `export { Game } from './web/src/state/game.ts'; export { readVariant } from './web/src/variant/kit.ts';`;
const built = await esbuild.build({ stdin: { contents: entry, resolveDir: ROOT, loader: 'ts' }, bundle: true, format: 'esm', platform: 'node', write: false });
const { Game, readVariant } = await import(`data:text/javascript;base64,${Buffer.from(built.outputFiles[0].text).toString('base64')}`);

const lines = readFileSync(join(SHARED, 'variants', 'examples.fpuzzles.jsonl'), 'utf8').split('\n').filter(Boolean);
let seed = 1;
const random = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
/** Per puzzle: its game and 41 grids (parts of its solution, 0 … 100% filled). */
const cases = lines.map((line) => {
  const fp = JSON.parse(line);
  const play = readVariant(fp);
  const game = new Game(play.board, play.rules);
  const grids = Array.from({ length: 41 }, (_, k) => fp.solution.map((v, c) => (play.board.cells[c] !== 0 || random() < k / 40 ? v : 0)));
  for (const grid of grids) {
    game.values.set(grid);
    if (game.conflicts().size !== 0) throw new Error(`${fp.title}: a part of the solution shows a conflict`);
  }
  return { game, grids };
});

const perCall = [];
for (let r = 0; r < ROUNDS; r++) {
  let calls = 0;
  const t0 = performance.now();
  for (const { game, grids } of cases) {
    for (const grid of grids) {
      game.values.set(grid);
      game.conflicts();
      calls++;
    }
  }
  perCall.push(((performance.now() - t0) * 1000) / calls);
}
perCall.sort((a, b) => a - b);
const m = machineInfo();
console.log(`Game.conflicts() on ${cases.length} published variant puzzles, ${cases[0].grids.length} grids each: median ${perCall[ROUNDS >> 1].toFixed(1)} µs per call, min ${perCall[0].toFixed(1)}, max ${perCall[ROUNDS - 1].toFixed(1)} (${ROUNDS} rounds)`);
console.log(`${m.cpu}, ${m.cores} cores, Node ${m.node}, load ${m.load1.toFixed(2)}`);
