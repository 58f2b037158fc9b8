/**
 * Slow thermometer: digits never decrease along the line from the bulb (`cells[0]`); neighbours
 * on the line may be equal where no house forbids it.
 *
 * Model `{ type: 'slowThermometer', cells }`, a path of 1 or more cells; f-puzzles
 * `slowthermometer: [{ lines: [[bulb, …]] }]`, each line its own constraint (as thermometers).
 */

import type { SlowThermometer } from '../../model.js';
import { lineRule } from '../kinds.js';

/** The slow-thermometer rule module. */
export const slowThermometer = /*@__PURE__*/ lineRule<SlowThermometer>('slowThermometer', {
  fields: ['slowthermometer'],
  what: 'a slow thermometer',
});
