/**
 * How the variant tests reach the engine under test: check the model (src/variant/check.ts),
 * compile it (src/variant/compile/) and run the shared variant search of a backend
 * (src/engine/registry.ts `getVariantSearch`) to a limit, with a node budget so a search bug
 * fails a test instead of hanging it.
 *
 * Owns: {@link variantEngine} and the one loop that drives a resumable search. Does not own the
 * engine, or what counts as right (./plain.ts).
 */
import { useVariants } from '../../../src/api/use-variants';
import { getVariantSearch } from '../../../src/engine/registry';
import { checkVariant } from '../../../src/variant/check';
import { compileVariant, type CompileOptions } from '../../../src/variant/compile/index';
import type { VariantPuzzle } from '../../../src/variant/model';

useVariants(); // the WebAssembly variant search comes with the variant layer

/** The backends every agreement runs on. */
export const VARIANT_BACKENDS = ['wasm', 'ts'] as const;

/** One backend of the engine. */
export type VariantBackend = (typeof VARIANT_BACKENDS)[number];

/** What one engine run found. */
export interface EngineAnswer {
  /** Solutions found, at most the limit. */
  count: number;
  /** The first solution found (N² digits), or null. */
  solution: Uint8Array | null;
  /** The engine's nodes (digits tried at branching cells). */
  nodes: number;
}

/** The engine, ready to run. */
export interface VariantEngine {
  /**
   * Counts solutions up to `limit` on a backend.
   * @throws {Error} when more than `maxNodes` nodes are needed.
   */
  count(p: VariantPuzzle, limit: number, backend: VariantBackend, options?: CompileOptions & { maxNodes?: number }): EngineAnswer;
}

/** The engine through its parts (see the header). */
export const variantEngine: VariantEngine = {
  count(p, limit, backend, options = {}) {
    const { maxNodes = 20_000_000, ...compileOptions } = options;
    const program = compileVariant(checkVariant(p), compileOptions);
    const search = getVariantSearch(backend);
    search.start(program, limit);
    while (search.run(1_000_000) === 'paused') {
      if (search.nodes > maxNodes) throw new Error(`variant-${backend}: more than ${maxNodes} nodes on ${JSON.stringify(p)}`);
    }
    const out = new Uint8Array(p.size * p.size);
    const solution = search.count > 0 && search.readSolution(out) ? out : null;
    return { count: search.count, solution, nodes: search.nodes };
  },
};
