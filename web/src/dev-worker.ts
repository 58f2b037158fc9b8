/**
 * TEMPORARY module worker for developing the demo page until the package's worker
 * (`sudoku-wasm/worker`, src/worker/entry.ts) is merged: it answers the requests of
 * web/src/engine.ts by calling the package's public functions.
 *
 * Owns: the request/answer protocol `{ id, method, args } → { id, ok, value | error }` and the
 * backtracking trace (the package's `backtrack` gives counters, not events). Does not own any
 * solving logic beyond that trace.
 */
import { backtrack, generate, hint, logicSolve, rate, solve } from '../../src/index.js';
import { CandidateGrid } from '../../src/logic/grid.js';
import { Mulberry32 } from '../../src/classic/prng.js';
import { parseBoard } from '../../src/text/index.js';
import { geometryOf } from '../../src/board/geometry.js';
import type { Trace, TraceEvent, TraceOptions, WireGrid } from './engine.js';

/** The candidate grid a wire grid describes. */
function gridOf(wire: WireGrid): CandidateGrid {
  const n = Math.round(Math.sqrt(wire.size));
  const grid = CandidateGrid.fromBoard(n, wire.givens);
  wire.values.forEach((v, c) => {
    if (v !== 0 && wire.givens[c] === 0) grid.place(c, v);
  });
  for (const { cell, digit } of wire.removed) grid.eliminate(cell, digit);
  return grid;
}

/** Classic backtracking (reading order), recording every digit placed and taken back. */
function backtrackTrace(puzzle: string, options: TraceOptions): Trace {
  const board = parseBoard(puzzle);
  const { n } = board;
  const N = n * n;
  const { cellUnits } = geometryOf(n);
  const cells = board.cells.slice();
  const used = new Int32Array(3 * N);
  cells.forEach((v, c) => {
    if (v) for (let k = 0; k < 3; k++) used[cellUnits[3 * c + k]] |= 1 << (v - 1);
  });
  const max = options.maxEvents ?? 200_000;
  const rng = new Mulberry32(options.seed ?? 1);
  const events: TraceEvent[] = [];
  let recursions = 0;
  let backtracks = 0;
  let truncated = false;
  const step = (from: number): boolean => {
    recursions++;
    let cell = from;
    while (cell < cells.length && cells[cell] !== 0) cell++;
    if (cell === cells.length) return true;
    const order = Array.from({ length: N }, (_, i) => i + 1);
    if (options.digitOrder === 'descending') order.reverse();
    else if (options.digitOrder === 'shuffled') rng.shuffle(order);
    const [r, c, b] = [cellUnits[3 * cell], cellUnits[3 * cell + 1], cellUnits[3 * cell + 2]];
    for (const d of order) {
      const m = 1 << (d - 1);
      if ((used[r] | used[c] | used[b]) & m) continue;
      if (events.length >= max) {
        truncated = true;
        return true;
      }
      cells[cell] = d;
      used[r] |= m;
      used[c] |= m;
      used[b] |= m;
      events.push({ kind: 'place', cell, digit: d });
      if (step(cell + 1)) return true;
      cells[cell] = 0;
      used[r] &= ~m;
      used[c] &= ~m;
      used[b] &= ~m;
      backtracks++;
      events.push({ kind: 'remove', cell, digit: d });
    }
    return false;
  };
  const found = step(0);
  if (truncated) {
    // The whole run's counters, from the package's instrumented solver (same rules, same PRNG).
    const whole = backtrack(puzzle, { digitOrder: options.digitOrder, seed: options.seed ?? 1, maxRecursions: 200_000_000 });
    return { events, recursions: whole.recursions, backtracks: whole.backtracks, truncated, solved: whole.count > 0 };
  }
  return { events, recursions, backtracks, truncated, solved: found };
}

const methods: Record<string, (...args: never[]) => unknown> = {
  solve: (puzzle: string) => solve(puzzle),
  hint: (grid: WireGrid, level: 'vague' | 'concrete') => hint(gridOf(grid), { level }),
  logicSolve: (puzzle: string) => {
    const { status, steps, solution } = logicSolve(puzzle, { onStuck: 'guess' });
    return { status, steps, solution };
  },
  rate: (puzzle: string) => rate(puzzle),
  generate: async (options: Parameters<typeof generate>[0]) => (await generate({ ...options, count: 1, rate: true }))[0],
  backtrackTrace,
};

self.onmessage = async (event: MessageEvent<{ id: number; method: string; args: never[] }>) => {
  const { id, method, args } = event.data;
  try {
    const fn = methods[method];
    if (!fn) throw new TypeError(`unknown method '${method}'`);
    const value = await fn(...args);
    self.postMessage({ id, ok: true, value });
  } catch (e) {
    const err = e as Error & { code?: string; cell?: number };
    self.postMessage({ id, ok: false, error: { name: err.name, message: err.message, code: err.code, cell: err.cell } });
  }
};
