/**
 * The kinds of puzzle New puzzle makes: classic, or one family of the package's variant
 * generator (`generateVariant`'s `rules`), with the sizes the page offers for it (those of the
 * page's Size list the generator makes for that family: docs/variants.md; 6×6 for the variant
 * kinds only, the classic generator's boxes being square). Non-consecutive is the slowest to
 * make: 91-617 ms a 9×9 puzzle in the page's worker (seeds 1-18, Chromium, 2 shared cores;
 * the others 1-250 ms), and 0.2-1.3 s to rate (in the background: engine.ts), so it is offered
 * with the progress line New puzzle shows meanwhile; every 6×6 kind is made in 1-42 ms and
 * rated in 1-31 ms (seeds 1-8 each: bench/page-rating.mjs). Of the clue and line kinds, little
 * killers take longest to make (package medians, CPU, 9×9: 85 ms, the slowest seed of 7 570 ms;
 * the others 3-14 ms: docs/variants.md); at 4×4 and 6×6 thermo, arrows, little killers and
 * the lines are made in 0.1-9 ms (median), 97 ms at most (seeds 1-10:
 * docs/design/variant-engine.md); arrows with pills (not made on 4×4) 17 ms on 9×9 (the
 * slowest of 10 seeds 48 ms).
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
  { rules: 'killer', name: 'Killer', sizes: [4, 6, 9] },
  { rules: 'thermo', name: 'Thermo', sizes: [4, 6, 9] },
  { rules: 'arrow', name: 'Arrow', sizes: [4, 6, 9] },
  { rules: 'pillArrow', name: 'Arrow with pills', sizes: [6, 9] },
  { rules: 'kropki', name: 'Kropki', sizes: [4, 6, 9] },
  { rules: 'xv', name: 'XV', sizes: [4, 6, 9] },
  { rules: 'jigsaw', name: 'Jigsaw', sizes: [4, 6, 9] },
  { rules: 'x', name: 'Sudoku X', sizes: [4, 6, 9] },
  { rules: 'windoku', name: 'Windoku', sizes: [9] },
  { rules: 'antiKnight', name: 'Anti-knight', sizes: [6, 9] },
  { rules: 'antiKing', name: 'Anti-king', sizes: [9] },
  { rules: 'nonConsecutive', name: 'Non-consecutive', sizes: [6, 9] },
  { rules: 'sandwich', name: 'Sandwich', sizes: [4, 6, 9] },
  { rules: 'littleKiller', name: 'Little killer', sizes: [4, 6, 9] },
  { rules: 'whispers', name: 'German whispers', sizes: [4, 6, 9] },
  { rules: 'renban', name: 'Renban', sizes: [4, 6, 9] },
  { rules: 'palindrome', name: 'Palindrome', sizes: [4, 6, 9] },
  { rules: 'regionSum', name: 'Region sum lines', sizes: [4, 6, 9] },
  { rules: 'oddEven', name: 'Odd and even', sizes: [4, 6, 9] },
];

/** The kind whose `rules` is `value` (the Kind list's value), classic when none is. */
export function kindOf(value: string): Kind {
  return KINDS.find((k) => k.rules === value) ?? KINDS[0]!;
}
