/**
 * `sudoku-wasm dedupe`: which puzzle lines repeat an earlier one up to a transformation.
 *
 * Owns: the {@link BatchSolver} of dedupe (the set of canonical forms seen in a run, and the line
 * each first appeared on) and its two line formats. Does not own: the canonical form
 * (src/canon/canonical.ts), reading lines (src/stream/) or the pipeline (run.ts).
 *
 *   line ──tryParseLine──► 81 cells ──canonicalCells──► form ──seen?──► first | duplicate of L
 *          └─ error ──► invalid (the same CODE: message as validate)
 *
 *   plain   LINE \t first
 *           LINE \t duplicate \t FIRST_LINE          (the line of the first puzzle of its class)
 *           LINE \t invalid \t CODE: message
 *   json    {"line":…,"status":"first"|"duplicate","canonical":"…"[,"duplicateOf":FIRST_LINE]}
 *           {"line":…,"status":"invalid","error":{…}}
 *
 * Nothing is solved: a puzzle with no solution or several is deduplicated like any other.
 * Lines are 9×9 only (a line of another size is `invalid`, as its cell count says; a variant
 * line is `invalid` with `UNSUPPORTED`). Memory grows
 * with the number of distinct puzzles: one 81-character form and a line number each.
 */
import { SudokuParseError, tryParseLine } from '../text/index.js';
import { isVariantLine } from '../variant/formats/line-kind.js';
import { canonicalCells } from '../canon/canonical.js';
import type { Verdict } from '../api/types.js';
import { settleCut } from '../stream/too-long.js';
import { fromLibrary, type BatchSolver, type LineVerdict } from './jobs/verdicts.js';
import { VARIANT_READERS } from './options/usage.js';

/** What dedupe says about one puzzle line. */
export interface DedupeAnswer {
  /** `first`: no earlier line is equivalent; `duplicate`: line {@link duplicateOf} is. */
  readonly status: 'first' | 'duplicate';
  /** The canonical form (src/canon/canonical.ts). */
  readonly canonical: string;
  /** The line of the first puzzle of this class, for duplicates. */
  readonly duplicateOf?: number;
}

/**
 * A fresh dedupe solver: it remembers every form it has seen, so use one per run. Verdicts of
 * puzzle lines have status `unknown` (nothing is solved) and carry {@link DedupeAnswer}; lines
 * that are not 9×9 puzzles get validate's `invalid` verdict.
 */
export function dedupeSolver(): BatchSolver {
  const seen = new Map<string, number>();
  const cells = new Uint8Array(81);
  return async (batch) =>
    batch.map((item): LineVerdict => {
      const { line } = item;
      const error = tryParseLine(item.text, cells, 0, line);
      const refused = error && isVariantLine(item.text) ? variantRefusal(line) : error;
      const parsed: Verdict = refused
        ? { line, status: 'invalid', count: 0, guesses: 0, error: refused }
        : { line, status: 'unknown', count: 0, guesses: 0 };
      const verdict = fromLibrary(settleCut(item, parsed), line);
      if (verdict.status === 'invalid') return verdict;
      const canonical = canonicalCells(cells);
      const first = seen.get(canonical);
      if (first === undefined) {
        seen.set(canonical, line);
        return { ...verdict, dedupe: { status: 'first', canonical } };
      }
      return { ...verdict, dedupe: { status: 'duplicate', canonical, duplicateOf: first } };
    });
}

/** The error of a variant line (JSON, a link, a jigsaw line): dedupe reads classic lines only. */
function variantRefusal(line: number): SudokuParseError {
  return new SudokuParseError('UNSUPPORTED', `line ${line}: dedupe takes classic 9×9 lines; ${VARIANT_READERS} read variant ones`, { line });
}

/** The plain line of a dedupe verdict; undefined for lines without an answer (invalid ones). */
export function plainDedupe(v: LineVerdict): string | undefined {
  const d = v.dedupe;
  if (!d) return undefined;
  return d.status === 'first' ? `${v.line}\tfirst` : `${v.line}\tduplicate\t${d.duplicateOf}`;
}

/** The JSON line of a dedupe verdict, invalid lines included. */
export function jsonDedupe(v: LineVerdict): string {
  const d = v.dedupe;
  if (!d) return JSON.stringify({ line: v.line, status: v.status === 'failed' ? 'failed' : 'invalid', error: v.error });
  const out: Record<string, unknown> = { line: v.line, status: d.status, canonical: d.canonical };
  if (d.duplicateOf !== undefined) out.duplicateOf = d.duplicateOf;
  return JSON.stringify(out);
}
