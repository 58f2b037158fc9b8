/**
 * Adapter for `lisudoku-solver` (npm, Rust compiled to WebAssembly by wasm-bindgen; AGPL-3.0:
 * installed in bench/ only, called, never shipped or copied).
 *
 * Owns: loading the package in Node, translating the model into its `SudokuConstraints` (the
 * shape its lisudoku_solver.d.ts declares), and reading its answer. Does not own: timing or
 * checking (../worker.mjs).
 *
 * Loading: the package is a wasm-bindgen "bundler" build (`import * as wasm from "./x.wasm"`),
 * which Node 20 cannot import; we compile the .wasm ourselves and hand it the package's own JS
 * glue (lisudoku_solver_bg.js) as its import object, as a bundler would.
 *
 * Counting: `wasm_brute_solve(constraints)` serialises the object to JSON, which the Rust side
 * parses, then runs its search with its logical rules at every node and stops at the second
 * solution (`solutionCount` ≤ 2); `solution` is the last solution found. It does not report
 * guesses. Timed: that call and turning its grid into a string.
 *
 * Rules (SudokuConstraints): fixedNumbers, regions (boxes or jigsaw), extraRegions, killerCages
 * (sum or null), thermos, arrows (circleCells, arrowCells), primaryDiagonal (r1c1 → r9c9),
 * secondaryDiagonal, antiKnight, antiKing, kropkiDots (Consecutive = white 1, Double = black 2)
 * with kropkiNegative (no dot: neither consecutive nor double; a pair with either dot is exempt
 * from both, as in the model: selftest.mjs compares its counts with every 4×4 grid), oddCells,
 * evenCells. Not expressible, so n/a: XV and its negative, non-consecutive without the negative
 * black rule (and the negative black rule alone), dots with other values, disjoint groups.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { UnsupportedRule } from '../lib/fpuzzles.mjs';
import { regionLabels } from '../lib/check.mjs';

const require = createRequire(import.meta.url);
const PKG_DIR = dirname(require.resolve('lisudoku-solver/package.json'));
const glue = await import(pathToFileURL(join(PKG_DIR, 'lisudoku_solver_bg.js')).href);
const module = new WebAssembly.Module(readFileSync(join(PKG_DIR, 'lisudoku_solver_bg.wasm')));
const instance = new WebAssembly.Instance(module, { './lisudoku_solver_bg.js': glue });
glue.__wbg_set_wasm(instance.exports);
instance.exports.__wbindgen_start();

const position = (cell, n) => ({ row: Math.floor(cell / n), col: cell % n });

/**
 * The model as lisudoku's `SudokuConstraints`.
 * @throws {UnsupportedRule} for a rule lisudoku cannot express
 */
export function toLisudoku(puzzle) {
  const n = puzzle.size;
  const pos = (cell) => position(cell, n);
  const fixedNumbers = [];
  for (let i = 0; i < n * n; i++) {
    const g = puzzle.givens[i];
    if (g !== '.' && g !== '0') fixedNumbers.push({ position: pos(i), value: Number(g) });
  }
  const labels = puzzle.regions ?? regionLabels(n);
  const regions = Array.from({ length: n }, () => []);
  labels.forEach((label, cell) => regions[label].push(pos(cell)));
  const c = { gridSize: n, fixedNumbers, regions };
  const add = (field, item) => (c[field] ??= []).push(item);
  const types = new Set(puzzle.constraints.map((k) => k.type));
  for (const k of puzzle.constraints) {
    switch (k.type) {
      case 'extraRegion': add('extraRegions', k.cells.map(pos)); break;
      case 'diagonal': c[k.direction === 'main' ? 'primaryDiagonal' : 'secondaryDiagonal'] = true; break;
      case 'antiKnight': c.antiKnight = true; break;
      case 'antiKing': c.antiKing = true; break;
      case 'killer': add('killerCages', { sum: k.sum ?? null, region: k.cells.map(pos) }); break;
      case 'thermometer': add('thermos', k.cells.map(pos)); break;
      case 'arrow': add('arrows', { circleCells: k.circle.map(pos), arrowCells: k.shaft.map(pos) }); break;
      case 'odd': for (const cell of k.cells) add('oddCells', pos(cell)); break;
      case 'even': for (const cell of k.cells) add('evenCells', pos(cell)); break;
      case 'kropki': {
        if (k.value !== undefined && k.value !== (k.color === 'white' ? 1 : 2)) {
          throw new UnsupportedRule(`a ${k.color} dot of value ${k.value}`);
        }
        const [a, b] = k.cells;
        add('kropkiDots', { dotType: k.color === 'white' ? 'Consecutive' : 'Double', cell1: pos(a), cell2: pos(b) });
        break;
      }
      case 'nonConsecutive': case 'negativeBlack':
        if (!types.has('nonConsecutive') || !types.has('negativeBlack')) {
          throw new UnsupportedRule(`${k.type} without ${k.type === 'nonConsecutive' ? 'negativeBlack' : 'nonConsecutive'} (only "no dot: neither consecutive nor double" exists)`);
        }
        c.kropkiNegative = true;
        break;
      default: throw new UnsupportedRule(k.type);
    }
  }
  return c;
}

const version = JSON.parse(readFileSync(join(PKG_DIR, 'package.json'), 'utf8')).version;

export default {
  id: 'lisudoku-solver',
  name: 'lisudoku-solver',
  package: 'lisudoku-solver (npm)',
  version,
  license: 'AGPL-3.0',
  reportsGuesses: false,
  /** Untimed: the entry's model as lisudoku's constraints object (its native input). */
  prepare(entry) {
    return toLisudoku(entry.puzzle);
  },
  /** Timed: count to 2. */
  count(constraints) {
    const r = glue.wasm_brute_solve(constraints);
    return { count: r.solutionCount, solution: r.solution ? r.solution.flat().join('') : undefined };
  },
};
