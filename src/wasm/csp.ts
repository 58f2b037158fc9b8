/**
 * The error a page gets when its Content-Security-Policy forbids compiling WebAssembly.
 *
 * Owns: recognising the browser's refusal and saying what to do instead. Does not own: the
 * switch it names (core.ts `useTypeScriptEngines`).
 *
 * Browsers word the refusal differently (Chromium 156: "WebAssembly.Module(): Compiling or
 * instantiating WebAssembly module violates the following Content Security policy directive
 * because 'unsafe-eval' is not an allowed source of script…"; Firefox: "…blocked by CSP"; Safari: "Refused to create a
 * WebAssembly object because 'unsafe-eval' or 'wasm-unsafe-eval' is not an allowed source…").
 */

import { errorJSON } from '../api/error-json.js';

const REFUSAL = /content.security.policy|\bCSP\b|unsafe-eval/i;

/**
 * Raised on the first call that needs WebAssembly when the page's CSP forbids it.
 * @category Errors
 */
export class WasmBlockedError extends Error {
  override readonly name = 'WasmBlockedError';

  /** Plain data for `JSON.stringify`: `name` and `message`. */
  toJSON(): Record<string, unknown> {
    return errorJSON(this);
  }
}

/** True when `error` is a browser refusing WebAssembly because of the page's CSP (not yet explained). */
export function isCspRefusal(error: unknown): boolean {
  return error instanceof Error && !(error instanceof WasmBlockedError) && REFUSAL.test(error.message);
}

declare const WorkerGlobalScope: { new (): unknown } | undefined;

/**
 * The error that replaces a CSP refusal: what happened, and the two ways out. In a worker (the
 * worker client's): the policy is the worker script's own, and the page's useTypeScriptEngines()
 * does not reach it, so it names `{ backend: 'ts' }`, which the search calls take.
 */
export function cspError(cause: Error): WasmBlockedError {
  const worker = typeof WorkerGlobalScope !== 'undefined' && globalThis instanceof WorkerGlobalScope;
  return new WasmBlockedError(
    `sudoku-wasm: this ${worker ? "worker's" : "page's"} Content-Security-Policy does not allow WebAssembly` +
      `${worker ? " (the policy of the worker script's own response)" : ''}. Either add 'wasm-unsafe-eval' to its ` +
      "script-src (e.g. `script-src 'self' 'wasm-unsafe-eval'`), or " +
      (worker ? "pass { backend: 'ts' } to the search calls" : 'call useTypeScriptEngines() once, before the first call,') +
      ` to answer with the TypeScript engines (same answers, slower). The browser said: ${cause.message}`,
    { cause },
  );
}
