/**
 * `initWasm`: compiling the package's WebAssembly modules ahead of the first call.
 *
 * Owns: {@link initWasm}, which loads the core (core.ts) and, where the page uses variant
 * puzzles, the variant module beside it (variant-core.ts). Does not own: either module's
 * state, or loading (source.ts).
 */
import { checkKeys } from '../api/options.js';
import { serializable } from '../api/error-json.js';
import { defaultBackend } from '../engine/registry.js';
import { hasWebAssembly, initCore } from './core.js';
import { cspError, isCspRefusal } from './csp.js';
import { NO_WEBASSEMBLY } from './module-slot.js';
import { checkSource, SOURCE_KEYS, type WasmSource } from './source.js';
import { initVariants } from './variant-core.js';

/**
 * Compiles the WebAssembly modules asynchronously, so that no later call compiles
 * synchronously. Without `source`, the default entry compiles its embedded builds and the URL
 * entry (`sudoku-wasm/url`) fetches the `.wasm` files beside it: the core, and the variant
 * module once `useVariants()` was called. With `source`, that module is the core: `{ url }`,
 * `{ bytes }`, `{ module }` or `{ response }`; `variants` is the variant module's, in the same
 * forms. The first module of each kind wins: once it is compiled, later calls do not load it
 * again (call `initWasm()` again after a later `useVariants()` in the URL entry).
 * Optional in the default entry (Node, workers and browsers' main threads compile the embedded
 * modules synchronously on the first call that needs them); required in the URL entry.
 * Where there is no WebAssembly at all, it loads nothing: it resolves once `useTypeScriptEngines()`
 * was called (the TypeScript engines answer every call), and rejects saying to call it otherwise.
 * @param source where the core comes from (default: the embedded build, or the URL entry's `.wasm`)
 * @param variants where the variant module comes from (default: as for the core, and only in a
 *   page that called `useVariants()`)
 * @throws {WasmBlockedError} when the page's Content-Security-Policy forbids WebAssembly
 * @throws {TypeError} for a malformed source, or none in the URL entry
 * @throws {Error} without WebAssembly, before `useTypeScriptEngines()`
 * @throws {Error} when fetching or reading fails (the message names the URL and the HTTP status,
 *   or the file), or what came is not a WebAssembly module (the message names it; the engine's
 *   `CompileError` is its `cause`)
 * @category Setup and engines
 */
export async function initWasm(source?: WasmSource, variants?: WasmSource): Promise<void> {
  try {
    checkKeys(variants, SOURCE_KEYS, 'initWasm (variants)', 'key');
    if (!hasWebAssembly()) {
      // nothing to compile: a malformed call is said all the same, then what answers instead
      if (source !== undefined) checkSource(source);
      if (variants !== undefined) checkSource(variants);
      if (defaultBackend() === 'ts') return;
      throw new Error(NO_WEBASSEMBLY);
    }
    try {
      await initCore(source);
      await initVariants(variants);
    } catch (error) {
      throw isCspRefusal(error) ? cspError(error as Error) : error;
    }
  } catch (error) {
    // its messages name it already (`initWasm (variants): …`, its second argument); JSON keeps them
    throw error instanceof Error ? serializable(error) : error;
  }
}
