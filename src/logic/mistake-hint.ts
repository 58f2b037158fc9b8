/**
 * A player's mistake as a hint's words, for every puzzle the hints take (classic: ./solver.ts
 * `hint`; variant: `src/variant/logic/`, and the demo page's variant hints): the first sentence
 * never gives the solution's digit away; a concrete hint adds it in a second one.
 *
 * Owns: {@link mistakeHint}. Does not own: finding the mistake (./player.ts for a classic grid,
 * `src/variant/logic/steps.ts` for a variant one).
 */
import type { Mistake } from './player.js';
import type { Hint } from './solver.js';
import { cellList, cellName, digitName, houseName } from './words.js';

/** A digit in words: the number up to 9×9, a variant board's 5×5 … 8×8 too; the board's symbol above. */
const say = (digit: number, N: number): string => (N <= 9 ? String(digit) : digitName(digit, N));

/** A mistake as a hint (kind `mistake`): a vague one says where and what, a concrete one the solution's digit too. */
export function mistakeHint(m: Mistake, N: number, level: 'vague' | 'concrete'): Hint {
  const where = cellName(m.cells[0], N);
  const d = m.digit === undefined ? '' : say(m.digit, N);
  const truth = m.truth === undefined ? '' : say(m.truth, N);
  const base = { kind: 'mistake' as const, mistake: m.kind, cells: m.cells };
  if (m.kind === 'conflict') {
    return { ...base, digit: m.digit, houses: [m.house!], text: `${cellList(m.cells, N)} both hold ${d} in ${houseName(m.house!)}.` };
  }
  if (m.kind === 'wrong-digit') {
    const text = `Check ${where}: the ${d} there is not the solution's digit.`;
    return { ...base, digit: m.digit, text: level === 'concrete' ? `${text} The solution has ${truth} there.` : text };
  }
  // the candidates may be the player's own notes, which never held the digit: no "removed"
  const text = `Check ${where}: its candidates leave out the solution's digit.`;
  return { ...base, text: level === 'concrete' ? `${text} The solution has ${truth} there.` : text };
}

