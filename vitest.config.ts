/**
 * vitest setup. Owns: which files are tests, the time limits, and how a `.wasm` import is
 * loaded under test. Tests import src/ directly, so a `.wasm` import must give what esbuild's
 * `binary` loader gives the bundle (scripts/build.mjs): a `Uint8Array` of the file's bytes.
 */
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * `import bytes from './x.wasm'` → `Uint8Array` (mirrors esbuild `--loader:.wasm=binary`).
 * `enforce: 'pre'` puts it ahead of vite's own wasm plugins, which would otherwise reject the
 * import (vite only supports `?init`). Imports with a query (`?init`, `?url`) are left to vite.
 */
function wasmBytes(): Plugin {
  return {
    name: 'sudoku-wasm:wasm-bytes',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith('.wasm') || id.includes('?') || id.startsWith('\0')) return null;
      const base64 = (await readFile(id)).toString('base64');
      return {
        code:
          `const b = atob(${JSON.stringify(base64)});\n` +
          `const bytes = new Uint8Array(b.length);\n` +
          `for (let i = 0; i < b.length; i++) bytes[i] = b.charCodeAt(i);\n` +
          `export default bytes;\n`,
        map: null,
      };
    },
  };
}

export default defineConfig({
  plugins: [wasmBytes()],
  test: {
    include: ['test/**/*.test.ts'],
    // A search bug must fail a test, not hang CI.
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
