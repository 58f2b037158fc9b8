/**
 * The builds and which one runs: the Node entry (src/index.ts) embeds both builds of the core
 * and of the variant module and runs the SIMD128 builds where `WebAssembly.validate` accepts
 * the SIMD probe and the scalar builds elsewhere; the browser entry (src/browser.ts) embeds
 * only the scalar core, which runs everywhere, and its `useVariants()` the scalar variant
 * module. All of them (and the checked builds) answer the same; the engine suites run every
 * build (test/support/backends.ts, engine-general, test/variant/engine/engines.ts).
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { instantiateCore } from '../../src/wasm/core';
import { instantiateVariantCore } from '../../src/wasm/variant-core';

const bytesOf = (name: string) => readFileSync(new URL(`../../build/${name}`, import.meta.url));
const build = (name: string) => instantiateCore(bytesOf(name));
const variantBuild = (name: string) => instantiateVariantCore(bytesOf(name));
/** An anti-knight puzzle with an empty grid: many solutions. */
const ANTI_KNIGHT = JSON.stringify({ size: 9, grid: Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => ({}))), antiknight: true });
const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

/** A fresh module graph loaded through an entry (which registers its builds), and its core. */
async function freshEntry(entry: 'index' | 'browser') {
  vi.resetModules();
  const api = entry === 'index' ? await import('../../src/index') : await import('../../src/browser');
  const core = await import('../../src/wasm/core');
  const variants = await import('../../src/wasm/variant-core');
  return { api, core, variants };
}

describe('WebAssembly builds', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('each build says what it is: simd and checked are SIMD128, release is scalar', () => {
    expect(build('sudoku.simd.wasm').exports.simdBuild()).toBe(1);
    expect(build('sudoku.checked.wasm').exports.simdBuild()).toBe(1);
    expect(build('sudoku.wasm').exports.simdBuild()).toBe(0);
    expect(variantBuild('variants.simd.wasm').exports.simdBuild()).toBe(1);
    expect(variantBuild('variants.checked.wasm').exports.simdBuild()).toBe(1);
    expect(variantBuild('variants.wasm').exports.simdBuild()).toBe(0);
  });

  it('the core and the variant module are two modules: neither is taken for the other', () => {
    expect(() => build('variants.wasm')).toThrow(/core ABI -1 does not match the wrapper \(expected 10\) \(it is not that module\)/);
    expect(() => variantBuild('sudoku.wasm')).toThrow(/variant module ABI -1 does not match the wrapper \(expected 4\) \(it is not that module\)/);
    expect('variantStart' in build('sudoku.simd.wasm').exports).toBe(false); // the core carries no variant engine
  });

  it('Node 20 has SIMD128, so the Node entry runs the SIMD builds', async () => {
    const { core, variants } = await freshEntry('index');
    expect(core.hasSimd()).toBe(true);
    expect(core.wasmCore().exports.simdBuild()).toBe(1);
    expect(variants.variantCore().exports.simdBuild()).toBe(1);
  });

  it('where the probe does not validate, the Node entry runs the scalar builds, and they solve', async () => {
    const validate = vi.spyOn(WebAssembly, 'validate').mockReturnValue(false);
    const { api, core, variants } = await freshEntry('index');
    expect(core.hasSimd()).toBe(false);
    expect(validate).toHaveBeenCalled();
    expect(core.wasmCore().exports.simdBuild()).toBe(0);
    expect(api.countSolutions(PUZZLE, 2)).toBe(1);
    expect(api.countSolutions(ANTI_KNIGHT, 2)).toBe(2);
    expect(variants.variantCore().exports.simdBuild()).toBe(0);
  });

  it('the browser entry runs its embedded scalar build, with SIMD128 or without', async () => {
    const { api, core } = await freshEntry('browser');
    expect(core.wasmCore().exports.simdBuild()).toBe(0);
    expect(api.getEngine().name).toBe('fast9-wasm');
    expect(api.solve(PUZZLE).status).toBe('unique');
    vi.spyOn(WebAssembly, 'validate').mockReturnValue(false);
    const again = await freshEntry('browser');
    expect(again.core.hasSimd()).toBe(false);
    expect(again.core.wasmCore().exports.simdBuild()).toBe(0);
  });

  it('the browser entry brings the variant module with its useVariants(), the scalar build', async () => {
    const { api, variants } = await freshEntry('browser');
    expect(() => api.countSolutions(ANTI_KNIGHT, 2)).toThrow(/call useVariants\(\)/);
    expect(() => variants.variantCore()).toThrow(/variant module is not loaded/); // nothing embedded before it
    api.useVariants();
    expect(api.countSolutions(ANTI_KNIGHT, 2)).toBe(2);
    expect(variants.variantCore().exports.simdBuild()).toBe(0);
  });

  it('the probe itself: valid with SIMD128, and a corrupted copy is not (the check can fail)', async () => {
    const core = await import('../../src/wasm/core');
    expect(core.hasSimd()).toBe(true);
    const calls: boolean[] = [];
    const real = WebAssembly.validate.bind(WebAssembly);
    vi.spyOn(WebAssembly, 'validate').mockImplementation((bytes) => {
      const copy = Uint8Array.from(bytes as Uint8Array);
      copy[copy.length - 18] = 0xff; // the v128.const opcode's second byte
      calls.push(real(copy));
      return real(bytes);
    });
    vi.resetModules();
    const fresh = await import('../../src/wasm/core');
    expect(fresh.hasSimd()).toBe(true);
    expect(calls).toEqual([false]);
  });
});
