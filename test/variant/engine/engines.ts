/**
 * The variant engines the suites run against, and a helper that runs one search to the end.
 *
 * Owns: {@link VARIANT_ENGINES}: the TypeScript twin, the WebAssembly engine from the build of
 * the variant module the package picks here (SIMD128), from the scalar build
 * (asconfig.variants.json target `release`) and from the build that re-checks every
 * `unchecked()` access (target `checked`); and those two modules ({@link variantScalar},
 * {@link variantChecked}).
 */
import { createVariantTsSearch } from '../../../src/engine/variant-ts/index';
import type { VariantProgram, VariantSearch } from '../../../src/engine/variant-types';
import { createWasmVariantSearch } from '../../../src/engine/variant-wasm';
import { instantiateVariantCore, variantCore, type VariantCore } from '../../../src/wasm/variant-core';
import { readFileSync } from 'node:fs';
import { resultOf, runToEnd, type SearchResult } from '../../support/resumable';

let scalarModule: VariantCore | undefined;
let checkedModule: VariantCore | undefined;
/** The variant module built from the `release` target: the scalar build. */
export const variantScalar = (): VariantCore =>
  (scalarModule ??= instantiateVariantCore(readFileSync(new URL('../../../build/variants.wasm', import.meta.url))));
/** The variant module built from the `checked` target (asserts and bounds checks compiled in). */
export const variantChecked = (): VariantCore =>
  (checkedModule ??= instantiateVariantCore(readFileSync(new URL('../../../build/variants.checked.wasm', import.meta.url))));

export interface VariantEngineCase {
  readonly name: string;
  readonly create: () => VariantSearch;
}

export const VARIANT_ENGINES: readonly VariantEngineCase[] = [
  { name: 'variant-ts', create: createVariantTsSearch },
  { name: 'variant-wasm', create: () => createWasmVariantSearch(variantCore()) },
  { name: 'variant-wasm-scalar', create: () => createWasmVariantSearch(variantScalar()) },
  { name: 'variant-wasm-checked', create: () => createWasmVariantSearch(variantChecked()) },
];

/** What one finished search reports (test/support/resumable.ts). */
export type VariantResult = SearchResult;

/**
 * Starts `search` and runs it in slices of `slice` nodes until it is done (at most `maxSlices`
 * slices, so that a bug cannot loop forever).
 */
export function runVariant(
  search: VariantSearch,
  program: VariantProgram,
  limit: number,
  options: { slice?: number; maxSlices?: number } = {},
): VariantResult {
  const { slice = Number.MAX_SAFE_INTEGER, maxSlices = 10_000_000 } = options;
  search.start(program, limit);
  runToEnd(search, slice, maxSlices);
  return resultOf(search, program.size * program.size);
}
