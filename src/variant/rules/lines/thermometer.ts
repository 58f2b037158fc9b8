/**
 * Thermometer: digits strictly increase along the line from the bulb (`cells[0]`).
 *
 * Model `{ type: 'thermometer', cells }`, a path of 1 or more cells (a bulb alone constrains
 * nothing); f-puzzles `thermometer: [{ lines: [[bulb, …]] }]`. An f-puzzles thermometer with
 * several lines is several thermometers from the one bulb (every line starts at it), each read
 * as its own constraint. A line longer than N cells cannot be filled: no solution, not an error.
 */

import type { Thermometer } from '../../model.js';
import { lineRule } from '../kinds.js';

/** The thermometer rule module. */
export const thermometer = /*@__PURE__*/ lineRule<Thermometer>('thermometer', { fields: ['thermometer'], what: 'a thermometer' });
