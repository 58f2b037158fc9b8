/**
 * The general engines the suites run against (one suite factory over every backend), and a
 * helper that runs one search to the end.
 *
 * Owns: the list {@link GENERAL_ENGINES}: the TypeScript engines, the WebAssembly ones from the
 * build the package picks here (SIMD128), from the scalar build (asconfig target `release`),
 * and from the build that re-checks every `unchecked()` access (asconfig target `checked`).
 */
import { readFileSync } from 'node:fs';
import { createBitmaskSearch } from '../../src/engine/bitmask-ts/index';
import { createDlxSearch } from '../../src/engine/dlx-ts/index';
import type { GeneralSearch } from '../../src/engine/general-types';
import { createWasmGeneralSearch } from '../../src/engine/general-wasm';
import { instantiateCore, wasmCore, type WasmCore } from '../../src/wasm/core';
import { resultOf, runToEnd, type SearchResult } from '../support/resumable';

let checkedCore: WasmCore | undefined;
let scalarCore: WasmCore | undefined;
/** The core built from the `release` target: the scalar build, for engines without SIMD128. */
export const scalar = () => (scalarCore ??= instantiateCore(readFileSync(new URL('../../build/sudoku.wasm', import.meta.url))));
/** The core built from the `checked` target (asserts and `dlxSanity` compiled in). */
export const checked = () => (checkedCore ??= instantiateCore(readFileSync(new URL('../../build/sudoku.checked.wasm', import.meta.url))));

export interface GeneralEngineCase {
  readonly name: string;
  readonly create: () => GeneralSearch;
}

export const GENERAL_ENGINES: readonly GeneralEngineCase[] = [
  { name: 'bitmask-ts', create: createBitmaskSearch },
  { name: 'dlx-ts', create: createDlxSearch },
  { name: 'bitmask-wasm', create: () => createWasmGeneralSearch(wasmCore(), 'bitmask') },
  { name: 'dlx-wasm', create: () => createWasmGeneralSearch(wasmCore(), 'dlx') },
  { name: 'bitmask-wasm-scalar', create: () => createWasmGeneralSearch(scalar(), 'bitmask') },
  { name: 'dlx-wasm-scalar', create: () => createWasmGeneralSearch(scalar(), 'dlx') },
  { name: 'bitmask-wasm-checked', create: () => createWasmGeneralSearch(checked(), 'bitmask') },
  { name: 'dlx-wasm-checked', create: () => createWasmGeneralSearch(checked(), 'dlx') },
];

/** What one finished search reports (test/support/resumable.ts). */
export type { SearchResult } from '../support/resumable';

/**
 * Starts `search` and runs it in slices of `slice` nodes until it is done (at most
 * `maxSlices`, so that a bug cannot loop forever).
 */
export function solveWith(
  search: GeneralSearch,
  n: number,
  cells: Uint8Array,
  limit: number,
  options: { candidates?: Uint32Array; slice?: number; maxSlices?: number } = {},
): SearchResult {
  const { candidates, slice = Number.MAX_SAFE_INTEGER, maxSlices = 10_000_000 } = options;
  search.start(n, cells, limit, candidates);
  runToEnd(search, slice, maxSlices);
  return resultOf(search, n ** 4);
}
