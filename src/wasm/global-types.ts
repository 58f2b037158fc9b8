/**
 * The WebAssembly types the package's declarations name, without naming the global
 * `WebAssembly` namespace: TypeScript declares it in its `dom` and `webworker` libs only, so a
 * Node project whose `lib` has no DOM could not type-check a shipped `.d.ts` that names it
 * (`Cannot find namespace 'WebAssembly'`; test/package/types.test.ts, "Node without the DOM lib").
 *
 * Owns: {@link WasmModule}, {@link WasmMemory}. Where the consumer's lib declares
 * `WebAssembly`, they are its `Module` and `Memory`; where it does not, an opaque `object`
 * (the runtime still checks what it is given). Code bodies use the global namespace freely:
 * only signatures reach the declarations. Both test the global scope's type as the consumer's libs
 * declare it.
 */

/**
 * A compiled WebAssembly module (`WebAssembly.Module` where the lib declares it).
 * @category Setup and engines
 */
export type WasmModule = typeof globalThis extends { readonly WebAssembly: { readonly Module: { readonly prototype: infer M } } } ? M : object;

/** A WebAssembly memory (`WebAssembly.Memory` where the lib declares it). */
export type WasmMemory = typeof globalThis extends { readonly WebAssembly: { readonly Memory: { readonly prototype: infer M } } } ? M : object;
