/**
 * Where the core comes from and what happens when it cannot run: `initWasm({ url | bytes |
 * module | response })` (src/wasm/source.ts), the URL entry that embeds nothing (src/url.ts),
 * a Content-Security-Policy refusal (src/wasm/csp.ts), no WebAssembly at all, and the one
 * setting that switches to the TypeScript engines (src/engine/typescript.ts). Each test loads a
 * fresh module graph, as a page would. Real Chromium runs the same paths in
 * test/package/browser-loading.test.ts.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';

const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const SIMD_URL = new URL('../../build/sudoku.simd.wasm', import.meta.url);
const SCALAR_URL = new URL('../../build/sudoku.wasm', import.meta.url);

/** The URL entry in a fresh module graph (nothing embedded, nothing registered). */
async function urlEntry() {
  vi.resetModules();
  return import('../../src/url');
}

/** The browser entry in a fresh module graph (scalar build embedded, no TypeScript engines). */
async function browserEntry() {
  vi.resetModules();
  return import('../../src/browser');
}

/** What Chromium 156 throws for `new WebAssembly.Module` under `script-src 'self'`. */
const CSP_MESSAGE =
  "WebAssembly.Module(): Compiling or instantiating WebAssembly module violates the following Content Security policy directive because 'unsafe-eval' is not an allowed source of script in the following Content Security Policy directive: \"script-src 'self'\".";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the URL entry (sudoku-wasm/url)', () => {
  it('says to run initWasm() when a call comes first', async () => {
    const api = await urlEntry();
    expect(() => api.solve(PUZZLE)).toThrow(/`await initWasm\(\)` before the first call/);
  });

  it('initWasm() with no source reads sudoku.simd.wasm beside the module (here src/, where there is none)', async () => {
    const api = await urlEntry();
    await expect(api.initWasm()).rejects.toThrow(/sudoku\.simd\.wasm/);
  });

  it.each([
    ['url (file: URL)', () => ({ url: SIMD_URL })],
    ['url (string)', () => ({ url: SIMD_URL.href })],
    ['bytes', () => ({ bytes: readFileSync(SIMD_URL) })],
    ['module', () => ({ module: new WebAssembly.Module(readFileSync(SIMD_URL)) })],
    ['response', () => ({ response: new Response(readFileSync(SIMD_URL), { headers: { 'content-type': 'application/wasm' } }) })],
    ['response (a promise, no wasm content type)', () => ({ response: Promise.resolve(new Response(readFileSync(SIMD_URL))) })],
  ])('initWasm({ %s }) loads the core, and then every call works', async (_name, source) => {
    const api = await urlEntry();
    await api.initWasm(source() as Parameters<typeof api.initWasm>[0]);
    expect(api.solve(PUZZLE).status).toBe('unique');
    expect(api.getEngine().name).toBe('fast9-wasm');
  });

  it.each([
    ['a file: URL of another file', () => ({ url: new URL(import.meta.url) }), /^sudoku-wasm: initWasm: file:\/\/\/.*loading\.test\.ts is not a WebAssembly module: .*expected magic word 00 61 73 6d/],
    ['bytes of no module', () => ({ bytes: new Uint8Array(10) }), /^sudoku-wasm: initWasm: bytes: not a WebAssembly module: .*expected magic word 00 61 73 6d, found 00 00 00 00/],
  ])('initWasm({ %s }) rejects naming the call and the source, the cause kept', async (_name, source, message) => {
    const api = await urlEntry();
    const error = (await api.initWasm(source() as Parameters<typeof api.initWasm>[0]).then(() => undefined, (e: unknown) => e)) as Error;
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toMatch(message);
    expect(error.cause).toBeInstanceOf(Error);
    expect(() => api.solve(PUZZLE)).toThrow(/`await initWasm\(\)` before the first call/);
  });

  it('initWasm({ url }) reads a file: URL on a Node without process.getBuiltinModule (before 20.16) too', async () => {
    const proc = process as { getBuiltinModule?: unknown };
    const getter = proc.getBuiltinModule;
    delete proc.getBuiltinModule;
    try {
      const api = await urlEntry();
      await api.initWasm({ url: SCALAR_URL }, { url: new URL('../../build/variants.wasm', import.meta.url) });
      expect(api.solve(PUZZLE).status).toBe('unique');
    } finally {
      proc.getBuiltinModule = getter;
    }
  });

  it('the first module wins: a later initWasm does not replace it', async () => {
    const api = await urlEntry();
    await api.initWasm({ url: SCALAR_URL });
    await api.initWasm({ url: SIMD_URL });
    const core = await import('../../src/wasm/core');
    expect(core.wasmCore().exports.simdBuild()).toBe(0);
    // a malformed source is said all the same, for the core and the variant module, though neither is read
    await expect(api.initWasm({} as never)).rejects.toThrow('sudoku-wasm: initWasm: expected exactly one of url, bytes, module, response; got none of them (keys: none)');
    await expect(api.initWasm({ url: SIMD_URL, bytes: new Uint8Array(8) } as never)).rejects.toThrow(/got url and bytes$/);
    await api.initWasm(undefined, { url: new URL('../../build/variants.wasm', import.meta.url) });
    await expect(api.initWasm(undefined, {} as never)).rejects.toThrow(/expected exactly one of url, bytes, module, response/);
  });

  it('streams where the response says application/wasm, and compiles the bytes otherwise', async () => {
    const streaming = vi.spyOn(WebAssembly, 'compileStreaming');
    const api = await urlEntry();
    await api.initWasm({ response: new Response(readFileSync(SIMD_URL), { headers: { 'content-type': 'application/wasm' } }) });
    expect(streaming).toHaveBeenCalledTimes(1);
    const again = await urlEntry();
    await again.initWasm({ response: new Response(readFileSync(SIMD_URL), { headers: { 'content-type': 'application/octet-stream' } }) });
    expect(streaming).toHaveBeenCalledTimes(1);
    expect(again.solve(PUZZLE).status).toBe('unique');
  });

  it.each([
    ['nope', TypeError, /initWasm: expected an object, got the string "nope"/],
    [{}, TypeError, /exactly one of url, bytes, module, response; got none/],
    [{ url: 'a', bytes: new Uint8Array(1) }, TypeError, /got url and bytes/],
    [{ url: 42 }, TypeError, /url: expected a URL or a string, got the number 42/],
    [{ bytes: 'abc' }, TypeError, /bytes: expected an ArrayBuffer or a typed array, got the string "abc"/],
    [{ module: {} }, TypeError, /module: expected a WebAssembly.Module, got an object/],
    [{ response: new Response('nope', { status: 404, statusText: 'Not Found' }) }, Error, /failed: HTTP 404 Not Found/],
  ])('initWasm(%o) says what is wrong', async (source, type, message) => {
    const api = await urlEntry();
    const error = await api.initWasm(source as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(type);
    expect((error as Error).message).toMatch(message);
  });

  it('backend: ts says how to load the TypeScript engines, and useTypeScriptEngines(false) loads them', async () => {
    const api = await urlEntry();
    await api.initWasm({ url: SIMD_URL });
    expect(() => api.solve(PUZZLE, { backend: 'ts' })).toThrow(/call useTypeScriptEngines\(\)/);
    api.useTypeScriptEngines(false);
    expect(api.solve(PUZZLE, { backend: 'ts' }).status).toBe('unique');
    expect(api.getEngine().name).toBe('fast9-wasm'); // WebAssembly stays the default
  });
});

describe('a Content-Security-Policy without wasm-unsafe-eval', () => {
  /** WebAssembly as under such a policy: validating works, compiling throws. */
  function forbidCompiling() {
    const real = WebAssembly;
    const refuse = function (): never {
      throw new real.CompileError(CSP_MESSAGE);
    };
    // spread copies only the enumerable members; Module, CompileError and validate are not
    vi.stubGlobal('WebAssembly', {
      Module: vi.fn(refuse),
      Instance: real.Instance,
      CompileError: real.CompileError,
      validate: real.validate.bind(real),
      compile: vi.fn(async () => refuse()),
    });
  }

  it('the first call throws a WasmBlockedError that says what to do', async () => {
    forbidCompiling();
    const api = await browserEntry();
    const error = (() => {
      try {
        api.solve(PUZZLE);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(api.WasmBlockedError);
    expect((error as Error).message).toMatch(/add 'wasm-unsafe-eval' to its script-src/);
    expect((error as Error).message).toMatch(/call useTypeScriptEngines\(\) once/);
    expect((error as Error).cause).toBeInstanceOf(WebAssembly.CompileError);
    expect((error as Error).message.match(/sudoku-wasm:/g)).toHaveLength(1); // explained once
    await expect(api.initWasm()).rejects.toBeInstanceOf(api.WasmBlockedError);
  });

  it('after useTypeScriptEngines() every call answers with the TypeScript engines', async () => {
    forbidCompiling();
    const api = await browserEntry();
    api.useTypeScriptEngines();
    expect(api.solve(PUZZLE).status).toBe('unique');
    expect(api.getEngine().name).toBe('fast9-ts');
    expect(api.validateLines([PUZZLE])[0].status).toBe('unique');
    expect(api.solve('1.34341.21.3432.').status).toBe('unique'); // 4×4: the general engines
    expect(api.backtrack(PUZZLE).solution).toBeDefined();
    expect(WebAssembly.Module).not.toHaveBeenCalled();
  });

  it('useTypeScriptEngines takes a boolean only', async () => {
    const api = await browserEntry();
    expect(() => api.useTypeScriptEngines('yes' as never)).toThrow(new TypeError('sudoku-wasm: useTypeScriptEngines: expected a boolean, got the string "yes"'));
  });
});

describe('without WebAssembly, in the browser entry', () => {
  it('the first call says to call useTypeScriptEngines(), and after it calls work', async () => {
    vi.stubGlobal('WebAssembly', undefined);
    const api = await browserEntry();
    expect(() => api.solve(PUZZLE)).toThrow(/no WebAssembly: call useTypeScriptEngines\(\) once/);
    api.useTypeScriptEngines();
    expect(api.solve(PUZZLE).status).toBe('unique');
  });
});

describe('without WebAssembly, initWasm', () => {
  it.each([
    ['the URL entry', urlEntry],
    ['the browser entry', browserEntry],
  ])('in %s: rejects saying to call useTypeScriptEngines(), and after it resolves with nothing loaded', async (_name, entry) => {
    const api = await entry();
    vi.stubGlobal('WebAssembly', undefined);
    await expect(api.initWasm()).rejects.toThrow(/^sudoku-wasm: this environment has no WebAssembly: call useTypeScriptEngines\(\) once/);
    await expect(api.initWasm({} as never)).rejects.toThrow(/expected exactly one of url, bytes, module, response/); // a malformed call is said
    api.useTypeScriptEngines();
    await api.initWasm();
    expect(api.solve(PUZZLE).status).toBe('unique');
    expect(api.getEngine().name).toBe('fast9-ts');
  });
});
