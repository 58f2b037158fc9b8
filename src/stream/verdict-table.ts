/**
 * A job's verdicts as columns: the compact form the bulk pipeline passes around instead of one
 * object per line. The core fills it (core-lines.ts), the CLI formats its plain verdicts
 * straight from it (src/cli/write/format-table.ts), worker threads send it (threads.ts: its one
 * buffer is transferred, not copied), and the library streams make objects from it only where
 * the caller takes objects ({@link tableVerdicts}).
 *
 * Owns: the layout, the two conversions (verdict objects → table, table → objects) and the
 * wire form of its other verdicts (errors as JSON between threads). Does not own: how the
 * verdicts were found.
 *
 * A plain verdict (a 9×9 line answered unique, multiple, none or unknown without an error, a
 * size or a stop reason: nearly every line of a file) is a row of columns; every other verdict
 * is an object in `others`, its row marked {@link OTHER}.
 */
import type { Verdict } from '../api/types.js';
import { SudokuParseError, type ParseErrorJSON } from '../text/index.js';

/**
 * A verdict with the number of the input line it answers.
 * @category Many puzzles
 */
export type NumberedVerdict = Verdict & {
  /** 1-based line of the input. */
  line: number;
};

/** The statuses of plain rows, by their index in `kinds` (low 3 bits). */
export const PLAIN_STATUSES = ['unique', 'multiple', 'none', 'unknown'] as const;
/** `kinds` status indices (low 3 bits) of {@link PLAIN_STATUSES}. */
export const UNIQUE = 0;
/** See {@link UNIQUE}. */
export const MULTIPLE = 1;
/** See {@link UNIQUE}. */
export const NONE = 2;
/** See {@link UNIQUE}. */
export const UNKNOWN = 3;
/** `kinds` bit: the row has a solution (81 ASCII digits at `solutionAt[i] * 81` in `solutions`). */
export const WITH_SOLUTION = 8;
/** `kinds` value of a row whose verdict is in `others`. */
export const OTHER = 255;

/** A verdict as it crosses between threads: its error (if any) as JSON. */
export type WireVerdict = Omit<NumberedVerdict, 'error'> & { error?: ParseErrorJSON };

/** The columns of a table's rows, in one buffer (see {@link tableColumns}). */
export interface TableColumns {
  /** Row i: its line number, kind, count and guesses (the last two for plain rows). */
  readonly lines: Int32Array;
  readonly kinds: Uint8Array;
  readonly counts: Int32Array;
  readonly guesses: Uint32Array;
  /** Row i's solution is `solutions[solutionAt[i] * 81 …]` when `kinds[i] & WITH_SOLUTION`. */
  readonly solutionAt: Int32Array;
  /** ASCII solutions, 81 bytes each. */
  readonly solutions: Uint8Array;
}

/** The verdicts of one job, in line order, as columns (the columns may be longer than `n` rows). */
export interface VerdictTable extends TableColumns {
  /** The job's `seq`. */
  readonly seq: number;
  /** Blank and `#` lines of the job. */
  readonly skipped: number;
  /** Verdicts (rows). */
  readonly n: number;
  /** The other verdicts, in row order: row index, then the verdict (errors as JSON on the wire). */
  readonly others: (number | NumberedVerdict | WireVerdict)[];
}

/** Allocates the columns of up to `rows` rows with up to `solutions` solutions, in one ArrayBuffer. */
export function tableColumns(rows: number, solutions: number): TableColumns {
  const buffer = new ArrayBuffer(rows * 17 + solutions * 81);
  let at = 0;
  const take = (bytes: number): number => ((at += bytes), at - bytes);
  return {
    lines: new Int32Array(buffer, take(rows * 4), rows),
    counts: new Int32Array(buffer, take(rows * 4), rows),
    guesses: new Uint32Array(buffer, take(rows * 4), rows),
    solutionAt: new Int32Array(buffer, take(rows * 4), rows),
    kinds: new Uint8Array(buffer, take(rows), rows),
    solutions: new Uint8Array(buffer, take(solutions * 81), solutions * 81),
  };
}

/** True for a verdict that fits a plain row. */
function isPlain(v: NumberedVerdict): boolean {
  return (
    v.error === undefined &&
    v.size === undefined &&
    v.stopped === undefined &&
    v.guesses === v.guesses >>> 0 &&
    (v.solution === undefined || v.solution.length === 81) &&
    PLAIN_STATUSES.includes(v.status as (typeof PLAIN_STATUSES)[number])
  );
}

/** The table of verdict objects (found some other way than the core: validate-stream.ts `readJob`). */
export function tableOf(seq: number, verdicts: readonly NumberedVerdict[], skipped: number): VerdictTable {
  const n = verdicts.length;
  let withSolution = 0;
  for (const v of verdicts) if (v.solution !== undefined) withSolution++;
  const { lines, kinds, counts, guesses, solutionAt, solutions } = tableColumns(n, withSolution);
  const others: (number | NumberedVerdict)[] = [];
  let at = 0;
  for (let i = 0; i < n; i++) {
    const v = verdicts[i];
    lines[i] = v.line;
    if (!isPlain(v)) {
      kinds[i] = OTHER;
      others.push(i, v);
      continue;
    }
    kinds[i] = PLAIN_STATUSES.indexOf(v.status as (typeof PLAIN_STATUSES)[number]);
    counts[i] = v.count;
    guesses[i] = v.guesses;
    if (v.solution !== undefined) {
      kinds[i] |= WITH_SOLUTION;
      solutionAt[i] = at;
      for (let c = 0; c < 81; c++) solutions[at * 81 + c] = v.solution.charCodeAt(c);
      at++;
    }
  }
  return { seq, skipped, n, lines, kinds, counts, guesses, solutionAt, solutions, others };
}

/** Made on first use: creating a latin1 decoder costs about 3 ms (V8 profile of the CLI's start-up), and the CLI's plain output never decodes. */
let latin1: TextDecoder | undefined;

/**
 * The verdict objects of a table, in order: plain rows made as the library makes them (key
 * order status, count, guesses, line, solution), the others as they are (an error that crossed
 * threads as JSON made a `SudokuParseError` again, so a verdict is the same whichever thread
 * found it).
 */
export function tableVerdicts(table: VerdictTable): NumberedVerdict[] {
  const cursor = new VerdictCursor(table);
  const verdicts = new Array<NumberedVerdict>(table.n);
  for (let i = 0; i < table.n; i++) verdicts[i] = cursor.next()!;
  return verdicts;
}

/**
 * A table's verdict objects one at a time, each made when it is taken (as {@link tableVerdicts}
 * makes them): a stream that hands verdicts out one by one keeps one table, not an object per
 * row, and each verdict can die young.
 * (verdict-iterator.ts hands them out so; measured there.)
 */
export class VerdictCursor {
  private row = 0;
  /** Index in `others` of the next other row. */
  private other = 0;
  /** All solutions as one string, sliced per row (decoded on the first row that has one). */
  private text: string | undefined;

  constructor(private readonly table: VerdictTable) {}

  /** Verdicts not yet taken. */
  get left(): number {
    return this.table.n - this.row;
  }

  /** The next verdict, or undefined after the last. */
  next(): NumberedVerdict | undefined {
    const { table } = this;
    const i = this.row;
    if (i >= table.n) return undefined;
    this.row = i + 1;
    const kind = table.kinds[i];
    if (kind === OTHER) {
      // others are in row order
      const verdict = table.others[this.other + 1] as NumberedVerdict | WireVerdict;
      this.other += 2;
      return fromWireVerdict(verdict);
    }
    const v = { status: PLAIN_STATUSES[kind & 7], count: table.counts[i], guesses: table.guesses[i], line: table.lines[i] } as NumberedVerdict;
    if (kind & WITH_SOLUTION) {
      this.text ??= (latin1 ??= new TextDecoder('latin1')).decode(table.solutions);
      const at = table.solutionAt[i] * 81;
      v.solution = this.text.slice(at, at + 81);
    }
    return v;
  }
}

/** `v` with a JSON error made a `SudokuParseError` again (an object verdict is returned as it is). */
function fromWireVerdict(v: NumberedVerdict | WireVerdict): NumberedVerdict {
  if (v.error === undefined || v.error instanceof SudokuParseError) return v as NumberedVerdict;
  const { code, message, ...details } = v.error as ParseErrorJSON;
  return { ...v, error: new SudokuParseError(code, message, details) } as NumberedVerdict;
}

/** `table` as it is posted to another thread (errors as JSON), with the buffer to transfer. */
export function tableToWire(table: VerdictTable): { result: VerdictTable; transfer: ArrayBuffer[] } {
  const others = table.others.map((x) =>
    typeof x === 'number' || x.error === undefined || !(x.error instanceof SudokuParseError) ? x : { ...x, error: x.error.toJSON() },
  );
  return { result: { ...table, others }, transfer: [table.lines.buffer as ArrayBuffer] };
}
