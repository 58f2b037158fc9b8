/**
 * Adapters for our engines on boards of every size (sizes.mjs), over the LOCAL build
 * `../dist/index.js` (never a published copy; sizes.mjs has its workers load a copy taken at
 * the start of the run, see ours.mjs `distPath`).
 *
 *   id            what is called                                                     sizes
 *   fast9-wasm    getEngine('wasm').countBatch(...) once over the sample (= run.mjs's 9×9 only
 *                 wasm-batch; ours.mjs `batchAdapter`)
 *   bitmask-wasm  getGeneralSearch('bitmask', 'wasm'): start, run to the end,        all
 *   dlx-wasm      readSolution, once per board, reused buffers                       all
 *   bitmask-ts    the same, TypeScript twins                                         all
 *   dlx-ts                                                                           all
 *   auto-wasm     what `auto` means for bulk users: validateLines(lines, { engine:     all
 *                 'auto', backend: 'wasm', limit }) once over the sample
 *
 * Owns: text → engine input and back for these variants. Does not own: timing, checking,
 * reporting (sizes-worker.mjs and lib/ do that).
 *
 * Timing boundary, the same as the peers': board text in (alnum alphabet), count and first
 * solution text out. The general-search rows decode and encode with lib/board-string.mjs; the
 * fast9 row with ours.mjs's 9×9 helpers (the same work at 9×9); auto-wasm uses the package's
 * own parser and verdicts (so its row includes input validation and a verdict object per
 * board: the real cost of the public API). Nodes per board: the search's `nodes` (bitmask:
 * candidates tried at branching cells; DLX: options tried), fast9's guesses, the verdict's
 * `guesses` for auto-wasm.
 */
import { batchAdapter, importDist, localVersion } from './ours.mjs';
import { boardString, decodeBoard } from './lib/board-string.mjs';

/** Our variant ids, in table order. */
export const OUR_SIZED_VARIANTS = ['fast9-wasm', 'bitmask-wasm', 'dlx-wasm', 'bitmask-ts', 'dlx-ts', 'auto-wasm'];

/** Per-board adapter over a resumable general search. */
function searchAdapter(search, n) {
  const cellCount = n ** 4;
  const cells = new Uint8Array(cellCount);
  const out = new Uint8Array(cellCount);
  return {
    solve(puzzle, limit) {
      decodeBoard(puzzle, cells);
      search.start(n, cells, limit);
      while (search.run(1e15) === 'paused');
      const count = search.count;
      if (count === 0) return { count, guesses: search.nodes };
      search.readSolution(out);
      return { count, solution: boardString(out, cellCount), guesses: search.nodes };
    },
  };
}

/** `auto` through the public batch API. */
function autoAdapter(mod) {
  const options = { engine: 'auto', backend: 'wasm' };
  return {
    solveBatch(puzzles, limit) {
      const verdicts = mod.validateLines(puzzles, { ...options, limit });
      const n = verdicts.length;
      const counts = new Int32Array(n);
      const solutions = new Array(n);
      const guesses = new Float64Array(n);
      for (let i = 0; i < n; i++) {
        const v = verdicts[i];
        counts[i] = v.status === 'invalid' ? -1 : v.count;
        solutions[i] = v.solution;
        guesses[i] = v.guesses;
      }
      return { counts, solutions, guesses };
    },
  };
}

/**
 * Loads one of our variants.
 * @param {string} id one of {@link OUR_SIZED_VARIANTS}
 * @returns {Promise<{available: true, variant: object} | {available: false, reason: string}>}
 *   `variant`: { name, package, version, kind, family, ours, supports(n, limit) → null | reason,
 *   forSize(n, limit) → adapter } (lib/size-variants.mjs)
 */
export async function loadOursSized(id) {
  if (!OUR_SIZED_VARIANTS.includes(id)) return { available: false, reason: `unknown variant ${id}` };
  const dist = await importDist();
  if (!dist.available) return dist;
  const mod = dist.module;
  if (typeof mod.getGeneralSearch !== 'function' || typeof mod.validateLines !== 'function') {
    return { available: false, reason: 'dist/index.js does not export getGeneralSearch() and validateLines()' };
  }
  const meta = { name: `sudoku-wasm ${id}`, package: 'sudoku-wasm', version: localVersion(), ours: true, family: id.startsWith('dlx') ? 'dlx' : null };
  if (id === 'fast9-wasm') {
    return {
      available: true,
      variant: {
        ...meta,
        kind: 'fast9 (9×9 only), one countBatch call',
        supports: (n) => (n === 3 ? null : '9×9 only'),
        forSize: () => batchAdapter(mod.getEngine('wasm')),
      },
    };
  }
  if (id === 'auto-wasm') {
    return {
      available: true,
      variant: {
        ...meta,
        kind: "engine 'auto': one validateLines call",
        supports: () => null,
        forSize: () => autoAdapter(mod),
      },
    };
  }
  const [kind, backend] = id.split('-');
  return {
    available: true,
    variant: {
      ...meta,
      kind: `getGeneralSearch('${kind}', '${backend}'), one search per board`,
      supports: () => null,
      forSize: (n) => searchAdapter(mod.getGeneralSearch(kind, backend), n),
    },
  };
}
