/**
 * `candidates`' verdicts: the true candidates of each puzzle line, the digits each cell holds in
 * at least one solution, and the cells where the solutions differ (the library's
 * `trueCandidates`, src/api/true-candidates.ts).
 *
 * Owns: the {@link BatchSolver} of `candidates` and {@link CandidatesAnswer}. Each line first
 * goes through the same verdict as `validate` (limit 2), so a bad line gets the same precise
 * error. Then by its status:
 *
 *   invalid, failed   as validate says
 *   unique            its solution is its true candidates: no further search
 *   none              no candidate in any cell
 *   unknown           a budget stopped the first search: nothing found
 *   multiple          trueCandidates on the line's puzzle, under --max-nodes and
 *                     --timeout-per-puzzle (all its searches together): multiple, or unknown
 *                     with the digits found before a budget ran out
 *
 * A line with several solutions costs milliseconds to seconds (a search per question the
 * library asks its empty cells), so a batch
 * hands the thread back between lines (../jobs/turns.ts). Does not own: the search (the
 * library), output (candidates-format.ts).
 */
import { trueCandidates } from '../../api/true-candidates.js';
import type { StopReason } from '../../api/budget.js';
import { decoderFor } from '../../text/alphabet.js';
import { isVariantLine } from '../../variant/formats/line-kind.js';
import { answerEach, BatchStopped, inOrder } from '../jobs/turns.js';
import { lineAlphabet } from '../read/grid-input.js';
import { puzzleField } from '../read/puzzle-field.js';
import { validatePuzzleLines } from '../../stream/validate-stream.js';
import type { NumberedVerdict } from '../../stream/verdict-table.js';
import { fromLibrary, stoppedInfo, type BatchSolver, type LineVerdict, type SolveSettings } from '../jobs/verdicts.js';

/** What `candidates` found for one puzzle line (its status and guesses are the verdict's). */
export interface CandidatesAnswer {
  /** Side N of the board. */
  readonly size: number;
  /** Per cell in reading order, the digits 1 … N it holds in at least one solution, ascending. */
  readonly candidates: readonly (readonly number[])[];
  /** The cells (0-based) with two or more true candidates, ascending. */
  readonly differing: readonly number[];
  /** Searches made for the line, the first one (which tells unique, multiple, none) included. */
  readonly searches: number;
  /** The budget that ran out, when the status is `unknown`. */
  readonly stopped?: StopReason;
  /** Digit d is written `symbols[d - 1]` (the line's alphabet, as solutions are written). */
  readonly symbols: string;
}

/**
 * The batch solver of `candidates`: line by line with turns of the event loop, its batches one
 * after the other (../jobs/turns.ts).
 * @param stop once aborted, a batch running ends at its next turn and a batch waiting its turn
 *   at once, rejecting with {@link BatchStopped}
 */
export function candidatesSolver(stop?: AbortSignal): BatchSolver {
  return inOrder(async (batch, settings) => {
    if (stop?.aborted) throw new BatchStopped('stopped before it started: the run has ended');
    const found = validatePuzzleLines(batch, { ...settings, limit: 2 });
    return answerEach(found, (v, i) => candidatesVerdict(v, puzzleField(batch[i].text), settings), (v) => v.line, stop);
  });
}

/** The verdict of one line with its true candidates (see the header). */
function candidatesVerdict(found: NumberedVerdict, field: string, settings: SolveSettings): LineVerdict {
  const v = fromLibrary(found, found.line, settings);
  if (v.status === 'invalid' || v.status === 'failed') return v;
  const N = v.size ?? (v.solution === undefined ? 9 : Math.round(Math.sqrt(v.solution.length)));
  const symbols = isVariantLine(field) || N === 9 ? '123456789'.slice(0, N) : decoderFor(lineAlphabet(settings), N).symbols;
  const answer = (candidates: CandidatesAnswer['candidates'], stopped?: StopReason): CandidatesAnswer =>
    ({ size: N, candidates, differing: [], searches: 1, ...(stopped === undefined ? {} : { stopped }), symbols });
  if (v.status === 'unique' && v.solution !== undefined) {
    return { ...v, candidates: answer(Array.from(v.solution, (symbol) => [symbols.indexOf(symbol) + 1])) };
  }
  if (v.status === 'none' || v.status === 'unknown') {
    return { ...v, candidates: answer(Array.from({ length: N * N }, () => []), found.stopped) };
  }
  try {
    const { status, candidates, differing, searches, guesses, stopped } = trueCandidates(field, {
      backend: settings.backend,
      engine: settings.engine,
      size: settings.size,
      alphabet: settings.alphabet,
      maxNodes: settings.maxNodes ?? (N > 9 ? settings.largeBoardMaxNodes : undefined),
      timeoutMs: settings.timeoutMs,
    });
    return {
      line: v.line,
      status,
      count: v.count,
      guesses: v.guesses + guesses,
      ...(v.size === undefined ? {} : { size: v.size }),
      ...(stopped === undefined ? {} : { error: stoppedInfo(stopped, v.line, v.size, settings) }),
      candidates: { ...answer(candidates, stopped), differing, searches: searches + 1 },
    };
  } catch (error) {
    // the line read for validate: only an engine that does not take the puzzle is left
    if (!(error instanceof RangeError)) throw error;
    return { ...v, status: 'unknown', error: { code: 'UNSUPPORTED', message: `line ${v.line}: ${error.message}`, line: v.line } };
  }
}
