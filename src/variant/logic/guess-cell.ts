/**
 * Where a variant puzzle's solver puts the solution's digit when no step of the list applies:
 * the first empty cell (in reading order) with the fewest candidates. `rate` guesses there
 * (./calls.ts), and the page's hint reveals that digit there (web/src/variant/hints.ts), so a
 * rating's guesses and a player's revealed digits fall on the same cells.
 *
 * Owns: {@link guessCell}, {@link guessStep} (a rating's guess there, in its words). Does not
 * own: the words of a reveal (web/src/variant/hints.ts), the solution (the variant engine's).
 */
import { bitCount } from '../../engine/bitmask-ts/bits.js';
import type { Step } from '../../logic/types.js';
import { cellName } from '../../logic/words.js';
import { stepOf } from './finders/step.js';

/**
 * The first empty cell with the fewest candidates, or −1 when every cell is filled.
 * @param values the digits, N² in reading order (0 = empty)
 * @param cands the candidates, N² masks (bit d − 1 for digit d)
 */
export function guessCell(values: ArrayLike<number>, cands: ArrayLike<number>): number {
  let best = -1;
  for (let cell = 0; cell < values.length; cell++) {
    if (values[cell] === 0 && (best < 0 || bitCount(cands[cell]) < bitCount(cands[best]))) best = cell;
  }
  return best;
}

/**
 * The guess a rating takes where no step applies: the solution's digit in the {@link guessCell}.
 * @param solution the solution's digits, N² in reading order
 */
export function guessStep(values: Uint8Array, cands: Int32Array, solution: ArrayLike<number>, N: number): Step {
  const best = guessCell(values, cands);
  const digit = solution[best];
  const text = `No step of the variant list applies here: guess ${digit} in ${cellName(best, N)} (one of its ${bitCount(cands[best])} candidates; the engine confirms it is right).`;
  return stepOf('guess', 'Guess', [best], { placements: [{ cell: best, digit }] }, text);
}
