/**
 * The puzzle sets of the variant benchmark, in table order, and how to read one.
 *
 * Owns: the list of sets (the generated files in ../sets/, made by ../make-sets.mjs, and the 37
 * published examples read from ../shared/variants/, never copied), each entry's model, its
 * f-puzzles JSON text and its expected answer. Does not own: making the sets or checking answers.
 *
 * Entry: `{ id, puzzle, fpuzzles, count, solution }`: `puzzle` a `VariantPuzzle`, `fpuzzles` the
 * text every f-puzzles reader is given, `count` the expected count to 2 (1 unique, 0 none, 2
 * several), `solution` the unique solution (N² digits) when `count` is 1.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fromFpuzzles, toFpuzzles } from './fpuzzles.mjs';

export const VARIANTS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const SETS_DIR = join(VARIANTS_DIR, 'sets');

/**
 * Sets in table order: `id` (also the file name in sets/, or `published`), the table label,
 * and the row of ISS's reference table (../shared/variants/README.md) it compares with.
 */
export const SETS = [
  { id: 'x', label: 'X (both diagonals), minimal givens', iss: { rate: 908, slowestMs: 11, n: 100 } },
  { id: 'windoku', label: 'windoku', iss: { rate: 845, slowestMs: 8, n: 100 } },
  { id: 'jigsaw', label: 'jigsaw (random regions)', iss: { rate: 597, slowestMs: 6, n: 100 } },
  { id: 'anti-knight', label: 'anti-knight', iss: { rate: 256, slowestMs: 21, n: 100 } },
  { id: 'anti-king', label: 'anti-king', iss: { rate: 593, slowestMs: 9, n: 100 } },
  { id: 'non-consecutive', label: 'non-consecutive (6-8 givens)', iss: { rate: 3, slowestMs: 1950, n: 100 } },
  { id: 'killer', label: 'killer (cages only, 0-3 givens)', iss: { rate: 341, slowestMs: 11, n: 100 } },
  { id: 'thermo', label: 'thermo (6-10 thermometers)', iss: { rate: 879, slowestMs: 13, n: 100 } },
  { id: 'kropki', label: 'kropki, every dot drawn, negative rule', iss: { rate: 550, slowestMs: 6, n: 50 } },
  { id: 'xv', label: 'XV, every X/V drawn, negative rule', iss: { rate: 306, slowestMs: 10, n: 50 } },
  { id: 'arrow', label: 'arrow (6-10 arrows)', iss: { rate: 365, slowestMs: 37, n: 50 } },
  { id: 'no-solution', label: 'no solution (all kinds)', iss: { rate: 121, slowestMs: 134, n: 50 } },
  { id: 'several', label: 'several solutions (all kinds)', iss: { rate: 40, slowestMs: 622, n: 50 } },
  { id: 'published', label: 'the 37 published examples', iss: { rate: 47, slowestMs: 228, n: 37 } },
];

/** The shared variants folder: `$SUDOKU_VARIANTS`, or the first `shared/variants` above bench/. */
export function findSharedVariants() {
  if (process.env.SUDOKU_VARIANTS) return resolve(process.env.SUDOKU_VARIANTS);
  for (let dir = VARIANTS_DIR; ; dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'variants');
    if (existsSync(candidate) && statSync(candidate).isDirectory()) return candidate;
    if (dirname(dir) === dir) return null;
  }
}

/** Path of a generated set's file. */
export function setFile(id) {
  return join(SETS_DIR, `${id}.jsonl`);
}

/**
 * Reads one set.
 * @returns {{ entries: object[] } | { missing: string }} the entries, or why the set is absent
 */
export function loadSet(id) {
  if (id === 'published') {
    const dir = findSharedVariants();
    const file = dir && join(dir, 'examples.fpuzzles.jsonl');
    if (!file || !existsSync(file)) return { missing: 'shared/variants/examples.fpuzzles.jsonl not found (set $SUDOKU_VARIANTS)' };
    const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim());
    return {
      entries: lines.map((text, i) => {
        const { puzzle, solution, title } = fromFpuzzles(text);
        return { id: `${i + 1}. ${title}`, puzzle, fpuzzles: text, count: 1, solution };
      }),
    };
  }
  const file = setFile(id);
  if (!existsSync(file)) return { missing: 'set not made yet (node bench/variants/make-sets.mjs --sets ID, with our engine built)' };
  const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim());
  return {
    entries: lines.map((text) => {
      const e = JSON.parse(text);
      return { ...e, fpuzzles: JSON.stringify(toFpuzzles(e.puzzle, e.id)) };
    }),
  };
}

/**
 * A spread order of 0 … n−1 (0, n/2, n/4, 3n/4, …: bit-reversed), so that a sample cut short by
 * a time budget covers the whole set, not its beginning.
 */
export function spreadOrder(n) {
  let bits = 0;
  while (1 << bits < n) bits++;
  const order = [];
  for (let k = 0; k < 1 << bits; k++) {
    let r = 0;
    for (let b = 0; b < bits; b++) if (k & (1 << b)) r |= 1 << (bits - 1 - b);
    if (r < n) order.push(r);
  }
  return order;
}
