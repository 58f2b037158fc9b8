/**
 * From puzzle lines to verdicts: the one place the CLI calls the library.
 *
 * Owns: the {@link BatchSolver} seam (a batch of lines in, one {@link LineVerdict} per line out,
 * same order) and its in-process implementation over `validateLines`. A multi-core runner can
 * supply another `BatchSolver` (e.g. a worker pool) without touching reading or output.
 * Also owns the verdict on a line the reader had to cut (longer than its limit, see lines.ts):
 * its kept prefix goes to the library like any line, since a one-line puzzle is decided by its
 * first 81 cells (what follows whitespace after them is a trailing field). Only when the answer
 * could be an artefact of the cut (a cell count, `EMPTY`) is it replaced by `LINE_TOO_LONG`.
 * Does not own: parsing or solving (the library), formatting (format.ts).
 */
import { validateLines, type Status } from '../index';
import type { BackendName } from './args';
import type { PuzzleLine } from './lines';
import type { DedupeAnswer } from './dedupe';
import type { LogicAnswer } from './logic';

export type { Status };

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
  readonly status: Status;
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
}

export interface SolveSettings {
  /** Stop after this many solutions (≥ 2). */
  readonly limit: number;
  /** Per-puzzle guess budget (0 = none). */
  readonly maxGuesses?: number;
  readonly engine?: 'auto' | 'fast9' | 'bitmask' | 'dlx';
  readonly size?: number;
  readonly alphabet?: string;
  /** `undefined` = the library's default. */
  readonly backend?: BackendName;
}

/** Verdicts for a batch, one per line, in the batch's order. */
export type BatchSolver = (batch: readonly PuzzleLine[], settings: SolveSettings) => Promise<LineVerdict[]>;

/** The library's verdict type, whatever name it is exported under. */
type LibraryVerdict = ReturnType<typeof validateLines>[number];

/** Codes that, on a cut line, may come from the cut rather than from the line. */
const CUT_ARTEFACTS = new Set(['TOO_FEW_CELLS', 'TOO_MANY_CELLS', 'EMPTY']);

/** Solves on the calling thread through `validateLines`. */
export const solveInProcess: BatchSolver = async (batch, settings) => {
  const found = validateLines(
    batch.map((item) => item.text),
    {
      limit: settings.limit,
      backend: settings.backend,
      maxGuesses: settings.maxGuesses,
      engine: settings.engine,
      size: settings.size,
      alphabet: settings.alphabet,
      lineNumbers: batch.map((item) => item.line),
    },
  );
  if (found.length !== batch.length) {
    throw new Error(`validateLines returned ${found.length} verdicts for ${batch.length} lines`);
  }
  return batch.map((item, i) => settleCut(item, fromLibrary(found[i], item.line)));
};

/**
 * The verdict of a line, given the verdict on its kept text: the same, unless the reader cut
 * the line and the answer could come from the cut (then `LINE_TOO_LONG`).
 */
export function settleCut(item: PuzzleLine, verdict: LineVerdict): LineVerdict {
  if (item.length <= item.text.length) return verdict;
  // A cut line: its answer stands only if the puzzle field ended before the cut.
  const fieldRunsToCut = !/\s/.test(item.text.trim());
  return fieldRunsToCut || (verdict.error && CUT_ARTEFACTS.has(verdict.error.code)) ? tooLong(item) : verdict;
}

function fromLibrary(v: LibraryVerdict, line: number): LineVerdict {
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
  };
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

function tooLong(item: PuzzleLine): LineVerdict {
  return {
    line: item.line,
    status: 'invalid',
    count: 0,
    guesses: 0,
    error: {
      code: 'LINE_TOO_LONG',
      message:
        `line ${item.line}: expected a puzzle of 81 cells, got a line of ${item.length} ` +
        `characters with no puzzle in its first ${item.text.length}`,
      line: item.line,
    },
  };
}
