/**
 * Which engine answers a call: one shared engine per backend, created on first use.
 *
 * Owns: backend selection and the fallback to the TypeScript twin where WebAssembly is
 * missing. Does not own: the engines themselves.
 */
import { hasWebAssembly, wasmCore } from '../wasm/core';
import { createTsEngine } from './fast9-ts/index';
import { createWasmEngine } from './fast9-wasm';
import type { Backend, Engine } from './types';

let wasmEngine: Engine | undefined;
let tsEngine: Engine | undefined;

/**
 * Returns the shared 9×9 engine of a backend. Without an explicit backend, WebAssembly is
 * used when the environment has it, and the TypeScript twin otherwise.
 * @throws {TypeError} for an unknown backend name.
 */
export function getEngine(backend?: Backend): Engine {
  if (backend === undefined) backend = hasWebAssembly() ? 'wasm' : 'ts';
  if (backend === 'wasm') return (wasmEngine ??= createWasmEngine(wasmCore()));
  if (backend === 'ts') return (tsEngine ??= createTsEngine());
  throw new TypeError(`sudoku-wasm: unknown backend ${JSON.stringify(backend)}; expected 'wasm' or 'ts'`);
}
