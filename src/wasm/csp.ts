/**
 * The error a page gets when its Content-Security-Policy forbids compiling WebAssembly.
 *
 * Owns: recognising the browser's refusal and saying what to do instead. Does not own: the
 * switch it names (core.ts `useTypeScriptEngines`).
 *
 * Browsers word the refusal differently (Chromium: "Refused to compile or instantiate
 * WebAssembly module because 'unsafe-eval' is not an allowed source of script in the following
 * Content Security Policy directive…"; Firefox: "…blocked by CSP"; Safari: "Refused to create a
 * WebAssembly object because 'unsafe-eval' or 'wasm-unsafe-eval' is not an allowed source…").
 */

const REFUSAL = /content.security.policy|\bCSP\b|unsafe-eval/i;

/** True when `error` is a browser refusing WebAssembly because of the page's CSP. */
export function isCspRefusal(error: unknown): boolean {
  return error instanceof Error && REFUSAL.test(error.message);
}

/** Raised on the first call that needs WebAssembly when the page's CSP forbids it. */
export class WasmBlockedError extends Error {
  override readonly name = 'WasmBlockedError';
}

/** The error that replaces a CSP refusal: what happened, and the two ways out. */
export function cspError(cause: Error): WasmBlockedError {
  return new WasmBlockedError(
    "sudoku-wasm: this page's Content-Security-Policy does not allow WebAssembly. Either add " +
      "'wasm-unsafe-eval' to its script-src (e.g. `script-src 'self' 'wasm-unsafe-eval'`), or call " +
      'useTypeScriptEngines() once, before the first call, to answer with the TypeScript engines ' +
      `(same answers, slower). The browser said: ${cause.message}`,
    { cause },
  );
}
