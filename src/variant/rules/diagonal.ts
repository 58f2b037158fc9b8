/**
 * Diagonal: the N cells of a long diagonal all differ. `main` runs from the top-left corner to
 * the bottom-right ("\"), `anti` from the bottom-left to the top-right ("/").
 *
 * Model `{ type: 'diagonal', direction }`; f-puzzles `diagonal-: true` is `main` and
 * `diagonal+: true` is `anti` (f-puzzles names a diagonal by the sign of its slope, rows counted
 * upward: "+" rises to the right). Each direction is kept once, `main` first.
 */

import type { Diagonal } from '../model.js';
import { onlyKeys, readChoice } from '../json.js';
import { readFlag } from '../formats/fpuzzles-values.js';
import type { RuleModule } from './rule.js';

const FIELD = { main: 'diagonal-', anti: 'diagonal+' } as const;

/** The diagonal rule module. */
export const diagonal: RuleModule<Diagonal> = {
  types: ['diagonal'],
  fromModel(raw, path) {
    onlyKeys(raw, ['type', 'direction'], path);
    return { type: 'diagonal', direction: readChoice(raw.direction, ['main', 'anti'], `${path}.direction`) };
  },
  normalise(constraints) {
    const out: Diagonal[] = [];
    if (constraints.some((c) => c.direction === 'main')) out.push({ type: 'diagonal', direction: 'main' });
    if (constraints.some((c) => c.direction === 'anti')) out.push({ type: 'diagonal', direction: 'anti' });
    return out;
  },
  fpuzzles: {
    fields: [FIELD.main, FIELD.anti],
    read(field, value, _grid, out) {
      if (readFlag(value, field)) out.push({ type: 'diagonal', direction: field === FIELD.main ? 'main' : 'anti' });
    },
    write(constraint, out) {
      out[FIELD[constraint.direction]] = true;
    },
  },
};
