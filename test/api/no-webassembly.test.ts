/**
 * The package in an environment without WebAssembly (old runtimes, locked-down sandboxes):
 * importing still works and the TypeScript twin answers.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

describe('without WebAssembly', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('falls back to the TypeScript twin', async () => {
    vi.stubGlobal('WebAssembly', undefined);
    vi.resetModules();
    const api = await import('../../src/index');
    expect(api.hasWebAssembly()).toBe(false);
    expect(api.getEngine().name).toBe('fast9-ts');
    expect(api.solve(PUZZLE).status).toBe('unique');
    expect(api.validateLines([PUZZLE])[0].status).toBe('unique');
  });

  it('importing does no work: no module is compiled until the first call', async () => {
    const compile = vi.fn();
    vi.stubGlobal('WebAssembly', { ...WebAssembly, Module: compile });
    vi.resetModules();
    await import('../../src/index');
    expect(compile).not.toHaveBeenCalled();
  });
});
