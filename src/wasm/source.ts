/**
 * Where a WebAssembly module can come from, and compiling it asynchronously from there.
 *
 * Owns: {@link WasmSource} and {@link compileSource}: fetching a URL (streaming compilation
 * where the server says `application/wasm`), reading a `file:` URL in Node, compiling bytes or
 * a `Response`, checking a ready `WebAssembly.Module`. Does not own: which module the package
 * shares (core.ts) or the error for a Content-Security-Policy refusal (csp.ts).
 */

import { checkKeys, show } from '../api/options.js';
import { nodeBuiltin } from '../worker/node-builtin.js';
import { isCspRefusal } from './csp.js';
import type { WasmModule } from './global-types.js';

/**
 * Where {@link initWasm} gets the core from; exactly one key:
 * - `url`: a `URL` or string (`http:`, `https:`, `blob:`, `data:`; `file:` in Node, read from
 *   disk); relative strings resolve against the page (`document.baseURI`) or `file://` cwd
 * - `bytes`: the `.wasm` file's bytes (an `ArrayBuffer` or typed array)
 * - `module`: an already compiled `WebAssembly.Module` (e.g. received from another thread)
 * - `response`: a `Response` or a promise of one (e.g. `fetch(url)`)
 * @category Setup and engines
 */
export type WasmSource =
  | {
      /** Where to fetch the `.wasm` (a `file:` URL is read from disk in Node). */
      readonly url: string | URL;
    }
  | {
      /** The `.wasm` file's bytes, compiled here. */
      readonly bytes: ArrayBuffer | ArrayBufferView;
    }
  | {
      /** The module, compiled already (`WebAssembly.compile`, a bundler's import). */
      readonly module: WasmModule;
    }
  | {
      /** A `fetch` response of the `.wasm` (or its promise), compiled as it streams. */
      readonly response: Response | PromiseLike<Response>;
    };

/** The keys of a {@link WasmSource}. */
export const SOURCE_KEYS = ['url', 'bytes', 'module', 'response'] as const;

/**
 * Checks that `source` names a module in one way (also when a module is already compiled and
 * the source will not be read: a malformed call is said either way).
 * @throws {TypeError} when `source` is not an object with exactly one of `url`, `bytes`,
 *   `module`, `response`
 */
export function checkSource(source: WasmSource | undefined): asserts source is WasmSource {
  checkKeys(source, SOURCE_KEYS, 'initWasm', 'key');
  if (source === undefined) throw new TypeError('sudoku-wasm: initWasm: expected { url | bytes | module | response }, got undefined');
  const given = SOURCE_KEYS.filter((key) => key in source && (source as Record<string, unknown>)[key] !== undefined);
  if (given.length !== 1) {
    const got = given.length === 0 ? `none of them (keys: ${Object.keys(source).join(', ') || 'none'})` : given.join(' and ');
    throw new TypeError(`sudoku-wasm: initWasm: expected exactly one of url, bytes, module, response; got ${got}`);
  }
  // the value's type too, even when a module is already compiled and this one goes unused
  const value = (source as Record<string, unknown>)[given[0]];
  const wrong = (expected: string): TypeError => new TypeError(`sudoku-wasm: initWasm: ${given[0]}: expected ${expected}, got ${show(value)}`);
  if (given[0] === 'module' && !(typeof WebAssembly === 'object' ? value instanceof WebAssembly.Module : typeof value === 'object' && value !== null)) {
    throw wrong('a WebAssembly.Module');
  }
  if (given[0] === 'bytes' && !(value instanceof ArrayBuffer) && !ArrayBuffer.isView(value)) throw wrong('an ArrayBuffer or a typed array');
  if (given[0] === 'url' && !(value instanceof URL) && typeof value !== 'string') throw wrong('a URL or a string');
  const response = value as { arrayBuffer?: unknown; then?: unknown } | null;
  if (given[0] === 'response' && (typeof response !== 'object' || response === null || (typeof response.arrayBuffer !== 'function' && typeof response.then !== 'function'))) {
    throw wrong('a Response or a promise of one');
  }
}

/**
 * Compiles the module that `source` names.
 * @throws {TypeError} when `source` is not an object with exactly one of `url`, `bytes`,
 *   `module`, `response`, or a value of the wrong type
 * @throws {Error} when fetching or reading fails (the message names the URL and the status), or
 *   when what came is not a WebAssembly module (the message names the URL and its Content-Type,
 *   or `bytes`; the engine's `CompileError` is its `cause`)
 */
export async function compileSource(source: WasmSource): Promise<WasmModule> {
  checkSource(source);
  if ('module' in source && source.module !== undefined) return source.module;
  if ('bytes' in source && source.bytes !== undefined) return compileBytes(source.bytes as BufferSource, 'bytes: not a WebAssembly module');
  if ('response' in source && source.response !== undefined) return compileResponse(await source.response, 'the response');
  const url = toUrl((source as { url: unknown }).url);
  if (url.protocol === 'file:') return compileBytes(await readFileUrl(url), `${url.href} is not a WebAssembly module`);
  if (typeof fetch !== 'function') {
    throw new Error(`sudoku-wasm: initWasm: cannot fetch ${url.href}: this environment has no fetch(); pass { bytes } instead`);
  }
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    // the browser's "Failed to fetch" names no URL
    throw new Error(`sudoku-wasm: initWasm: fetching ${url.href} failed: ${(error as Error).message}`, { cause: error });
  }
  return compileResponse(response, url.href);
}

/** Streaming compilation where the server says `application/wasm`, else via the bytes. */
async function compileResponse(response: Response, what: string): Promise<WebAssembly.Module> {
  if (typeof response !== 'object' || response === null || typeof response.arrayBuffer !== 'function') {
    throw new TypeError(`sudoku-wasm: initWasm: response: expected a Response, got ${show(response)}`);
  }
  if (!response.ok) {
    throw new Error(`sudoku-wasm: initWasm: fetching ${response.url || what} failed: HTTP ${response.status} ${response.statusText}`.trimEnd());
  }
  const type = response.headers.get('content-type') ?? '';
  try {
    if (typeof WebAssembly.compileStreaming === 'function' && /^application\/wasm\b/i.test(type)) {
      return await WebAssembly.compileStreaming(response);
    }
    return await WebAssembly.compile(await response.arrayBuffer());
  } catch (error) {
    // e.g. a server answering a wrong path with its HTML page: "expected magic word 00 61 73 6d, found 3c 21 64 6f"
    const sent = type ? ` (the server sent ${type})` : '';
    throw notAModule(error, `${response.url || what} is not a WebAssembly module${sent}`);
  }
}

/** Compiles `bytes`; bytes that are no module are said as `what` (`bytes: not a WebAssembly module: …`). */
async function compileBytes(bytes: BufferSource, what: string): Promise<WebAssembly.Module> {
  try {
    return await WebAssembly.compile(bytes);
  } catch (error) {
    throw notAModule(error, what);
  }
}

/**
 * A `CompileError` as initWasm says it, naming the call and what was compiled, the engine's
 * words after it and the error as its `cause`; any other error (a CSP refusal) as it is.
 */
function notAModule(error: unknown, what: string): unknown {
  if (!(error instanceof WebAssembly.CompileError) || isCspRefusal(error)) return error;
  return new Error(`sudoku-wasm: initWasm: ${what}: ${error.message}`, { cause: error });
}

function toUrl(value: unknown): URL {
  if (value instanceof URL) return value;
  if (typeof value !== 'string') throw new TypeError(`sudoku-wasm: initWasm: url: expected a URL or a string, got ${show(value)}`); // (checkSource said it first)
  const doc = (globalThis as { document?: { baseURI?: string } }).document;
  const proc = (globalThis as { process?: { cwd?: () => string } }).process;
  const base = doc?.baseURI ?? (typeof location === 'object' ? location.href : undefined) ?? (proc?.cwd ? `file://${proc.cwd()}/` : undefined);
  return new URL(value, base);
}

/**
 * A `file:` URL's bytes, in Node (whose fetch has no `file:`): `node:fs` through
 * {@link nodeBuiltin}, so no browser bundler meets an `import` of it and Node before 20.16
 * (no `process.getBuiltinModule`) reads the file too.
 */
async function readFileUrl(url: URL): Promise<Uint8Array<ArrayBuffer>> {
  type Fs = { promises: { readFile(path: URL): Promise<Uint8Array<ArrayBuffer>> } };
  let fs: Fs | undefined;
  try {
    fs = (await nodeBuiltin('node:fs')) as Fs;
  } catch (error) {
    throw new Error(`sudoku-wasm: initWasm: cannot read ${url.href}: no node:fs here; pass { bytes } instead`, { cause: error });
  }
  return fs.promises.readFile(url);
}

