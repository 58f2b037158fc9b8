/**
 * Every engine build the suites run against (noble's PLATFORMS pattern): the embedded WASM
 * build the package picks here (SIMD128 on Node 20), the scalar build it picks where SIMD is
 * missing (asconfig target `release`), the WASM build with every `unchecked()` re-checked
 * (`uncheckedBehavior: "never"`, asconfig target `checked`), and the TypeScript twin.
 */
import { readFileSync } from 'node:fs';
import { createTsEngine } from '../../src/engine/fast9-ts/index';
import { createWasmEngine } from '../../src/engine/fast9-wasm';
import type { Engine } from '../../src/engine/types';
import { instantiateCore, wasmCore } from '../../src/wasm/core';

export interface BackendCase {
  readonly name: string;
  readonly create: () => Engine;
}

const checkedWasm = new URL('../../build/sudoku.checked.wasm', import.meta.url);
const scalarWasm = new URL('../../build/sudoku.wasm', import.meta.url);

export const BACKENDS: readonly BackendCase[] = [
  { name: 'wasm', create: () => createWasmEngine(wasmCore()) },
  { name: 'wasm-scalar', create: () => createWasmEngine(instantiateCore(readFileSync(scalarWasm)), 'fast9-wasm-scalar') },
  { name: 'wasm-checked', create: () => createWasmEngine(instantiateCore(readFileSync(checkedWasm)), 'fast9-wasm-checked') },
  { name: 'ts', create: () => createTsEngine() },
];

/** Runs one engine over a list of 81-cell puzzles; returns counts, guesses and solutions. */
export function runBatch(engine: Engine, puzzles: readonly Uint8Array[], limit: number, maxGuesses = 0) {
  const n = puzzles.length;
  const cells = new Uint8Array(n * 81);
  puzzles.forEach((p, i) => cells.set(p, i * 81));
  const solutions = new Uint8Array(n * 81);
  const counts = new Int32Array(n);
  const guesses = new Uint32Array(n);
  engine.countBatch(cells, n, limit, solutions, counts, guesses, maxGuesses);
  return { counts, guesses, solution: (i: number) => solutions.subarray(i * 81, i * 81 + 81) };
}
