/**
 * How the variant tests reach the engine under test: compile a model (src/variant/compile/) and
 * run the shared variant search of a backend (src/engine/registry.ts `getVariantSearch`) to a
 * limit, with a node budget so a search bug fails a test instead of hanging it.
 *
 * Owns: {@link loadVariantEngine} and the one loop that drives a resumable search. Does not own
 * the engine, or what counts as right (./plain.ts).
 *
 * The engine is written beside these tests; until its modules exist this module says so
 * (`missing`), and the suites that need it skip with that reason.
 */
import type { VariantPuzzle } from '../../../src/variant/model';

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
  /** Counts solutions up to `limit` on a backend. @throws {Error} when `maxNodes` run out first. */
  count(p: VariantPuzzle, limit: number, backend: VariantBackend, maxNodes?: number): EngineAnswer;
}

/** The engine, or why it cannot be loaded. */
export type LoadedEngine = { engine: VariantEngine } | { missing: string };

interface CompileModule {
  compileVariant(p: VariantPuzzle): { size: number; words: Int32Array; impossible: boolean };
}
interface RegistryModule {
  getVariantSearch?(backend: VariantBackend): {
    start(program: unknown, limit: number): void;
    run(maxNodes: number): 'done' | 'paused';
    readonly count: number;
    readonly nodes: number;
    readSolution(out: Uint8Array): boolean;
  };
}

/** Loads the engine's modules (see the header). */
export async function loadVariantEngine(): Promise<LoadedEngine> {
  // paths in variables: the modules may not exist yet, and tsc must not resolve them
  const compilePath = '../../../src/variant/compile/index';
  const registryPath = '../../../src/engine/registry';
  let compile: CompileModule;
  let registry: RegistryModule;
  try {
    compile = (await import(/* @vite-ignore */ compilePath)) as CompileModule;
    registry = (await import(/* @vite-ignore */ registryPath)) as RegistryModule;
  } catch (error) {
    return { missing: `the variant engine is not on this branch yet (${(error as Error).message.split('\n')[0]})` };
  }
  const getSearch = registry.getVariantSearch;
  if (typeof compile.compileVariant !== 'function' || typeof getSearch !== 'function') {
    return { missing: 'the variant engine is not on this branch yet (compileVariant or getVariantSearch is absent)' };
  }
  return {
    engine: {
      count(p, limit, backend, maxNodes = 50_000_000) {
        const program = compile.compileVariant(p);
        if (program.impossible) return { count: 0, solution: null, nodes: 0 };
        const search = getSearch(backend);
        search.start(program, limit);
        while (search.run(1_000_000) === 'paused') {
          if (search.nodes > maxNodes) throw new Error(`variant-${backend}: more than ${maxNodes} nodes`);
        }
        const out = new Uint8Array(p.size * p.size);
        const solution = search.count > 0 && search.readSolution(out) ? out : null;
        return { count: search.count, solution, nodes: search.nodes };
      },
    },
  };
}
