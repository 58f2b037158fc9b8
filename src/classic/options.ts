/**
 * Option checks of classic backtracking, shared by `backtrack`, `backtrackRuns` (./index.ts) and
 * `backtrackTrace` (./trace.ts): every message says "expected X, got Y".
 *
 * Owns: turning an options object into {@link ClassicSettings} and a backend. Does not own: what
 * the settings mean (./index.ts) or the searches.
 */
import { checkBoardValues, checkInteger, checkKeys, choice, keysOf, show } from '../api/options.js';
import type { BacktrackOptions, BacktrackRunsOptions, CellOrder, ClassicSettings, DigitOrder } from './types.js';

/** The shared checks (src/api/options.ts), re-exported for this folder's modules. */
export { choice, show };

const CELL_ORDERS: readonly CellOrder[] = ['reading', 'mrv'];
const DIGIT_ORDERS: readonly DigitOrder[] = ['ascending', 'descending', 'shuffled'];
/** Largest limit (the WASM ABI takes an i32). */
const MAX_LIMIT = 0x3fffffff;
/**
 * Recursions a search may make when the caller gives no `maxRecursions` (0 = no budget): a
 * second or two of the WebAssembly search (measured: 1.7 s on the empty 9×9 board with a large
 * `limit`, the TypeScript twin about 5× that), so that no call runs for ever by default, as the
 * package's other open-ended searches have a default budget too (forcing chains, traces).
 */
export const DEFAULT_MAX_RECURSIONS = 10_000_000;
/** Largest `runs` accepted (memory for the two result arrays runs out long before). */
export const MAX_RUNS = 0x3fffffff;

/** The keys of {@link BacktrackRunsOptions}. */
export const RUNS_OPTION_KEYS = keysOf<BacktrackRunsOptions>()({ cellOrder: true, digitOrder: true, seed: true, maxRecursions: true, backend: true });
/** The keys of {@link BacktrackOptions}. */
export const BACKTRACK_OPTION_KEYS: readonly string[] = [
  ...RUNS_OPTION_KEYS,
  ...keysOf<Omit<BacktrackOptions, keyof BacktrackRunsOptions>>()({ limit: true, size: true, alphabet: true }),
];

/**
 * An integer in [min, max] ({@link checkInteger}); `fallback` when undefined and a fallback is
 * given (else required).
 * @throws {TypeError} @throws {RangeError}
 */
export function integer(value: unknown, min: number, max: number, what: string, fallback?: number): number {
  return value === undefined && fallback !== undefined ? fallback : checkInteger(value, min, what, max);
}

/**
 * Checks an options object (its keys against `known`, then each value); returns the settings
 * and the backend asked for (`undefined`: the caller's default).
 * @param where the public function, for messages
 */
export function settingsOf(
  options: unknown,
  withLimit: boolean,
  known: readonly string[],
  where: string,
): { settings: ClassicSettings; backend: 'wasm' | 'ts' | undefined } {
  checkKeys(options, known, where);
  const o = (options ?? {}) as BacktrackOptions;
  const settings: ClassicSettings = {
    cellOrder: choice(o.cellOrder, CELL_ORDERS, 'reading', `${where}: cellOrder`),
    digitOrder: choice(o.digitOrder, DIGIT_ORDERS, 'ascending', `${where}: digitOrder`),
    seed: integer(o.seed, 0, 0xffffffff, `${where}: seed`, 1),
    limit: withLimit ? integer(o.limit, 1, MAX_LIMIT, `${where}: limit`, 1) : 1,
    maxRecursions: integer(o.maxRecursions, 0, Number.MAX_SAFE_INTEGER, `${where}: maxRecursions`, DEFAULT_MAX_RECURSIONS),
  };
  // the board options (backtrack, backtrackTrace), checked before any input is read
  checkBoardValues(o.size, o.alphabet, where);
  const backend = o.backend === undefined ? undefined : choice(o.backend, ['wasm', 'ts'] as const, 'wasm', `${where}: backend`);
  return { settings, backend };
}
