/**
 * Adapter for our engine: the LOCAL build `../dist/index.js` (never a published copy).
 *
 * Owns: turning puzzle strings into the engine's byte layout and back, for three variants:
 *   wasm-batch   one `countBatch` call over all timed puzzles        (getEngine('wasm'))
 *   wasm-single  one `countInto` call per puzzle, reused buffers      (getEngine('wasm'))
 *   ts-batch     one `countBatch` call, TypeScript twin               (getEngine('ts'))
 * Does not own: timing, checking, reporting (worker.mjs and lib/ do that), or the general-size
 * variants (ours-sizes.mjs, which reuses `batchAdapter` for its fast9 row).
 *
 * Engine contract (src/engine/types.ts): cells are 81 bytes per puzzle, row-major,
 * 0 = empty, 1..9 = given; solutions come back as 81 bytes of 1..9; counts are capped at
 * `limit`; `BUDGET_EXHAUSTED_BIT` (0x40000000) marks a search stopped by `maxGuesses`, which
 * the benchmark never sets (0 = no budget). Guesses per puzzle come from `guessesOut[i]`
 * (batch) or `engine.lastGuesses` (single).
 *
 * Timing boundary, the same as every peer's: puzzle string in, count and solution string out.
 * So the string → bytes encoding and the bytes → string decoding (lib/grid-string.mjs, shared
 * with the peers) are inside the timed region.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { digitsToString } from './lib/grid-string.mjs';
import { BENCH_DIR } from './lib/puzzles.mjs';

/** Our variant ids, in table order. */
export const OUR_VARIANTS = ['wasm-batch', 'wasm-single', 'ts-batch'];

const ROOT = join(BENCH_DIR, '..');
/**
 * The bundle to load: `../dist/index.js`, or `$SUDOKU_WASM_DIST` when set (sizes.mjs points its
 * workers at a copy taken when the run starts, so a rebuild during the run cannot mix builds;
 * the bundle is self-contained, the WASM embedded).
 */
export function distPath() {
  return process.env.SUDOKU_WASM_DIST ? resolve(process.env.SUDOKU_WASM_DIST) : join(ROOT, 'dist', 'index.js');
}

/**
 * Imports the local build ({@link distPath}).
 * @returns {Promise<{available: true, module: object} | {available: false, reason: string}>}
 *   unavailable when it is not built
 */
export async function importDist() {
  const dist = distPath();
  if (!existsSync(dist)) return { available: false, reason: 'dist/index.js not found: build the package first (npm run build in the repo root)' };
  return { available: true, module: await import(pathToFileURL(dist).href) };
}

/** Version label of the local build: root package.json version, marked as local. */
export function localVersion() {
  try {
    return `${JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version} (local dist/)`;
  } catch {
    return 'local dist/';
  }
}

/** Writes puzzle i (81 chars, '.' = empty) into `cells` at offset i·81. */
function encode(puzzle81, cells, offset) {
  for (let j = 0; j < 81; j++) {
    const ch = puzzle81.charCodeAt(j);
    cells[offset + j] = ch === 46 ? 0 : ch - 48;
  }
}

/** Per-puzzle adapter over `countInto`. */
function singleAdapter(engine) {
  const cells = new Uint8Array(81);
  const out = new Uint8Array(81);
  return {
    solve(puzzle81, limit) {
      encode(puzzle81, cells, 0);
      const count = engine.countInto(cells, limit, out);
      return count > 0
        ? { count, solution: digitsToString(out), guesses: engine.lastGuesses }
        : { count, guesses: engine.lastGuesses };
    },
  };
}

/** Whole-sample adapter over `countBatch`; buffers grow to the largest sample seen. */
export function batchAdapter(engine) {
  let cap = 0;
  let cells, solutions, counts, guesses;
  return {
    solveBatch(puzzles, limit) {
      const n = puzzles.length;
      if (n > cap) {
        cap = n;
        cells = new Uint8Array(n * 81);
        solutions = new Uint8Array(n * 81);
        counts = new Int32Array(n);
        guesses = new Uint32Array(n);
      }
      for (let i = 0; i < n; i++) encode(puzzles[i], cells, i * 81);
      engine.countBatch(cells, n, limit, solutions, counts, guesses);
      const strings = new Array(n);
      for (let i = 0; i < n; i++) strings[i] = counts[i] > 0 ? digitsToString(solutions, i * 81) : undefined;
      return { counts, solutions: strings, guesses };
    },
  };
}

/**
 * Loads one of our variants.
 * @param {string} id one of {@link OUR_VARIANTS}
 * @returns {Promise<{available: true, adapter: object} | {available: false, reason: string}>}
 */
export async function loadOurs(id) {
  if (!OUR_VARIANTS.includes(id)) return { available: false, reason: `unknown variant ${id}` };
  const dist = await importDist();
  if (!dist.available) return dist;
  const mod = dist.module;
  if (typeof mod.getEngine !== 'function') {
    return { available: false, reason: 'dist/index.js does not export getEngine()' };
  }
  const engine = await mod.getEngine(id.startsWith('ts') ? 'ts' : 'wasm');
  const base = id === 'wasm-single' ? singleAdapter(engine) : batchAdapter(engine);
  return {
    available: true,
    adapter: {
      ...base,
      name: `sudoku-wasm ${id}`,
      package: 'sudoku-wasm',
      version: localVersion(),
      kind: `${engine.name ?? id} (${id === 'wasm-single' ? 'countInto per puzzle' : 'one countBatch call'})`,
      supportsCount: true,
      reportsGuesses: true,
      ours: true,
    },
  };
}
