/**
 * Many boards of one size other than 9×9 in few engine calls: the bulk path for small boards,
 * where the per-board cost of crossing into WebAssembly four times (start, run, count, read)
 * is larger than the search itself (a 4×4 board solves in about a microsecond).
 *
 * Owns: packing boards into the core's batch buffers, one `generalBatch` call per buffer-full,
 * and reading the answers back; the same loop over a TypeScript search for the `ts` backend or
 * while an asynchronous search holds the shared WebAssembly engine. Does not own: parsing,
 * verdicts, engine choice (search.ts), budgets other than nodes (callers with a time budget or
 * a signal use searchBoard).
 *
 * Measured (Node 20.20, 2-core EPYC, validateLines over the 49 4×4 fixtures × 400): 3.9 µs per
 * board with one search per board and the general text parser; 2.0 µs with this batch, the
 * one-line board reader (batch.ts) and the symbol table (input.ts `boardText`) together.
 */
import type { Board } from '../board/index.js';
import { BUDGET_EXHAUSTED_BIT, type Backend } from '../engine/types.js';
import { defaultBackend, freeGeneralSearch, generalSearchHeld } from '../engine/registry.js';
import { wasmCore } from '../wasm/core.js';
import { takeCore } from '../engine/general-wasm.js';
import { finish, type SearchAnswer } from './search.js';

/**
 * Counts the solutions of every board (all of box size `n`) up to `limit`, each search
 * stopping after `maxNodes` nodes when that is above 0.
 * @returns one answer per board, in order (`solution` when count ≥ 1, `stopped: 'nodes'` when
 *   the budget ran out)
 */
export function searchBoardBatch(
  kind: 'bitmask' | 'dlx',
  n: number,
  boards: readonly Board[],
  limit: number,
  maxNodes: number,
  backend: Backend = defaultBackend(),
): SearchAnswer[] {
  if (backend === 'wasm' && !generalSearchHeld(kind, 'wasm')) return viaWasm(kind, n, boards, limit, maxNodes);
  const search = freeGeneralSearch(kind, backend);
  const budget = maxNodes > 0 ? maxNodes : Number.MAX_SAFE_INTEGER;
  return boards.map((board) => {
    search.start(n, board.cells, limit);
    return finish(search, board, search.run(budget) === 'paused' ? 'nodes' : undefined);
  });
}

function viaWasm(kind: 'bitmask' | 'dlx', n: number, boards: readonly Board[], limit: number, maxNodes: number): SearchAnswer[] {
  const core = wasmCore();
  takeCore(core);
  const cells = n ** 4;
  const room = Math.min(core.capacity, Math.floor((core.capacity * 81) / cells));
  const answers: SearchAnswer[] = [];
  const cappedLimit = Math.max(1, Math.min(limit, 0x3fffffff));
  const solutions = new Uint8Array(boards.length * cells); // one copy per buffer-full, views per board
  for (let first = 0; first < boards.length; first += room) {
    const count = Math.min(room, boards.length - first);
    let views = core.views();
    for (let i = 0; i < count; i++) views.puzzles.set(boards[first + i].cells, i * cells);
    core.exports.generalBatch(kind === 'bitmask' ? 0 : 1, n, count, cappedLimit, maxNodes > 0 ? maxNodes : 2e19);
    views = core.views(); // the search may have grown memory
    solutions.set(views.solutions.subarray(0, count * cells), first * cells);
    for (let i = 0; i < count; i++) {
      const raw = views.counts[i];
      const answer: SearchAnswer = { count: raw & ~BUDGET_EXHAUSTED_BIT, nodes: views.guesses[i] };
      if (raw & BUDGET_EXHAUSTED_BIT) answer.stopped = 'nodes';
      const at = (first + i) * cells;
      if (answer.count > 0) answer.solution = solutions.subarray(at, at + cells);
      answers.push(answer);
    }
  }
  return answers;
}
