/**
 * The one way a build of src/ loads `import … from '*.wasm'`: the file's bytes as a lower-case
 * hexadecimal string, which src/wasm/hex.ts decodes on first use (why hex and not base64: its
 * header). Used by scripts/build.mjs (dist/), web/build.mjs (the demo page) and
 * bench/browser.mjs; vitest.config.ts does the same for the tests as a Vite plugin.
 *
 * Owns: that esbuild plugin, nothing else.
 */
import { readFile } from 'node:fs/promises';

/** esbuild plugin: a `.wasm` import is `export default "<hex>"`. */
export function wasmHex() {
  return {
    name: 'wasm-hex',
    setup(build) {
      build.onLoad({ filter: /\.wasm$/ }, async (args) => ({
        contents: `export default ${JSON.stringify((await readFile(args.path)).toString('hex'))};\n`,
        loader: 'js',
      }));
    },
  };
}
