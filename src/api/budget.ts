/**
 * Running a resumable general-size search under the caller's budgets: a node budget
 * (`maxNodes`), a time budget (`timeoutMs`) and, in the async form, an `AbortSignal`.
 *
 * Owns: slicing a search into runs of nodes and checking the budgets between slices: under a
 * time budget (and in the async form always) a slice aims at a few milliseconds of work, sized
 * from the pace of the slice before, so that a search whose nodes are slow stops near its
 * deadline too; under a node budget alone, slices of SLICE nodes. A synchronous call cannot
 * see an abort that happens while it runs (the event loop is blocked), so the sync form checks
 * the signal only at its start; the async form yields to the event loop between slices, so
 * timers and abort events get through. Also owns the queue where asynchronous searches wait
 * for a shared engine ({@link EngineQueue}), under the same budgets.
 */
import type { SearchState } from '../engine/general-types.js';

/** Why a search stopped before its answer was known. */
export type StopReason = 'nodes' | 'time' | 'aborted';

/** Budgets a search may run under. */
export interface Budget {
  /** Stop after this many nodes (default: none). */
  maxNodes?: number;
  /** Stop after this many milliseconds, checked between slices of a few milliseconds' work (default: none). */
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

/** Most nodes per slice between budget checks; every slice when only a node budget applies. */
export const SLICE = 4096;

/**
 * Nodes of the first slice under a time budget (or, in the async form, a signal): a node costs
 * from about a microsecond (fast9) to a millisecond (extreme variant puzzles), which no one knows
 * before a slice has run.
 */
const FIRST_SLICE = 64;

/** The milliseconds of work each later slice aims at: how far a search may run past its deadline. */
const SLICE_MS = 4;

/** The nodes of the next slice: {@link SLICE_MS} of work at the last slice's pace, from 8 to {@link SLICE}. */
function sliceAfter(nodes: number, ms: number): number {
  return ms <= 0 ? SLICE : Math.max(8, Math.min(SLICE, Math.floor((nodes * SLICE_MS) / ms)));
}

/**
 * The loop both forms share: `next()` runs one slice of `search` and says how it ended (`done`,
 * a stop reason, or undefined to go on); `timed` sizes the slices by time.
 */
function slicer(search: Resumable, budget: Budget | undefined, timed: boolean): { next(): StopReason | 'done' | undefined } {
  const deadline = budget?.timeoutMs === undefined ? Infinity : performance.now() + budget.timeoutMs;
  const maxNodes = budget?.maxNodes ?? Infinity;
  let slice = timed ? FIRST_SLICE : SLICE;
  return {
    next() {
      if (budget?.signal?.aborted) return 'aborted';
      const left = maxNodes - search.nodes;
      if (left <= 0) return 'nodes';
      const from = search.nodes;
      const started = timed ? performance.now() : 0;
      if (search.run(Math.min(slice, left)) === 'done') return 'done';
      if (!timed) return undefined;
      const now = performance.now();
      if (now >= deadline) return 'time';
      slice = sliceAfter(search.nodes - from, now - started);
      return undefined;
    },
  };
}

/** Runs `search` (already started) to the end or to a budget; returns why it stopped early, if it did. */
export function runWithin(search: Resumable, budget: Budget | undefined): StopReason | undefined {
  const slices = slicer(search, budget, budget?.timeoutMs !== undefined);
  for (;;) {
    const end = slices.next();
    if (end !== undefined) return end === 'done' ? undefined : end;
  }
}

/** The most milliseconds an async form works between two turns of the event loop. */
export const TURN_MS = 8;

/** Resolves once the event loop has had a turn: timers and abort events get through. */
export function nextTurn(): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}

/** The async form of {@link runWithin}: yields to the event loop every {@link TURN_MS}. */
export async function runWithinAsync(search: Resumable, budget: Budget | undefined): Promise<StopReason | undefined> {
  const slices = slicer(search, budget, true);
  let lastYield = performance.now();
  for (;;) {
    const end = slices.next();
    if (end !== undefined) return end === 'done' ? undefined : end;
    if (performance.now() - lastYield > TURN_MS) {
      await nextTurn();
      lastYield = performance.now();
    }
  }
}

/**
 * Asynchronous searches waiting for shared engines (which are not re-entrant), one queue per
 * engine name: each search runs once every search queued before it on the same name has ended.
 * The budgets hold from the call: a search whose signal aborts or whose time runs out while it
 * waits ends then, without running, and one whose turn comes gets what is left of its time.
 */
export class EngineQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  /**
   * Runs `turn` in its turn on the engine `key` with what is left of `budget`.
   * @returns what `turn` returned, or why the wait ended first ('aborted' or 'time')
   */
  async run<T>(key: string, budget: Budget, turn: (budget: Budget) => Promise<T>): Promise<T | StopReason> {
    const calledAt = performance.now();
    const previous = this.tails.get(key) ?? Promise.resolve();
    let gaveUp = false;
    const mine = previous.then((): Promise<T | StopReason> | StopReason => {
      if (gaveUp) return 'aborted'; // not seen by anyone: the caller has its answer
      if (budget.timeoutMs === undefined) return turn(budget);
      return turn({ ...budget, timeoutMs: Math.max(0, budget.timeoutMs - (performance.now() - calledAt)) });
    });
    this.tails.set(key, mine.catch(() => undefined));
    const stopped = await waitFor(previous, budget);
    if (stopped === undefined) return mine;
    gaveUp = true;
    return stopped;
  }
}

/** Resolves when `previous` settles (undefined), the signal aborts, or the time budget runs out. */
function waitFor(previous: Promise<unknown>, { signal, timeoutMs }: Budget): Promise<StopReason | undefined> {
  if (signal?.aborted) return Promise.resolve('aborted');
  if (signal === undefined && timeoutMs === undefined) return previous.then(() => undefined);
  return new Promise((resolve) => {
    const end = (reason: StopReason | undefined): void => {
      clearTimeout(timer);
      forget?.();
      resolve(reason);
    };
    const timer = timeoutMs === undefined ? undefined : setTimeout(() => end('time'), timeoutMs);
    const forget = signal === undefined ? undefined : onAbort(signal, () => end('aborted'));
    void previous.then(() => end(undefined));
  });
}

/** What each signal's one listener calls ({@link onAbort}). */
const abortCalls = /*@__PURE__*/ new WeakMap<AbortSignal, Set<() => void>>();

/**
 * Calls `call` when `signal` aborts, until the returned function is called: one listener per
 * signal, however many searches wait on it (Node warns past ten listeners on one signal).
 */
function onAbort(signal: AbortSignal, call: () => void): () => void {
  let calls = abortCalls.get(signal);
  if (calls === undefined) {
    const set = new Set<() => void>();
    signal.addEventListener('abort', () => set.forEach((f) => f()), { once: true });
    abortCalls.set(signal, (calls = set));
  }
  const mine = calls;
  mine.add(call);
  return () => mine.delete(call);
}
