/**
 * The one place that decides which variant module (the variant engine, the compiler's derived
 * rules and the reader of f-puzzles grids, assembly/variants.ts) the package runs. It is a WebAssembly module of its
 * own beside the core, so that a page solving classic puzzles does not carry it: 31 of the
 * 53 KB the single module weighed (12 of 21 KB gzipped; docs/design/packaging.md).
 *
 * Owns: the shared variant module (its module in a ModuleSlot, its instance, both created
 * once), the embedded builds an entry provides ({@link provideEmbeddedVariants}: the Node entry
 * itself, the browser entry's `useVariants()`), and its part of `initWasm`
 * ({@link initVariants}). Does not own: the core and the TypeScript-only switch (core.ts),
 * compiling and the CSP error (module-slot.ts), the ABI (variant-abi.ts), loading (source.ts).
 *
 * Like the core, importing this file does no work, and a variant call made before
 * `initWasm()` compiles the embedded build synchronously. The URL entry embeds nothing:
 * there `initWasm()` fetches the module once `useVariants()` was called (src/url.ts).
 */
import { isTypeScriptOnly } from './core.js';
import { guarded, ModuleSlot, type EmbeddedBuilds } from './module-slot.js';
import { checkSource, compileSource, type WasmSource } from './source.js';
import { instantiateVariantCore, type VariantCore } from './variant-abi.js';

export type { VariantCore, VariantExports, VariantViews } from './variant-abi.js';
export { instantiateVariantCore } from './variant-abi.js';

const slot = new ModuleSlot({
  simdOnly:
    'sudoku-wasm: this engine has no WebAssembly SIMD128 and only the SIMD build of the variant module is embedded: ' +
    'load the scalar build with initWasm(core, { url }) (sudoku-wasm/variants.wasm) or call useTypeScriptEngines()',
  notLoaded:
    'sudoku-wasm: the WebAssembly variant module is not loaded: call useVariants() once, before the first variant ' +
    'puzzle (with sudoku-wasm/url, then `await initWasm()`, which fetches it)',
});
let shared: VariantCore | undefined;

/** Called by the entries that embed the variant module (src/defaults-node.ts, src/variants-embedded.ts). */
export function provideEmbeddedVariants(builds: EmbeddedBuilds): void {
  slot.provide(builds);
}

/**
 * The shared variant module, instantiated on first use (from the module `initWasm` compiled,
 * or from the embedded build).
 * @throws {WasmBlockedError} when the page's Content-Security-Policy forbids WebAssembly
 * @throws {Error} without WebAssembly, and in the URL entry before `initWasm()` loaded it
 */
export function variantCore(): VariantCore {
  shared ??= guarded(() => instantiateVariantCore(slot.compiled()));
  return shared;
}

/** Whether instantiating the variant module failed where only a speed-up asked for it (a CSP, no WebAssembly). */
let unavailable = false;

/**
 * The shared variant module for work that it only speeds up (reading f-puzzles text,
 * src/variant/formats/fpuzzles-grid-scan.ts): instantiated now when a build is at hand (one
 * `initWasm` compiled, or one the entry embeds), else undefined, and never an error. Classic
 * puzzles given as f-puzzles text need the module for nothing else: without it they were read
 * by `JSON.parse` at about half fast9's rate on the line (docs/design/variant-engine.md,
 * "Reading f-puzzles text").
 */
export function variantCoreIfAvailable(): VariantCore | undefined {
  if (unavailable || isTypeScriptOnly()) return undefined;
  if (shared === undefined && !slot.isCompiled && slot.embeddedBuild() === undefined) return undefined;
  try {
    return variantCore();
  } catch {
    unavailable = true;
    return undefined;
  }
}

/**
 * `initWasm`'s part for the variant module: compiles it asynchronously from `source`, or from
 * the embedded build when there is one and no source is given; nothing when neither is (a page
 * without `useVariants()`). The first module wins.
 */
export async function initVariants(source: WasmSource | undefined): Promise<void> {
  if (source !== undefined) checkSource(source); // even when the module is already compiled
  if (await slot.compileAsync(source === undefined ? undefined : () => compileSource(source))) variantCore();
}
