/**
 * The two embedded builds: the package runs the SIMD128 build where `WebAssembly.validate`
 * accepts the SIMD probe, and the scalar build elsewhere; both (and the checked build) answer
 * the same. The engine suites run every build (test/support/backends.ts, engine-general).
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { instantiateCore } from '../../src/wasm/core';

const build = (name: string) => instantiateCore(readFileSync(new URL(`../../build/${name}`, import.meta.url)));

describe('WebAssembly builds', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('each build says what it is: simd and checked are SIMD128, release is scalar', () => {
    expect(build('sudoku.simd.wasm').exports.simdBuild()).toBe(1);
    expect(build('sudoku.checked.wasm').exports.simdBuild()).toBe(1);
    expect(build('sudoku.wasm').exports.simdBuild()).toBe(0);
  });

  it('Node 20 has SIMD128, so the package runs the SIMD build', async () => {
    const core = await import('../../src/wasm/core');
    expect(core.hasSimd()).toBe(true);
    expect(core.wasmCore().exports.simdBuild()).toBe(1);
  });

  it('where the probe does not validate, the package runs the scalar build, and it solves', async () => {
    const validate = vi.spyOn(WebAssembly, 'validate').mockReturnValue(false);
    const core = await import('../../src/wasm/core');
    expect(core.hasSimd()).toBe(false);
    expect(validate).toHaveBeenCalled();
    expect(core.wasmCore().exports.simdBuild()).toBe(0);
    const { countSolutions } = await import('../../src/index');
    expect(countSolutions('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......', 2)).toBe(1);
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
