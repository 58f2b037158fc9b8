/**
 * One unit of the experiment: a board (a base solution's first k cells), one ordered run and
 * `runs` shuffled runs, reduced to frequency tables.
 *
 * Owns: {@link runUnit} and the {@link UnitResult} shape that worker threads send back. Does
 * not own: the solver (src/classic/) or the statistics (tally.ts).
 */
import { backtrackRuns } from '../../classic/index.js';
import type { GuessesParameters } from './options.js';
import type { Unit } from './plan.js';
import { frequencyTable } from './tally.js';

/** A frequency table: distinct values ascending, and how often each occurs. */
export interface Frequencies {
  readonly values: Float64Array;
  readonly counts: Float64Array;
}

/** What one unit produced. */
export interface UnitResult {
  readonly id: number;
  /** The ordered run's counters. */
  readonly orderedRecursions: number;
  readonly orderedBacktracks: number;
  /** The shuffled runs' counters. */
  readonly shuffledRecursions: Frequencies;
  readonly shuffledBacktracks: Frequencies;
  /** Runs (ordered included) that reached the recursion budget. */
  readonly stoppedOrdered: number;
  readonly stoppedShuffled: number;
}

/** The parameters a unit needs (what a worker thread receives once). */
export type UnitParameters = Pick<GuessesParameters, 'runs' | 'cellOrder' | 'maxRecursions' | 'backend'>;

/** Runs one unit. */
export function runUnit(unit: Unit, p: UnitParameters): UnitResult {
  const cells = new Uint8Array(81);
  cells.set(unit.solution.subarray(0, unit.k));
  const common = { cellOrder: p.cellOrder, maxRecursions: p.maxRecursions, backend: p.backend };
  const ordered = backtrackRuns(3, cells, 1, { ...common, digitOrder: 'ascending' });
  const shuffled = backtrackRuns(3, cells, p.runs, { ...common, digitOrder: 'shuffled', seed: unit.seed });
  return {
    id: unit.id,
    orderedRecursions: ordered.recursions[0],
    orderedBacktracks: ordered.backtracks[0],
    shuffledRecursions: frequencyTable(shuffled.recursions),
    shuffledBacktracks: frequencyTable(shuffled.backtracks),
    stoppedOrdered: ordered.stopped,
    stoppedShuffled: shuffled.stopped,
  };
}
