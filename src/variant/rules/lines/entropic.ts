/**
 * Entropic line: any three cells in a row along the line hold one low, one middle and one high
 * digit; a line of two cells holds digits of two different ranks. Digits may repeat where no
 * house forbids it.
 *
 * The ranks split 1 … N in three runs: low and high take ⌊N/3⌋ digits each when the middle then
 * keeps as many or one more, else ⌈N/3⌉ (the convention of the f-puzzles constraint's tooltip,
 * "the middle rank has the different number of values"): 1–3 | 4–6 | 7–9 on 9×9, 1–2 | 3–4 |
 * 5–6 on 6×6, 1 | 2–3 | 4 on 4×4, 1–3 | 4–5 | 6–8 on 8×8, 1–2 | 3 | 4–5 on 5×5, 1–2 | 3–5 |
 * 6–7 on 7×7.
 *
 * Model `{ type: 'entropic', cells }`, a path of 1 or more cells; f-puzzles
 * `entropicline: [{ lines: [[…]] }]`, each line its own constraint. The engines read it as
 * "different ranks" between cells one and two steps apart along the line, which is the rule
 * exactly (three cells in a row then hold three ranks).
 */

import type { Entropic } from '../../model.js';
import { lineRule } from '../kinds.js';

/** How many digits the low rank (and the high rank) holds on side `size`. */
function outerRankSize(size: number): number {
  const floor = Math.floor(size / 3);
  return size - 2 * floor >= floor && size - 2 * floor <= floor + 1 ? floor : Math.ceil(size / 3);
}

/** The rank of digit `digit` (1 … size): 0 low, 1 middle, 2 high. */
export function entropicRank(size: number, digit: number): number {
  const outer = outerRankSize(size);
  return digit <= outer ? 0 : digit > size - outer ? 2 : 1;
}

/** The entropic-line rule module. */
export const entropic = /*@__PURE__*/ lineRule<Entropic>('entropic', { fields: ['entropicline'], what: 'an entropic line' });
