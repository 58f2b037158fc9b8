/**
 * `useTypeScriptEngines`: the one setting that makes the package answer with the TypeScript
 * engines, for pages whose Content-Security-Policy forbids WebAssembly and for environments
 * without it.
 *
 * Owns: that switch, and bringing the TypeScript twins into a page: this module is the only
 * way to them from the browser and URL entries, so a page that never imports it does not carry
 * them (6.5 KB gzipped). Does not own: the twins (fast9-ts/, bitmask-ts/, dlx-ts/) or the
 * choice per call (registry.ts).
 */
import { show } from '../api/show.js';
import { setTypeScriptOnly } from '../wasm/core.js';
import { provideTsEngines } from './registry.js';
import { TS_ENGINES } from './ts-engines.js';

/**
 * Makes every call that names no backend answer with the TypeScript engines (the twins of the
 * WebAssembly ones: same answers and guess counts, slower). Call it once, before the first
 * call. `useTypeScriptEngines(false)` goes back to WebAssembly by default and keeps the twins
 * available for `backend: 'ts'`.
 * @throws {TypeError} when `on` is not a boolean
 * @category Setup and engines
 */
export function useTypeScriptEngines(on = true): void {
  if (typeof on !== 'boolean') throw new TypeError(`sudoku-wasm: useTypeScriptEngines: expected a boolean, got ${show(on)}`);
  provideTsEngines(TS_ENGINES);
  setTypeScriptOnly(on);
}
