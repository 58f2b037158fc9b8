/**
 * The TypeScript twin of classic backtracking: written apart from the WebAssembly engine
 * (assembly/classic/backtrack.ts) and on purpose differently, as a real recursion over plain
 * arrays with a legality test per digit, so that agreement between the two is evidence.
 *
 * Owns: one counted search of any box size n = 2…8. Does not own: input checks (index.ts), the
 * PRNG (prng.ts). The counting rules are those of src/classic/index.ts, followed literally:
 * the loop over digits asks "is d legal now?" for every d of the order.
 *
 *   used[u * (N + 1) + d] = 1 when digit d is in unit u:
 *     u = 0…N-1 rows, N…2N-1 columns, 2N…3N-1 boxes (box b = (r / n) * n + c / n)
 *
 * Depth of the JS recursion: at most the number of empty cells + 1 (4097 on an empty 64×64
 * board, which Node's default stack takes: tested in test/classic/agreement.test.ts).
 */
import { Mulberry32 } from './prng.js';
import type { ClassicRun, ClassicSettings } from './types.js';

/**
 * Receives every digit the search places (`place` true) and takes back (false), in order, with
 * its 0-based cell. Returning true stops the search at once, as a budget stop does (the digit
 * just placed stays placed and gets no recursion; `stopped` is then true).
 */
export type ClassicEventSink = (place: boolean, cell: number, digit: number) => boolean;

/**
 * Runs one counted search of box size n over `cells` (values 1…N are givens, anything else
 * empty; at least N² entries). The caller has checked n and the array. `sink`, when given, sees
 * every placement and removal (src/classic/trace.ts); without it the search is unchanged.
 */
export function runClassicTs(n: number, cells: Uint8Array, settings: ClassicSettings, sink?: ClassicEventSink): ClassicRun {
  const { cellOrder, digitOrder, limit, maxRecursions } = settings;
  const N = n * n;
  const C = N * N;
  const stride = N + 1;
  const grid = new Uint8Array(C);
  const used = new Uint8Array(3 * N * stride);
  const rowAt = new Int32Array(C);
  const colAt = new Int32Array(C);
  const boxAt = new Int32Array(C);
  for (let cell = 0; cell < C; cell++) {
    const r = Math.floor(cell / N);
    const c = cell % N;
    rowAt[cell] = r * stride;
    colAt[cell] = (N + c) * stride;
    boxAt[cell] = (2 * N + Math.floor(r / n) * n + Math.floor(c / n)) * stride;
  }
  const isLegal = (cell: number, d: number): boolean =>
    used[rowAt[cell] + d] === 0 && used[colAt[cell] + d] === 0 && used[boxAt[cell] + d] === 0;
  const put = (cell: number, d: number, on: 0 | 1): void => {
    used[rowAt[cell] + d] = on;
    used[colAt[cell] + d] = on;
    used[boxAt[cell] + d] = on;
    grid[cell] = on === 1 ? d : 0;
  };

  // Givens first: two equal digits in a unit mean no search at all.
  for (let cell = 0; cell < C; cell++) {
    const v = cells[cell];
    if (v < 1 || v > N) continue;
    if (!isLegal(cell, v)) {
      return { count: 0, solution: null, recursions: 0, backtracks: 0, stopped: false, seed: settings.seed >>> 0 };
    }
    put(cell, v, 1);
  }

  const rng = new Mulberry32(settings.seed);
  const ascending = Array.from({ length: N }, (_, i) => i + 1);
  const descending = ascending.slice().reverse();
  let recursions = 0;
  let backtracks = 0;
  let count = 0;
  let stopped = false;
  let finished = false;
  let solution: Uint8Array | null = null;

  /** Reading order: the first empty cell at or after `from` (all before it are filled). */
  const firstEmpty = (from: number): number => {
    for (let cell = from; cell < C; cell++) if (grid[cell] === 0) return cell;
    return -1;
  };
  /** MRV: the empty cell with the fewest legal digits, the first in reading order on ties. */
  const fewestLegal = (): number => {
    let best = -1;
    let fewest = N + 1;
    for (let cell = 0; cell < C; cell++) {
      if (grid[cell] !== 0) continue;
      let k = 0;
      for (let d = 1; d <= N; d++) if (isLegal(cell, d)) k++;
      if (k < fewest) {
        best = cell;
        fewest = k;
        if (k === 0) break;
      }
    }
    return best;
  };
  const orderOfThisCall = (): readonly number[] => {
    if (digitOrder === 'ascending') return ascending;
    if (digitOrder === 'descending') return descending;
    const order = ascending.slice();
    rng.shuffle(order);
    return order;
  };

  /** Ends the search where it stands (a budget stop, or the sink said so). */
  const stop = (): void => {
    stopped = true;
    finished = true;
  };
  /** One call of step(); `from` is where the reading-order scan may start. */
  const step = (from: number): void => {
    if (maxRecursions > 0 && recursions === maxRecursions) return stop();
    recursions++;
    const cell = cellOrder === 'mrv' ? fewestLegal() : firstEmpty(from);
    if (cell < 0) {
      count++;
      if (solution === null) solution = grid.slice();
      if (count >= limit) finished = true;
      return;
    }
    for (const d of orderOfThisCall()) {
      if (!isLegal(cell, d)) continue;
      put(cell, d, 1);
      if (sink !== undefined && sink(true, cell, d)) return stop();
      step(cell + 1);
      if (finished) return;
      put(cell, d, 0);
      backtracks++;
      if (sink !== undefined && sink(false, cell, d)) return stop();
    }
  };
  step(0);

  return { count, solution, recursions, backtracks, stopped, seed: rng.state };
}
