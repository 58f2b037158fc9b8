/**
 * Fish on the rows and columns of a variant puzzle (X-Wing, Swordfish): k rows where a digit
 * can go only in the same k columns (or k columns, the same k rows). Each row holds the digit
 * once, so those k rows put it once in each of the k columns, and no other cell of the columns
 * can hold it. Rows and columns are houses on every variant grid (jigsaws and Latin
 * squares too), so the step is sound on any of them; regions and the rules' houses are not
 * used as base or cover (that would be a Franken fish).
 *
 * Owns: {@link fish}. Does not own: the step's shape and words (./step.ts).
 */
import type { Candidate, Highlight, HouseRef } from '../../../logic/types.js';
import { andList, withArticle } from '../../../logic/words.js';
import { bitCount } from '../../../engine/bitmask-ts/bits.js';
import type { HintRules } from '../hint-rules.js';
import { bit, picks, removal, stepOf, type Found } from './step.js';

/** The fish by size: 2 X-Wing, 3 Swordfish. */
const NAMES = ['', '', 'X-Wing', 'Swordfish'];
const COUNTS = ['', '', 'two', 'three'];

/** `rows 2 and 7`, `columns 1, 3 and 8` (0-based indices in, 1-based out). */
const lines = (indices: readonly number[], rows: boolean): string => `${rows ? 'rows' : 'columns'} ${andList(indices.map((i) => String(i + 1)))}`;

/** The indices of a mask's bits, ascending. */
function indicesOf(mask: number): number[] {
  const list: number[] = [];
  for (let m = mask; m; m &= m - 1) list.push(31 - Math.clz32(m & -m));
  return list;
}

/** The first X-Wing, then Swordfish, on rows as base, then columns, digit by digit. */
export function fish(r: HintRules, values: Uint8Array, cands: Int32Array): Found | null {
  const { N } = r;
  const at = (rows: boolean, line: number, k: number): number => (rows ? line * N + k : k * N + line);
  for (let size = 2; size <= 3; size++) {
    for (const rows of [true, false]) {
      for (let digit = 1; digit <= N; digit++) {
        // each line's places for the digit (a mask of positions across it); lines that hold it are left out
        const places: number[] = [];
        const open: number[] = [];
        for (let line = 0; line < N; line++) {
          let mask = 0;
          let placed = false;
          for (let k = 0; k < N; k++) {
            const c = at(rows, line, k);
            if (values[c] === digit) placed = true;
            else if (values[c] === 0 && cands[c] & bit(digit)) mask |= 1 << k;
          }
          places.push(mask);
          if (!placed && bitCount(mask) >= 2 && bitCount(mask) <= size) open.push(line);
        }
        for (const base of picks(open, size)) {
          const cover = base.reduce((m, line) => m | places[line], 0);
          if (bitCount(cover) !== size) continue;
          const eliminations: Candidate[] = [];
          for (const k of indicesOf(cover)) {
            for (let line = 0; line < N; line++) {
              const c = at(rows, line, k);
              if (!base.includes(line) && values[c] === 0 && cands[c] & bit(digit)) eliminations.push({ cell: c, digit });
            }
          }
          if (eliminations.length === 0) continue;
          return fishStep(size, rows, digit, base, indicesOf(cover), places, eliminations.sort((a, b) => a.cell - b.cell), r);
        }
      }
    }
  }
  return null;
}

function fishStep(size: number, rows: boolean, digit: number, base: number[], cover: number[], places: number[], eliminations: Candidate[], r: HintRules): Found {
  const { N } = r;
  const cells = base.flatMap((line) => indicesOf(places[line]).map((k) => (rows ? line * N + k : k * N + line))).sort((a, b) => a - b);
  const name = NAMES[size];
  const text =
    `In ${lines(base, rows)}, ${digit} fits only in ${lines(cover, !rows)}: their ${COUNTS[size]} ${digit}s take ${size === 2 ? 'both' : 'all three'} ${rows ? 'columns' : 'rows'}, ` +
    `so the rest of those ${rows ? 'columns' : 'rows'} cannot hold ${digit}: ${removal(eliminations, N)}.`;
  const step = stepOf(name === 'X-Wing' ? 'x-wing' : 'swordfish', name, cells, { eliminations }, text);
  const kind = (row: boolean): HouseRef['kind'] => (row ? 'row' : 'column');
  step.houses = [...base.map((index): HouseRef => ({ kind: kind(rows), index, role: 'base' })), ...cover.map((index): HouseRef => ({ kind: kind(!rows), index, role: 'cover' }))];
  step.highlights = cells.map((cell): Highlight => ({ cell, digit, role: 'base' }));
  const region = base.flatMap((line) => Array.from({ length: N }, (_, k) => (rows ? line * N + k : k * N + line)));
  return { step, region, look: `Look for ${withArticle(name)} on ${digit}s in the ${rows ? 'rows' : 'columns'}.` };
}
