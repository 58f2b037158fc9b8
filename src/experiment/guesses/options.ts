/**
 * The parameters of the ordered-vs-shuffled guesses experiment, their defaults (the published
 * study's own) and their validation.
 *
 * Owns: {@link GuessesOptions}, {@link GuessesParameters}, {@link GUESSES_RANGES},
 * {@link resolveParameters}, {@link parsePrefillList}. Does not own: running (run.ts) or the command line (src/cli/).
 */
import type { CellOrder } from '../../classic/types.js';
import { DEFAULT_MAX_RECURSIONS } from '../../classic/options.js';
import { showNumber } from '../../api/show.js';

/** What a caller may set; everything has a default. */
export interface GuessesOptions {
  /** Prefilled cells per board, each 0…81 (default 0, 5, …, 40). */
  prefill?: readonly number[];
  /** Shuffled runs per board and prefill (default 10,000, as in the study). */
  runs?: number;
  /** Random base solutions of test 2 (default 195, as in the study; 0 skips test 2). */
  bases?: number;
  /** Master seed, a 32-bit unsigned integer (default 2014, the study's year). */
  seed?: number;
  /** Worker threads (default: the machine's available parallelism; 1 runs in-process). */
  threads?: number;
  /** Cell order of the solver (default `reading`, as in the study). */
  cellOrder?: CellOrder;
  /** Recursion budget of each run (default 10,000,000): a run that reaches it is counted as stopped. */
  maxRecursions?: number;
  /** Solver backend (default WebAssembly where available). */
  backend?: 'wasm' | 'ts';
}

/** Every parameter, resolved. */
export interface GuessesParameters {
  readonly prefill: readonly number[];
  readonly runs: number;
  readonly bases: number;
  readonly seed: number;
  readonly threads: number;
  readonly cellOrder: CellOrder;
  readonly maxRecursions: number;
  readonly backend: 'wasm' | 'ts' | undefined;
}

/** The study's prefill values: 0, 5, …, 40. */
export const STUDY_PREFILL: readonly number[] = [0, 5, 10, 15, 20, 25, 30, 35, 40];
export const STUDY_RUNS = 10_000;
export const STUDY_BASES = 195;
export const DEFAULT_SEED = 2014;

/** The range of each whole-number option, `[min, max]` (the CLI checks its flags against them too). */
export const GUESSES_RANGES = {
  runs: [1, 100_000_000],
  bases: [0, 1_000_000],
  seed: [0, 0xffffffff],
  threads: [1, 256],
  maxRecursions: [1, Number.MAX_SAFE_INTEGER],
} as const satisfies Record<string, readonly [number, number]>;

function wholeNumber(value: unknown, name: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new TypeError(`expected ${name} to be an integer, got ${showNumber(value)}`);
  }
  if (value < min || value > max) throw new RangeError(`expected ${name} from ${min} to ${max}, got ${value}`);
  return value;
}

/**
 * Fills in defaults and checks every option.
 * @param defaultThreads used when `options.threads` is absent
 * @throws {TypeError} for a wrong type, {RangeError} for a value out of range
 */
export function resolveParameters(options: GuessesOptions, defaultThreads: number): GuessesParameters {
  const prefill = options.prefill ?? STUDY_PREFILL;
  if (!Array.isArray(prefill) || prefill.length === 0) throw new TypeError('expected prefill to be a non-empty array of cell counts');
  const seen = new Set<number>();
  for (const k of prefill) {
    wholeNumber(k, 'every prefill value', 0, 81);
    if (seen.has(k)) throw new RangeError(`expected distinct prefill values, got ${k} twice`);
    seen.add(k);
  }
  const cellOrder = options.cellOrder ?? 'reading';
  if (cellOrder !== 'reading' && cellOrder !== 'mrv') throw new RangeError(`expected cellOrder 'reading' or 'mrv', got ${String(cellOrder)}`);
  const backend = options.backend;
  if (backend !== undefined && backend !== 'wasm' && backend !== 'ts') throw new RangeError(`expected backend 'wasm' or 'ts', got ${String(backend)}`);
  return {
    prefill: [...prefill].sort((a, b) => a - b),
    runs: wholeNumber(options.runs ?? STUDY_RUNS, 'runs', ...GUESSES_RANGES.runs),
    bases: wholeNumber(options.bases ?? STUDY_BASES, 'bases', ...GUESSES_RANGES.bases),
    seed: wholeNumber(options.seed ?? DEFAULT_SEED, 'seed', ...GUESSES_RANGES.seed),
    threads: wholeNumber(options.threads ?? defaultThreads, 'threads', ...GUESSES_RANGES.threads),
    cellOrder,
    maxRecursions: wholeNumber(options.maxRecursions ?? DEFAULT_MAX_RECURSIONS, 'maxRecursions', ...GUESSES_RANGES.maxRecursions),
    backend,
  };
}

/**
 * Reads a prefill list: comma-separated values and ranges `a-b/step` (step default 1), e.g.
 * `0-40/5` or `0,5,10,20`.
 * @throws {RangeError} naming the part that is not understood
 */
export function parsePrefillList(text: string): number[] {
  const out: number[] = [];
  for (const part of text.split(',')) {
    const m = /^\s*(\d+)(?:\s*-\s*(\d+)(?:\s*\/\s*(\d+))?)?\s*$/.exec(part);
    if (!m) throw new RangeError(`expected a list like 0,5,10 or 0-40/5, got '${part}' in '${text}'`);
    const from = Number(m[1]);
    const to = m[2] === undefined ? from : Number(m[2]);
    const step = m[3] === undefined ? 1 : Number(m[3]);
    if (step < 1 || to < from) throw new RangeError(`expected a range a-b/step with a ≤ b and step ≥ 1, got '${part}'`);
    for (let k = from; k <= to; k += step) out.push(k);
  }
  return out;
}
