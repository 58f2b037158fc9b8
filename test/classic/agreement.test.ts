/**
 * WASM (release and checked builds) against the TypeScript twin: the same count, first
 * solution, recursions, backtracks, budget stop and PRNG state after the run, on the 4×4
 * fixtures, embedded and shared 9×9 puzzles, larger boards, every cell and digit order, several
 * seeds, budgets, limits 1 and 2; and batches of runs against chained single runs.
 *
 * Budgets keep the slow cases short: plain backtracking in reading order can need millions of
 * recursions on a hard 9×9, and the twin's MRV scans every cell for every digit (N³ tests a step).
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBoard } from '../../src/text/index';
import type { ClassicSettings } from '../../src/classic/types';
import { PINNED_9 } from '../engine-general/puzzles';
import { readFixtures } from '../support/fixtures';
import { describeShared } from '../support/shared';
import {
  CELL_ORDERS,
  CHECKED_BACKEND,
  DIGIT_ORDERS,
  TS_BACKEND,
  WASM_BACKEND,
  cellsOf,
  isValidSolution,
  settings,
} from './support';

const WASM_BACKENDS = [WASM_BACKEND, CHECKED_BACKEND];

/** Runs every backend on one case and expects the WASM ones to report exactly what the twin does. */
function agree(n: number, cells: Uint8Array, s: ClassicSettings): void {
  const twin = TS_BACKEND.run(n, cells, s);
  const expected = { ...twin, solution: twin.solution && Array.from(twin.solution) };
  for (const backend of WASM_BACKENDS) {
    const run = backend.run(n, cells, s);
    expect({ ...run, solution: run.solution && Array.from(run.solution) }, `${backend.name} ${JSON.stringify(s)}`).toEqual(expected);
  }
  if (twin.solution) expect(isValidSolution(n, cells, twin.solution)).toBe(true);
  if (twin.stopped) expect(twin.recursions).toBe(s.maxRecursions);
}

/** Every cell order × digit order; seeds matter for `shuffled` only, so the others run once. */
function* combinations(seeds: readonly number[], limits: readonly number[], budgets: readonly number[]) {
  for (const cellOrder of CELL_ORDERS) {
    for (const digitOrder of DIGIT_ORDERS) {
      for (const seed of digitOrder === 'shuffled' ? seeds : [seeds[0]]) {
        for (const limit of limits) {
          for (const maxRecursions of budgets) yield settings({ cellOrder, digitOrder, seed, limit, maxRecursions });
        }
      }
    }
  }
}

/** A few 9×9 puzzles of this suite's own: the empty board, an easy proper one, a two-solution one. */
const EMBEDDED_9 = [
  '.................................................................................',
  '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
  '8.........95.......76.........426798...571243...893165......916....3.487....1.532',
  '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......',
  ...PINNED_9.map((p) => p.text),
];

describe('WASM = TypeScript twin', () => {
  it('4×4 fixtures: every order, seeds, limits 1 and 2, budgets none and 5', () => {
    const fixtures = readFixtures('board-4.txt');
    expect(fixtures.length).toBeGreaterThan(40);
    for (const f of fixtures) {
      for (const s of combinations([1, 0xdeadbeef, 0xffffffff], [1, 2], [0, 5])) agree(2, f.cells, s);
    }
  });

  it('the empty 4×4 board, limits up to all 288 solutions', () => {
    for (const s of combinations([3, 77], [1, 2, 288, 1000], [0])) agree(2, new Uint8Array(16), s);
  });

  it('embedded 9×9 puzzles: every order, three seeds, limits 1 and 2, budgets', () => {
    for (const text of EMBEDDED_9) {
      const cells = cellsOf(text);
      for (const s of combinations([1, 2024, 0xffffffff], [1, 2], [0])) {
        // reading order runs free on the easy ones only; MRV (slow in the twin) always has a budget
        const budget = s.cellOrder === 'mrv' ? 3000 : 30000;
        agree(3, cells, { ...s, maxRecursions: budget });
        agree(3, cells, { ...s, maxRecursions: 1 + (s.seed % 97) });
      }
    }
  });

  it('boards 16×16, 25×25 (fixtures) and empty 36×36 … 64×64, with budgets', () => {
    const boards: Array<{ n: number; cells: Uint8Array }> = [];
    for (const [file, n, take] of [['board-16.txt', 4, 3], ['board-25.txt', 5, 2]] as const) {
      const lines = readFileSync(new URL(`../fixtures/${file}`, import.meta.url), 'utf8')
        .split('\n')
        .filter((l) => l.trim() !== '' && !l.startsWith('#'))
        .slice(0, take);
      for (const line of lines) boards.push({ n, cells: parseBoard(line.split(':')[0], { size: n * n }).cells });
    }
    for (const n of [4, 6, 7, 8]) boards.push({ n, cells: new Uint8Array(n ** 4) });
    for (const { n, cells } of boards) {
      for (const s of combinations([5, 0x80000000], [1, 2], [0])) {
        const budget = s.cellOrder === 'mrv' ? Math.max(20, Math.floor(20000 / n ** 3)) : 3000;
        agree(n, cells, { ...s, maxRecursions: budget });
      }
    }
  });

  it('the empty 64×64 board: 4,096 digits deep (the twin recurses 4,097 calls without trouble)', () => {
    // Measured, not derived: reading order with ascending digits fills the empty 64×64 board
    // without a single dead end, so the recursion reaches its greatest possible depth.
    const cells = new Uint8Array(4096);
    const twin = TS_BACKEND.run(8, cells, settings());
    expect([twin.count, twin.recursions, twin.backtracks]).toEqual([1, 4097, 0]);
    for (const backend of WASM_BACKENDS) {
      const run = backend.run(8, cells, settings());
      expect({ ...run, solution: Array.from(run.solution!) }).toEqual({ ...twin, solution: Array.from(twin.solution!) });
    }
  });

  it('batches equal chained single runs (every order, budgets, across the 16,384-run chunk)', () => {
    const board = cellsOf('.................................................................................');
    for (const cellOrder of CELL_ORDERS) {
      for (const digitOrder of DIGIT_ORDERS) {
        const s = settings({ cellOrder, digitOrder, seed: 31337, maxRecursions: cellOrder === 'mrv' ? 60 : 400 });
        const twin = TS_BACKEND.runs(3, board, s, 50);
        for (const backend of WASM_BACKENDS) expect(backend.runs(3, board, s, 50), backend.name).toEqual(twin);
      }
    }
    // more runs than one WASM call takes: the seed must chain across the chunk boundary
    const small = cellsOf('1...............');
    const s = settings({ digitOrder: 'shuffled', seed: 9, maxRecursions: 11 });
    const twin = TS_BACKEND.runs(2, small, s, 16384 + 300);
    const wasm = WASM_BACKEND.runs(2, small, s, 16384 + 300);
    expect(wasm).toEqual(twin);
    expect(twin.stopped).toBeGreaterThan(0);
  });
});

/** The first shared set present: magictour_top1465.txt, else 17_clue.txt. */
describeShared('WASM = TypeScript twin on shared 9×9 puzzles', (dir) => {
  const file = ['magictour_top1465.txt', '17_clue.txt'].find((f) => existsSync(join(dir, 'puzzles', f)));
  if (file === undefined) {
    it.skip('skipped: neither magictour_top1465.txt nor 17_clue.txt is in the shared puzzles folder', () => {});
    return;
  }
  it(`20 puzzles of ${file}: every order, two seeds, limits 1 and 2, budgets`, () => {
    const lines = readFileSync(join(dir, 'puzzles', file), 'latin1')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '' && !l.startsWith('#'))
      .slice(0, 20);
    expect(lines.length).toBe(20);
    for (const line of lines) {
      const cells = cellsOf(line.slice(0, 81));
      for (const s of combinations([1, 123456789], [1, 2], [0])) {
        agree(3, cells, { ...s, maxRecursions: s.cellOrder === 'mrv' ? 1500 : 20000 });
      }
    }
  });
});
