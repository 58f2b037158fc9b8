/**
 * The one place that decides which WebAssembly module the package runs, and whether it runs
 * one at all.
 *
 * Owns: the shared core (its module in a ModuleSlot, its instance, both created once), the
 * embedded builds an entry provides ({@link provideEmbedded}), {@link initCore} (asynchronous
 * compile from the embedded bytes or from a {@link WasmSource}), the TypeScript-only switch and
 * {@link wasmByDefault}. Does not own: `initWasm` (init.ts, which also loads the variant
 * module: variant-core.ts), compiling and the CSP error (module-slot.ts), the ABI and views
 * (abi.ts), loading (source.ts), the SIMD probe (simd.ts), the TypeScript engines
 * (src/engine/typescript.ts brings them).
 *
 * Importing this file does no work. Where an entry embeds a build, the first call that needs
 * the core compiles it synchronously (`new WebAssembly.Module`; Chromium 156 allows that on the
 * main thread, test/package/browser-loading.test.ts), unless `initWasm` compiled it
 * asynchronously before. The URL entry embeds nothing: there `initWasm` must run first, and
 * the first call says so if it did not.
 */
import { instantiateCore, type WasmCore } from './abi.js';
import type { WasmModule } from './global-types.js';
import { guarded, ModuleSlot, type EmbeddedBuilds } from './module-slot.js';
import { hasWebAssembly } from './simd.js';
import { checkSource, compileSource, type WasmSource } from './source.js';

export type { CoreExports, CoreViews, WasmCore } from './abi.js';
export { instantiateCore } from './abi.js';
export { hasSimd, hasWebAssembly } from './simd.js';
export type { WasmSource } from './source.js';
export { WasmBlockedError } from './csp.js';
export type { EmbeddedBuilds } from './module-slot.js';

const slot = new ModuleSlot({
  simdOnly:
    'sudoku-wasm: this engine has no WebAssembly SIMD128 and only the SIMD build is embedded: ' +
    'load the scalar build with initWasm({ url }) (sudoku-wasm/sudoku.wasm) or call useTypeScriptEngines()',
  notLoaded:
    'sudoku-wasm: the WebAssembly core is not loaded: `await initWasm()` before the first call ' +
    '(sudoku-wasm/url loads the .wasm by URL)',
});
let shared: WasmCore | undefined;
let typeScriptOnly = false;

/** Called once by the entry that embeds builds (src/defaults.ts, src/defaults-node.ts). */
export function provideEmbedded(builds: EmbeddedBuilds): void {
  slot.provide(builds);
}

/** Sets the TypeScript-only switch (src/engine/typescript.ts `useTypeScriptEngines`). */
export function setTypeScriptOnly(on: boolean): void {
  typeScriptOnly = on;
}

/** Whether `useTypeScriptEngines()` was called (no WebAssembly module is used then). */
export function isTypeScriptOnly(): boolean {
  return typeScriptOnly;
}

/**
 * Whether calls that name no backend should run WebAssembly: not after
 * `useTypeScriptEngines()`, not without WebAssembly, and not where no embedded build runs
 * (the registry then uses the TypeScript engines if the page has them, src/engine/registry.ts).
 */
export function wasmByDefault(): boolean {
  if (typeScriptOnly || !hasWebAssembly()) return false;
  if (slot.isCompiled || !slot.hasEmbedded) return true; // URL entry: the first call says to run initWasm()
  return slot.embeddedBuild() !== undefined;
}

/**
 * The shared core, instantiated on first use (from the module `initWasm` compiled, or from
 * the embedded build).
 * @throws {WasmBlockedError} when the page's Content-Security-Policy forbids WebAssembly
 * @throws {Error} without WebAssembly, and in the URL entry before `initWasm`
 */
export function wasmCore(): WasmCore {
  shared ??= guarded(() => instantiateCore(slot.compiled()));
  return shared;
}

/**
 * A new instance of the core, for a caller that must keep its state between calls while
 * others use the shared one (an asynchronous fast9 search that pauses, src/engine/registry.ts).
 * @throws as {@link wasmCore}
 */
export function privateCore(): WasmCore {
  return guarded(() => instantiateCore(slot.compiled()));
}

/**
 * The compiled module (compiled now from the embedded bytes if it was not yet), to hand to
 * worker threads: a thread that adopts it ({@link adoptModule}) skips compiling, and V8 shares
 * the module's optimised code between threads, so it is tiered up once for all of them.
 * @throws as {@link wasmCore}
 */
export function compiledModule(): WasmModule {
  return slot.compiled();
}

/** Uses `module` (from {@link compiledModule} on another thread) for this thread's core. */
export function adoptModule(module: WasmModule): void {
  slot.adopt(module);
}

/**
 * `initWasm`'s part for the core (init.ts): compiles it asynchronously from `source`, or from
 * the embedded build without one. The first module wins: once the core is compiled, later
 * calls resolve without loading anything.
 * @throws {TypeError} for a malformed `source`, or none in an entry that embeds no module
 */
export async function initCore(source: WasmSource | undefined): Promise<void> {
  if (source !== undefined) checkSource(source); // even when a module is already compiled: a bad call is said
  if (await slot.compileAsync(source === undefined ? undefined : () => compileSource(source))) wasmCore();
  else if (!slot.hasEmbedded) {
    throw new TypeError('sudoku-wasm: initWasm: this entry embeds no module; pass { url | bytes | module | response }');
  } // else no embedded build runs here: calls say what to do (ModuleSlot.compiled)
}
