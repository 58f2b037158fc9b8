/**
 * SE's singles, split as SE rates them: a last value in a house (1.0), a hidden single in a box
 * (1.2), in a row or column (1.5), a naked single (2.3).
 *
 * Owns: {@link seSingleHint} and {@link seNakedSingleHint}. Does not own HoDoKu's singles order
 * (`techniques/singles/`), which SE does not follow: its own order is by house kind.
 *
 *   scan        what                                       SE technique
 *   cells       an empty cell that is the last of a house   last-value       1.0
 *   boxes       a digit with one place in a box             hidden-single    1.2
 *   rows, cols  a digit with one place in a line            hidden-single    1.5
 *   cells       a cell with one candidate                   naked-single     2.3
 *
 * A one-pass scan of the grid's candidates, cheaper than the HoDoKu-ordered single queues the
 * other solver keeps (measured: that queue took half of SE's time on 17-clue puzzles).
 */
import { lowestDigit, popcount, type CandidateGrid } from '../grid.js';
import { makeStep } from '../step.js';
import { cellName, digitName, unitHouse, unitName } from '../words.js';
import { isLastEmpty } from './direct.js';
import type { SeHint } from './producers.js';
import { SE_BASE, SE_NAME, type SeTechnique } from './table.js';

/** The step placing `digit` in `cell`, as SE technique `technique` in house `unit`. */
function singleStep(grid: CandidateGrid, technique: SeTechnique, cell: number, digit: number, unit: number, why: string): SeHint {
  const { N } = grid;
  const step = makeStep(
    { id: `se-${technique}`, name: SE_NAME[technique], code: '' },
    {
      digits: [digit],
      cells: [cell],
      houses: unit >= 0 ? [unitHouse(unit, N, 'house')] : [],
      highlights: [{ cell, digit, role: 'pattern' }],
      placements: [{ cell, digit }],
      text: `${SE_NAME[technique]}: ${cellName(cell, N)} ${why} ${digitName(digit, N)}${unit >= 0 ? ` in ${unitName(unit, N)}` : ''}.`,
    },
  );
  return { step, technique, difficulty: SE_BASE[technique] };
}

/** The single SE takes first: a last value, else a hidden single in a box, else in a line; null when none. */
export function seSingleHint(grid: CandidateGrid): SeHint | null {
  const { N, C, cands } = grid;
  for (let cell = 0; cell < C; cell++) {
    const m = cands[cell];
    if (m !== 0 && (m & (m - 1)) === 0 && isLastEmpty(grid, cell)) {
      return singleStep(grid, 'last-value', cell, lowestDigit(m), -1, 'is the last empty cell of a house: it is');
    }
  }
  const units = grid.geometry.units;
  // boxes first (units 2N…3N−1), then rows and columns
  for (let i = 0; i < 3 * N; i++) {
    const u = (i + 2 * N) % (3 * N);
    let once = 0;
    let many = 0;
    for (let k = u * N, end = k + N; k < end; k++) {
      const c = cands[units[k]];
      many |= once & c;
      once |= c;
    }
    const single = once & ~many;
    if (single === 0) continue;
    const digit = lowestDigit(single);
    const b = 1 << (digit - 1);
    let cell = -1;
    for (let k = u * N, end = k + N; k < end && cell < 0; k++) if ((cands[units[k]] & b) !== 0) cell = units[k];
    return singleStep(grid, u >= 2 * N ? 'hidden-single-box' : 'hidden-single-line', cell, digit, u, 'is the only place left for');
  }
  return null;
}

/** The first naked single (a cell with one candidate), or null. */
export function seNakedSingleHint(grid: CandidateGrid): SeHint | null {
  const { C, cands } = grid;
  for (let cell = 0; cell < C; cell++) {
    const m = cands[cell];
    if (m !== 0 && popcount(m) === 1) return singleStep(grid, 'naked-single', cell, lowestDigit(m), -1, 'has one candidate left:');
  }
  return null;
}
