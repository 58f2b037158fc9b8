/**
 * One of the package's two WebAssembly modules as the entries provide it: the builds an entry
 * embeds, and the compiled module, compiled on first use from the build that runs here or
 * handed in by `initWasm`. The core (core.ts) and the variant module (variant-core.ts) each
 * hold one; what they make of the compiled module (their instance, their ABI) is theirs.
 *
 * Owns: {@link ModuleSlot} and {@link guarded} (a CSP refusal turned into the error that says
 * what to do). Does not own: the instances, loading from a source (source.ts: its callers bring
 * it, so that a page that never calls `initWasm` does not carry it), the SIMD probe (simd.ts).
 */
import { cspError, isCspRefusal } from './csp.js';
import type { WasmModule } from './global-types.js';
import { hasSimd, hasWebAssembly } from './simd.js';

/**
 * The builds an entry embeds, as functions that decode them on first use (into bytes of their
 * own ArrayBuffer, which compiling needs: the slot says so where it compiles them). Typed
 * `Uint8Array`, not `Uint8Array<ArrayBuffer>`, so that the declarations need no TypeScript 5.7.
 */
export interface EmbeddedBuilds {
  /** The SIMD128 build, used where the engine has SIMD128. */
  simd?: () => Uint8Array;
  /** The scalar build, used elsewhere (or everywhere, when it is the only one). */
  scalar?: () => Uint8Array;
}

/** What a slot says when no module can be had synchronously. */
export interface SlotMessages {
  /** Only the SIMD build is embedded, and this engine has no SIMD128. */
  readonly simdOnly: string;
  /** No build is embedded and `initWasm` has not compiled one (the URL entry). */
  readonly notLoaded: string;
}

/** What a call (and `initWasm`) says where there is no WebAssembly and no TypeScript engine loaded. */
export const NO_WEBASSEMBLY =
  'sudoku-wasm: this environment has no WebAssembly: call useTypeScriptEngines() once, before the ' +
  'first call, to answer with the TypeScript engines (same answers, slower)';

/** One module's embedded builds and its compiled module. The first module compiled wins. */
export class ModuleSlot {
  private embedded: EmbeddedBuilds | undefined;
  private module: WasmModule | undefined;

  constructor(private readonly messages: SlotMessages) {}

  /** Called by the entry that embeds builds. */
  provide(builds: EmbeddedBuilds): void {
    this.embedded = builds;
  }

  /** Whether an entry embedded builds of this module (even one that does not run here). */
  get hasEmbedded(): boolean {
    return this.embedded !== undefined;
  }

  /** Whether the module is compiled. */
  get isCompiled(): boolean {
    return this.module !== undefined;
  }

  /** The embedded build that runs here, if any. */
  embeddedBuild(): (() => Uint8Array) | undefined {
    if (!this.embedded) return undefined;
    return (hasSimd() ? this.embedded.simd : undefined) ?? this.embedded.scalar;
  }

  /**
   * The compiled module, compiled now (synchronously) from the embedded build if it was not yet.
   * @throws {WasmBlockedError} when the page's Content-Security-Policy forbids WebAssembly
   * @throws {Error} without WebAssembly, or with no build that runs here (the message says what to do)
   */
  compiled(): WasmModule {
    if (this.module) return this.module;
    if (!hasWebAssembly()) throw new Error(NO_WEBASSEMBLY);
    const build = this.embeddedBuild();
    if (!build) throw new Error(this.embedded ? this.messages.simdOnly : this.messages.notLoaded);
    this.module = guarded(() => new WebAssembly.Module(build() as Uint8Array<ArrayBuffer>)); // bytes of their own buffer (EmbeddedBuilds)
    return this.module;
  }

  /** Uses `module` (compiled elsewhere: another thread, `initWasm`) unless one is compiled already. */
  adopt(module: WasmModule): void {
    this.module ??= module;
  }

  /**
   * Compiles the module asynchronously with `compile` (from a source: source.ts, which the
   * caller brings, so that a page that never calls `initWasm` does not carry it), or from the
   * embedded build that runs here without one: false when there is neither (nothing
   * compiled), true once a module is compiled (at once when one already was).
   */
  async compileAsync(compile: (() => Promise<WasmModule>) | undefined): Promise<boolean> {
    if (this.module) return true;
    let module: WasmModule;
    if (compile !== undefined) module = await compile();
    else {
      const build = this.embeddedBuild();
      if (!build) return false;
      module = await WebAssembly.compile(build() as Uint8Array<ArrayBuffer>);
    }
    this.adopt(module);
    return true;
  }
}

/** Runs `fn`, turning a CSP refusal into the error that says what to do. */
export function guarded<T>(fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    throw isCspRefusal(error) ? cspError(error as Error) : error;
  }
}
