/**
 * Running a resumable general-size search under the caller's budgets: a node budget
 * (`maxNodes`), a time budget (`timeoutMs`) and, in the async form, an `AbortSignal`.
 *
 * Owns: slicing a search into runs of at most SLICE nodes and checking the budgets between
 * slices. A synchronous call cannot see an abort that happens while it runs (the event loop is
 * blocked), so the sync form checks the signal only at its start; the async form yields to the
 * event loop between slices, so timers and abort events get through.
 */
import type { SearchState } from '../engine/general-types.js';

/** Why a search stopped before its answer was known. */
export type StopReason = 'nodes' | 'time' | 'aborted';

/** Budgets a search may run under. */
export interface Budget {
  /** Stop after this many nodes (default: none). */
  maxNodes?: number;
  /** Stop after this many milliseconds, checked between slices of SLICE nodes (default: none). */
  timeoutMs?: number;
  /** Stop when aborted (checked between slices; the async forms also yield so it can fire). */
  signal?: AbortSignal;
}

/** A search that runs in slices (the general and the variant engines). */
export interface Resumable {
  /** Runs at most `maxNodes` more nodes. */
  run(maxNodes: number): SearchState;
  /** Nodes so far. */
  readonly nodes: number;
}

/** Nodes per slice between budget checks (a few milliseconds of work at most). */
export const SLICE = 4096;

/** Runs `search` (already started) to the end or to a budget; returns why it stopped early, if it did. */
export function runWithin(search: Resumable, budget: Budget | undefined): StopReason | undefined {
  const deadline = budget?.timeoutMs === undefined ? Infinity : performance.now() + budget.timeoutMs;
  const maxNodes = budget?.maxNodes ?? Infinity;
  for (;;) {
    if (budget?.signal?.aborted) return 'aborted';
    const left = maxNodes - search.nodes;
    if (left <= 0) return 'nodes';
    if (search.run(Math.min(SLICE, left)) === 'done') return undefined;
    if (performance.now() >= deadline) return 'time';
  }
}

/** The async form of {@link runWithin}: yields to the event loop every few milliseconds. */
export async function runWithinAsync(search: Resumable, budget: Budget | undefined): Promise<StopReason | undefined> {
  const deadline = budget?.timeoutMs === undefined ? Infinity : performance.now() + budget.timeoutMs;
  const maxNodes = budget?.maxNodes ?? Infinity;
  let lastYield = performance.now();
  for (;;) {
    if (budget?.signal?.aborted) return 'aborted';
    const left = maxNodes - search.nodes;
    if (left <= 0) return 'nodes';
    if (search.run(Math.min(SLICE, left)) === 'done') return undefined;
    const now = performance.now();
    if (now >= deadline) return 'time';
    if (now - lastYield > 8) {
      await new Promise<void>((resolve) => setTimeout(resolve, 0));
      lastYield = performance.now();
    }
  }
}
