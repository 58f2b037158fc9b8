/**
 * Which engine answers a call: one shared engine per backend, created on first use.
 *
 * Owns: backend selection and the fallback to the TypeScript twin where WebAssembly is
 * missing. Does not own: the engines themselves, or which entry brings the TypeScript twins
 * (they arrive through {@link provideTsEngines}: src/defaults-node.ts in the Node entry, and
 * `useTypeScriptEngines` (typescript.ts) anywhere, so that a browser page using only WebAssembly
 * leaves them out).
 */
import { show } from '../api/options.js';
import { privateCore, wasmByDefault, wasmCore } from '../wasm/core.js';
import { createWasmEngine } from './fast9-wasm.js';
import type { GeneralEngineKind, GeneralSearch } from './general-types.js';
import { createWasmGeneralSearch } from './general-wasm.js';
import type { TsEngines } from './ts-engines.js';
import type { Backend, Engine } from './types.js';
import type { VariantSearch } from './variant-types.js';

let twins: TsEngines | undefined;

/** Makes the TypeScript engines available (the entries call it; see the header). */
export function provideTsEngines(engines: TsEngines): void {
  twins = engines;
}

/** The TypeScript engines. @throws {Error} in a browser page that has not loaded them. */
function tsEngines(): TsEngines {
  if (twins) return twins;
  throw new Error(
    "sudoku-wasm: the TypeScript engines (backend 'ts') are not in this page: call useTypeScriptEngines() " +
      'once to load them (useTypeScriptEngines(false) loads them and keeps WebAssembly the default)',
  );
}

let wasmEngine: Engine | undefined;
let tsEngine: Engine | undefined;

const generalSearches = new Map<string, GeneralSearch>();

/**
 * The backend to use when the caller did not name one: WebAssembly, except after
 * `useTypeScriptEngines()` or where it cannot run and the TypeScript engines are loaded
 * (src/wasm/core.ts `wasmByDefault`). Where neither runs, 'wasm': its first call says what to do.
 */
export function defaultBackend(): Backend {
  return wasmByDefault() || !twins ? 'wasm' : 'ts';
}

/**
 * Returns the shared general-size search of a kind and backend (one per pair: searches are not
 * re-entrant, so callers finish one board before starting the next). The public door, whose
 * errors name the call, is src/api/engines.ts.
 * @throws {TypeError} for an unknown kind or backend.
 */
export function getGeneralSearch(kind: GeneralEngineKind, backend: Backend = defaultBackend()): GeneralSearch {
  if (kind !== 'bitmask' && kind !== 'dlx') {
    throw new TypeError(`sudoku-wasm: kind: expected 'bitmask' or 'dlx', got ${show(kind)}`);
  }
  if (backend !== 'wasm' && backend !== 'ts') throw new TypeError(`sudoku-wasm: backend: expected 'wasm' or 'ts', got ${show(backend)}`);
  const key = `${kind}/${backend}`;
  let search = generalSearches.get(key);
  if (!search) {
    if (backend === 'wasm') search = createWasmGeneralSearch(wasmCore(), kind);
    else search = tsEngines()[kind]();
    generalSearches.set(key, search);
  }
  return search;
}

/**
 * What a general search of this kind and backend runs on, as a name: on WebAssembly one for
 * both kinds (and the classic backtracking), which share the core's geometry and board buffers
 * (assembly/board/), so a search of one kind started between two slices of the other would
 * change its board; on TypeScript one per kind (each twin keeps its own state). Asynchronous
 * searches on the same one wait in one queue (src/api/search.ts).
 */
export function generalSlot(kind: GeneralEngineKind, backend: Backend = defaultBackend()): string {
  return backend === 'wasm' ? 'wasm' : `${kind}/${backend}`;
}

/** The {@link generalSlot}s that an asynchronous search has started on and not finished. */
const held = new Set<string>();

/**
 * Marks the slot of a shared search as in use by an asynchronous search that pauses between
 * slices; the returned function releases it. While it is held, {@link freeGeneralSearch} hands
 * other callers a private search, so a synchronous call between two slices cannot restart it.
 */
export function holdGeneralSearch(kind: GeneralEngineKind, backend?: Backend): () => void {
  const slot = generalSlot(kind, backend);
  held.add(slot);
  return () => held.delete(slot);
}

/**
 * Whether an asynchronous search holds the shared search of this kind and backend, or (on
 * WebAssembly) of the other kind, whose core it shares.
 */
export function generalSearchHeld(kind: GeneralEngineKind, backend?: Backend): boolean {
  return held.has(generalSlot(kind, backend));
}

/**
 * Whether an asynchronous general search is paused on the shared WebAssembly core, whose board
 * buffers the classic backtracking also uses (src/classic/index.ts then runs its twin).
 */
export function wasmCoreHeld(): boolean {
  return held.has(generalSlot('bitmask', 'wasm'));
}

/**
 * The general search a synchronous caller should use: the shared one of the kind and backend,
 * or, while an asynchronous search holds its slot, a new TypeScript search of its own (the same
 * answers and node counts: the twins agree).
 */
export function freeGeneralSearch(kind: GeneralEngineKind, backend?: Backend): GeneralSearch {
  const shared = getGeneralSearch(kind, backend);
  if (!generalSearchHeld(kind, backend)) return shared;
  return tsEngines()[kind]();
}

const variantSearches = new Map<Backend, VariantSearch>();
/** Makes the WebAssembly variant search: `useVariants()` provides it, so that a page solving classic puzzles does not carry it. */
let makeWasmVariantSearch: (() => VariantSearch) | undefined;

/**
 * Lets {@link getVariantSearch} make the WebAssembly variant search (src/api/use-variants.ts
 * calls it: every variant puzzle is read and compiled through the layer it brings first).
 */
export function provideWasmVariantSearch(make: () => VariantSearch): void {
  makeWasmVariantSearch = make;
}

/**
 * Returns the shared variant search of a backend (one per backend: searches are not
 * re-entrant, so callers finish one puzzle before starting the next).
 * @throws {TypeError} for an unknown backend.
 * @throws {Error} for `wasm` before `useVariants()` ({@link provideWasmVariantSearch}).
 */
export function getVariantSearch(backend: Backend = defaultBackend()): VariantSearch {
  let search = variantSearches.get(backend);
  if (!search) {
    if (backend === 'wasm') {
      if (!makeWasmVariantSearch) throw new Error('sudoku-wasm: the variant engine is not loaded: call useVariants() once, before the first variant puzzle');
      search = makeWasmVariantSearch();
    } else if (backend === 'ts') search = tsEngines().variant();
    else throw new TypeError(`sudoku-wasm: unknown backend ${JSON.stringify(backend)}; expected 'wasm' or 'ts'`);
    variantSearches.set(backend, search);
  }
  return search;
}

/** Shared variant searches that an asynchronous search has started and not finished. */
const heldVariants = new Set<VariantSearch>();

/**
 * Marks the shared variant search as in use by an asynchronous search that pauses between
 * slices; the returned function releases it (as {@link holdGeneralSearch}).
 */
export function holdVariantSearch(search: VariantSearch): () => void {
  heldVariants.add(search);
  return () => heldVariants.delete(search);
}

/**
 * The variant search a synchronous caller should use: the shared one of the backend, or, while
 * an asynchronous search holds it, a new TypeScript search of its own (the same answers and
 * node counts: the twins agree).
 */
export function freeVariantSearch(backend?: Backend): VariantSearch {
  const shared = getVariantSearch(backend);
  return heldVariants.has(shared) ? tsEngines().variant() : shared;
}

/**
 * Returns the shared 9×9 engine of a backend. Without an explicit backend, `defaultBackend`
 * chooses. The public door, whose errors name the call, is src/api/engines.ts.
 * @throws {TypeError} for an unknown backend name.
 */
export function getEngine(backend?: Backend): Engine {
  if (backend === undefined) backend = defaultBackend();
  if (backend === 'wasm') return (wasmEngine ??= createWasmEngine(wasmCore()));
  if (backend === 'ts') return (tsEngine ??= tsEngines().fast9());
  throw new TypeError(`sudoku-wasm: backend: expected 'wasm' or 'ts', got ${show(backend)}`);
}

/** fast9 engines of each backend that no search holds, for {@link borrowEngine}. */
const spareEngines = new Map<Backend, Engine[]>();

/**
 * Most WebAssembly fast9 engines lent at once and kept after: each is an instance of the core
 * with its own memory (1 MiB), so a thousand asynchronous searches at once must not each have
 * one. Borrowers beyond it get a TypeScript twin (the same answers and guesses, a few KB) where
 * the page has the twins, else an instance that is not kept.
 */
const MAX_PRIVATE_CORES = 4;
let privateCoresLent = 0;

/**
 * A fast9 engine of the caller's own until it calls the returned `release`: for an
 * asynchronous search that pauses between slices while other calls use the shared engine
 * (src/api/search.ts). Engines given back are kept for the next borrower, at most
 * {@link MAX_PRIVATE_CORES} of each backend.
 * @throws {TypeError} for an unknown backend name.
 */
export function borrowEngine(backend?: Backend): { engine: Engine; release: () => void } {
  if (backend === undefined) backend = defaultBackend();
  if (backend !== 'wasm' && backend !== 'ts') getEngine(backend); // throws the unknown backend's error
  const spare = spareEngines.get(backend) ?? [];
  spareEngines.set(backend, spare);
  const core = backend === 'wasm' && (privateCoresLent < MAX_PRIVATE_CORES || !twins);
  const kept = core || backend === 'ts'; // else a twin lent for a busy WebAssembly backend
  const engine = (kept ? spare.pop() : undefined) ?? (core ? createWasmEngine(privateCore(), 'fast9-wasm') : tsEngines().fast9());
  if (core) privateCoresLent++;
  let held = true;
  const release = (): void => {
    if (!held) return;
    held = false;
    if (core) privateCoresLent--;
    if (kept && spare.length < MAX_PRIVATE_CORES) spare.push(engine);
  };
  return { engine, release };
}
