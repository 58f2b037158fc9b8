/**
 * From puzzle lines to verdicts: the one place the CLI calls the library.
 *
 * Owns: the {@link BatchSolver} seam (a batch of lines in, one {@link LineVerdict} per line out,
 * same order), its in-process implementation over the pipeline's `validatePuzzleLines` (which
 * also answers lines the reader cut), and the CLI's form of a verdict: `failed` lines (a worker
 * thread died on them twice, pool.ts) and the reason of an `unknown` line (which budget ran out)
 * as its `error`. Does not own: parsing or solving (the library), formatting (format.ts).
 */
import type { Status, Verdict } from '../../api/types.js';
import { validatePuzzleLines } from '../../stream/validate-stream.js';
import { groupThousands } from '../write/thousands.js';
import type { BackendName } from '../options/args.js';
import type { PuzzleLine } from '../../stream/lines.js';
import type { DedupeAnswer } from '../dedupe.js';
import type { LogicAnswer } from '../logic/logic.js';
import type { CandidatesAnswer } from '../candidates/candidates.js';
import type { ConvertAnswer } from '../convert/convert.js';

export type { Status };

/** What a line can be answered: the library's statuses, and `failed` (no answer: see pool.ts). */
export type LineStatus = Status | 'failed';

/**
 * A parse error as the CLI prints it: `SudokuParseError#toJSON()` (code, message, line, column,
 * cell, char, and for conflicts cells, digit, house), with `line` always filled in.
 */
export interface ErrorInfo {
  readonly code: string;
  readonly message: string;
  readonly line?: number;
  readonly column?: number;
  readonly cell?: number;
  readonly char?: string;
  readonly [detail: string]: unknown;
}

/** The verdict on one input line. */
export interface LineVerdict {
  /** 1-based input line number. */
  readonly line: number;
  readonly status: LineStatus;
  /** Solutions found, at most the limit asked for. */
  readonly count: number;
  /** The solution found first, when `count >= 1`. */
  readonly solution?: string;
  readonly guesses: number;
  /** Side N of the board, when it is not 9×9. */
  readonly size?: number;
  readonly error?: ErrorInfo;
  /** What the logic commands (explain, hint, rate) found, for unique puzzles (logic.ts). */
  readonly logic?: LogicAnswer;
  /** What `dedupe` found (dedupe.ts), for every line that is a 9×9 puzzle. */
  readonly dedupe?: DedupeAnswer;
  /** What `candidates` found (candidates.ts), for every line but invalid and failed ones. */
  readonly candidates?: CandidatesAnswer;
  /** What `convert` made (convert.ts), for every line that converted. */
  readonly convert?: ConvertAnswer;
}

export interface SolveSettings {
  /** Stop after this many solutions (≥ 2). */
  readonly limit: number;
  readonly engine?: 'auto' | 'fast9' | 'bitmask' | 'dlx';
  readonly size?: number;
  readonly alphabet?: string;
  /** `undefined` = the library's default. */
  readonly backend?: BackendName;
  /** Node budget of every board (`--max-nodes`); `undefined` = none at 9×9, {@link largeBoardMaxNodes} above. */
  readonly maxNodes?: number;
  /** Node budget of boards above 9×9 when `maxNodes` is not given. */
  readonly largeBoardMaxNodes: number;
  /** Time budget per board in milliseconds (`--timeout-per-puzzle`). */
  readonly timeoutMs?: number;
}

/** Verdicts for a batch, one per line, in the batch's order. */
export type BatchSolver = (batch: readonly PuzzleLine[], settings: SolveSettings) => Promise<LineVerdict[]>;

/** Solves on the calling thread through the pipeline's `validatePuzzleLines`. */
export const solveInProcess: BatchSolver = async (batch, settings) => {
  const found = validatePuzzleLines(batch, settings); // SolveSettings are batch options
  return found.map((v) => fromLibrary(v, v.line, settings));
};

/** The CLI's form of a library verdict on line `line`. */
export function fromLibrary(v: Verdict, line: number, settings?: SolveSettings): LineVerdict {
  // the common case: the library's object already has the CLI's shape (no copy per line)
  if (v.status !== 'invalid' && v.stopped === undefined && v.line === line) return v as LineVerdict;
  if (v.status === 'invalid') {
    return { line, status: 'invalid', count: 0, guesses: v.guesses ?? 0, error: errorInfo(v.error, line) };
  }
  return {
    line,
    status: v.status,
    count: v.count,
    solution: v.count >= 1 ? v.solution : undefined,
    guesses: v.guesses,
    ...(v.size === undefined ? {} : { size: v.size }),
    ...(v.stopped === undefined ? {} : { error: stoppedInfo(v.stopped, line, v.size, settings) }),
  };
}

/** Why a search stopped early, as the `error` of an `unknown` line. */
export function stoppedInfo(stopped: NonNullable<Verdict['stopped']>, line: number, size: number | undefined, settings: SolveSettings | undefined): ErrorInfo {
  if (stopped === 'time') return timeBudgetInfo(line, settings);
  if (stopped === 'aborted') return { code: 'ABORTED', message: `line ${line}: stopped (aborted)`, line };
  const nodes = settings?.maxNodes ?? ((size ?? 9) > 9 ? settings?.largeBoardMaxNodes : undefined);
  const which = settings?.maxNodes === undefined && (size ?? 9) > 9 ? 'the default budget of boards above 9x9' : '--max-nodes';
  return {
    code: 'NODE_BUDGET',
    message: `line ${line}: stopped after ${nodes === undefined ? 'its node budget' : `${groupThousands(nodes)} node${nodes === 1 ? '' : 's'}`} (${which}; --max-nodes 0 for none)`,
    line,
  };
}

/** The `error` of a line whose time budget (`--timeout-per-puzzle`) ran out. */
export function timeBudgetInfo(line: number, settings: SolveSettings | undefined): ErrorInfo {
  return { code: 'TIME_BUDGET', message: `line ${line}: stopped after ${settings?.timeoutMs ?? '?'} ms (--timeout-per-puzzle)`, line };
}

/** The JSON form of a `SudokuParseError` (via `toJSON()` when it has one), `line` filled in. */
export function errorInfo(error: unknown, line: number): ErrorInfo {
  const e = (error ?? {}) as { toJSON?: () => unknown; message?: unknown };
  const raw = { ...((typeof e.toJSON === 'function' ? e.toJSON() : e) as Record<string, unknown>) };
  const message = raw.message ?? e.message;
  return {
    ...raw,
    code: typeof raw.code === 'string' ? raw.code : 'INVALID',
    message: typeof message === 'string' && message !== '' ? message : 'not a valid puzzle',
    line: typeof raw.line === 'number' ? raw.line : line,
  };
}
