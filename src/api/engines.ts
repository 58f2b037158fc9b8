/**
 * The public doors to the shared engines: {@link getEngine} and {@link getGeneralSearch} as
 * src/engine/registry.ts gives them to the package's own calls, with an argument error that
 * names the public call (`sudoku-wasm: getEngine: backend: …`). The package's calls use the
 * registry directly, so that their own entries name them.
 *
 * Owns: the names of the two calls in their errors. Does not own: the engines, their selection.
 */
import { getEngine as engineOf, getGeneralSearch as generalSearchOf } from '../engine/registry.js';
import type { GeneralEngineKind, GeneralSearch } from '../engine/general-types.js';
import type { Backend, Engine } from '../engine/types.js';
import { nameCall } from './options.js';

/**
 * Returns the shared 9×9 engine of a backend (`countInto`, `countBatch`): the zero-copy path.
 * Without a backend, WebAssembly, or the TypeScript engine where WebAssembly cannot run and the
 * TypeScript engines are loaded.
 * @param backend 'wasm' or 'ts'
 * @throws {TypeError} for an unknown backend name
 */
export function getEngine(backend?: Backend): Engine {
  try {
    return engineOf(backend);
  } catch (error) {
    throw nameCall(error, 'getEngine');
  }
}

/**
 * Returns the shared general-size search of a kind and backend (one per pair: searches are not
 * re-entrant, so callers finish one board before starting the next).
 * @param kind 'bitmask' or 'dlx'
 * @param backend 'wasm' or 'ts' (default as for {@link getEngine})
 * @throws {TypeError} for an unknown kind or backend
 */
export function getGeneralSearch(kind: GeneralEngineKind, backend?: Backend): GeneralSearch {
  try {
    return generalSearchOf(kind, backend);
  } catch (error) {
    throw nameCall(error, 'getGeneralSearch');
  }
}
