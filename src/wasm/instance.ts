/**
 * What the two modules' ABI wrappers (abi.ts, variant-abi.ts) share: instantiating a module
 * with its ABI version checked, and views over its memory that are made anew when it grows.
 *
 * Owns: {@link instantiateChecked} and {@link viewsOver}. Does not own: either ABI.
 */
import type { WasmMemory, WasmModule } from './global-types.js';

/** The exports every module of the package has. */
export interface ModuleExports {
  readonly memory: WasmMemory;
  abiVersion(): number;
}

/**
 * Instantiates a module (compiled, or raw bytes; it imports nothing) and checks that it is the
 * module `name` at ABI version `expected`: `isIt` tells its exports from the other module's.
 * @throws {Error} when it is another module or speaks another ABI version than the wrapper
 */
export function instantiateChecked<E extends ModuleExports>(
  source: WasmModule | Uint8Array,
  name: string,
  expected: number,
  isIt: (exports: E) => boolean,
): E {
  const module = source instanceof WebAssembly.Module ? source : new WebAssembly.Module(source as Uint8Array<ArrayBuffer>);
  const exports = new WebAssembly.Instance(module, {}).exports as unknown as E;
  const version = isIt(exports) ? exports.abiVersion() : -1;
  if (version !== expected) {
    const which = version === -1 ? ' (it is not that module)' : '';
    throw new Error(`sudoku-wasm: WebAssembly ${name} ABI ${version} does not match the wrapper (expected ${expected})${which}`);
  }
  return exports;
}

/**
 * Views over `memory` made by `make`, kept until the memory grows (which detaches them) and
 * then made anew: call the returned function each time rather than keeping its result.
 */
export function viewsOver<V>(memory: WasmMemory, make: (buffer: ArrayBuffer) => V): () => V {
  let buffer: ArrayBuffer | undefined;
  let current: V | undefined;
  return () => {
    if (current === undefined || buffer !== memory.buffer) {
      buffer = memory.buffer;
      current = make(buffer);
    }
    return current;
  };
}
