/**
 * The public doors to the shared engines: {@link getEngine} and {@link getGeneralSearch} as
 * src/engine/registry.ts gives them to the package's own calls, with an argument error that
 * names the public call (`sudoku-wasm: getEngine: backend: …`). The package's calls use the
 * registry directly, so that their own entries name them.
 *
 * A general search comes through a door of its own ({@link namedSearch}), one per search: the same
 * search, whose `start` and `readSolution` errors name the method (`sudoku-wasm:
 * GeneralSearch.start: box size must be 2..8, got 9`); the package's calls use the search itself,
 * so a page that does not call getGeneralSearch carries no door.
 *
 * Owns: the names of the two calls and of the search's methods in their errors. Does not own:
 * the engines, their selection.
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
 * @category Setup and engines
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
 * @category Setup and engines
 */
export function getGeneralSearch(kind: GeneralEngineKind, backend?: Backend): GeneralSearch {
  let search: GeneralSearch;
  try {
    search = generalSearchOf(kind, backend);
  } catch (error) {
    throw nameCall(error, 'getGeneralSearch');
  }
  return namedSearch(search);
}

/** The door of each shared search, made on its first getGeneralSearch. */
const doors = /* @__PURE__ */ new WeakMap<GeneralSearch, GeneralSearch>();

/** Runs a method of a search, its error naming the method (`sudoku-wasm: GeneralSearch.start: …`). */
function naming<T>(method: string, body: () => T): T {
  try {
    return body();
  } catch (error) {
    if (error instanceof Error && !error.message.startsWith('sudoku-wasm: ')) error.message = `sudoku-wasm: GeneralSearch.${method}: ${error.message}`;
    throw error;
  }
}

/** The search as getGeneralSearch gives it: every member the search's, the errors of `start` and `readSolution` naming the method. */
function namedSearch(search: GeneralSearch): GeneralSearch {
  let door = doors.get(search);
  if (door === undefined) {
    door = {
      name: search.name,
      kind: search.kind,
      start: (n, cells, limit, candidates) => naming('start', () => search.start(n, cells, limit, candidates)),
      run: (maxNodes) => search.run(maxNodes),
      get count() {
        return search.count;
      },
      get nodes() {
        return search.nodes;
      },
      readSolution: (out) => naming('readSolution', () => search.readSolution(out)),
    };
    doors.set(search, door);
  }
  return door;
}
