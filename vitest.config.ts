/**
 * vitest setup. Owns: which files are tests, the time limits, and how a `.wasm` import is
 * loaded under test. Tests import src/ directly, so a `.wasm` import must give what esbuild's
 * `wasm-hex` plugin gives every build of src/ (scripts/wasm-hex.mjs): the file's bytes as a hexadecimal string.
 */
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { LongestFirst } from './test/support/sequencer';

/**
 * `import hex from './x.wasm'` → a lower-case hexadecimal string (as scripts/wasm-hex.mjs does for esbuild).
 * `enforce: 'pre'` puts it ahead of vite's own wasm plugins, which would otherwise reject the
 * import (vite only supports `?init`). Imports with a query (`?init`, `?url`) are left to vite.
 */
function wasmHex(): Plugin {
  return {
    name: 'sudoku-wasm:wasm-hex',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith('.wasm') || id.includes('?') || id.startsWith('\0')) return null;
      const hex = (await readFile(id)).toString('hex');
      return {
        code: `export default ${JSON.stringify(hex)};\n`,
        map: null,
      };
    },
  };
}

export default defineConfig({
  plugins: [wasmHex()],
  test: {
    include: ['test/**/*.test.ts'],
    // tests import src/ modules directly, not only through src/index.ts: give every test file
    // what the Node entry registers (the embedded builds, the TypeScript engines)
    setupFiles: ['src/defaults-node.ts'],
    // vitest runs availableParallelism() − 1 files at once by default: one on the 2-core machines
    // here and in CI, which leaves a core idle while a file waits on a child process or a browser.
    // Two at once: the whole suite in about half the time on an idle 2-core machine.
    maxWorkers: 2,
    // the slowest files first, so both workers are busy to the end (test/support/sequencer.ts)
    sequence: { sequencer: LongestFirst },
    // A search bug must fail a test, not hang CI.
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
