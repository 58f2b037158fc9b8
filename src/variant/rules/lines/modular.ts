/**
 * Modular line: any three cells in a row along the line hold digits of three different
 * remainders mod 3 (on 9×9 one of 1, 4, 7, one of 2, 5, 8 and one of 3, 6, 9); a line of two
 * cells holds digits of two different remainders. Digits may repeat where no house forbids it.
 *
 * Model `{ type: 'modular', cells }`, a path of 1 or more cells; f-puzzles
 * `modularline: [{ lines: [[…]] }]`, each line its own constraint. The engines read it as
 * "different remainders" between cells one and two steps apart along the line, which is the
 * rule exactly.
 */

import type { Modular } from '../../model.js';
import { lineRule } from '../kinds.js';

/** The modular-line rule module. */
export const modular = /*@__PURE__*/ lineRule<Modular>('modular', { fields: ['modularline'], what: 'a modular line' });
