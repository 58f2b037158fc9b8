/**
 * The kinds of puzzle New puzzle makes: classic, or one family of the package's variant
 * generator (`generateVariant`'s `rules`), with the sizes the page offers for it (those of the
 * page's Size list the generator makes for that family: docs/variants.md). Non-consecutive is
 * left out: it takes about half a second a puzzle, ten times the others.
 *
 * Owns: that list and its names in the Kind list. Does not own: generation (the worker).
 */
import type { VariantFamily } from '../engine.js';

/** One kind of New puzzle. */
export interface Kind {
  /** The family, or '' for a classic puzzle. */
  rules: VariantFamily | '';
  /** Its name in the Kind list and in what is said. */
  name: string;
  /** The sizes of the Size list it is made in. */
  sizes: readonly number[];
}

/** Every kind, in the list's order; the first (classic) is the default. */
export const KINDS: readonly Kind[] = [
  { rules: '', name: 'Classic', sizes: [4, 9, 16] },
  { rules: 'killer', name: 'Killer', sizes: [4, 9] },
  { rules: 'thermo', name: 'Thermo', sizes: [9] },
  { rules: 'arrow', name: 'Arrow', sizes: [9] },
  { rules: 'kropki', name: 'Kropki', sizes: [4, 9] },
  { rules: 'xv', name: 'XV', sizes: [4, 9] },
  { rules: 'jigsaw', name: 'Jigsaw', sizes: [4, 9] },
  { rules: 'x', name: 'Sudoku X', sizes: [4, 9] },
  { rules: 'windoku', name: 'Windoku', sizes: [9] },
  { rules: 'antiKnight', name: 'Anti-knight', sizes: [9] },
  { rules: 'antiKing', name: 'Anti-king', sizes: [9] },
];

/** The kind whose `rules` is `value` (the Kind list's value), classic when none is. */
export function kindOf(value: string): Kind {
  return KINDS.find((k) => k.rules === value) ?? KINDS[0]!;
}
