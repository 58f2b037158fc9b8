/**
 * What the worker script takes from the library: everything, through the package's Node entry
 * ('../index.js': both embedded builds, SIMD128 where the engine has it, and the TypeScript
 * engines), so the worker answers every call the way the library does on the main thread.
 *
 * Owns: that seam and nothing else. The client side (./index.ts and the modules it imports)
 * reaches the library through '../public.js' instead, so a page that imports only the client
 * carries no WebAssembly.
 */
export * from '../index.js';
