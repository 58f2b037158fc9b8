/**
 * The groups of cells whose digits all differ (src/variant/compile/different-groups.ts), the one
 * list the compiler links and the page's houses follow: which rules give them, in constraint
 * order, tagged by how the compiler enforces them; and on random puzzles of every rule kind,
 * each group holds distinct digits in the puzzle's solution grid.
 */
import { describe, expect, it } from 'vitest';
import { differentGroups } from '../../../src/variant/compile/different-groups';
import type { VariantPuzzle, VariantSize } from '../../../src/variant/model';
import { RULE_KINDS, randomCase } from './random-models';
import { SIZES } from '../support/generate';

const plain = (p: VariantPuzzle) => differentGroups(p).map((g) => ({ cells: Array.from(g.cells), by: g.by }));

describe('differentGroups', () => {
  it('lists the groups in constraint order: a disjoint-groups rule gives its N in turn; other rules give none', () => {
    const p: VariantPuzzle = {
      size: 4,
      givens: '.'.repeat(16),
      constraints: [
        { type: 'thermometer', cells: [12, 8, 4] },
        { type: 'antiKing' },
        { type: 'killer', cells: [1, 0], sum: 3 },
        { type: 'diagonal', direction: 'anti' },
        { type: 'whispers', cells: [2, 3] },
        { type: 'disjointGroups' },
        { type: 'nabner', cells: [14, 15] },
        { type: 'renban', cells: [6, 7, 11] },
        { type: 'extraRegion', cells: [5, 6, 9, 10] },
        { type: 'diagonal', direction: 'main' },
      ],
    };
    expect(plain(p)).toEqual([
      { cells: [12, 8, 4], by: 'relations' },
      { cells: [1, 0], by: 'group' },
      { cells: [12, 9, 6, 3], by: 'group' },
      // the k-th cell of each 2×2 box, boxes in order, cells in reading order
      { cells: [0, 2, 8, 10], by: 'group' },
      { cells: [1, 3, 9, 11], by: 'group' },
      { cells: [4, 6, 12, 14], by: 'group' },
      { cells: [5, 7, 13, 15], by: 'group' },
      { cells: [14, 15], by: 'relations' },
      { cells: [6, 7, 11], by: 'group' },
      { cells: [5, 6, 9, 10], by: 'group' },
      { cells: [0, 5, 10, 15], by: 'group' },
    ]);
  });

  it('takes disjoint groups from jigsaw regions in reading order', () => {
    const regions = [0, 0, 0, 1, 0, 2, 1, 1, 2, 2, 3, 1, 2, 3, 3, 3];
    const p: VariantPuzzle = { size: 4, givens: '.'.repeat(16), regions, constraints: [{ type: 'disjointGroups' }] };
    expect(plain(p).map((g) => g.cells)).toEqual([
      [0, 3, 5, 10],
      [1, 6, 8, 13],
      [2, 7, 9, 14],
      [4, 11, 12, 15],
    ]);
  });

  it('holds distinct digits in the solution grid of random puzzles of every rule kind', () => {
    let groups = 0;
    for (const kind of RULE_KINDS) {
      for (const N of SIZES) {
        for (let seed = 1; seed <= 3; seed++) {
          const c = randomCase(kind, N, 1000 * seed + N, 0);
          if (!c) continue;
          for (const g of differentGroups(c.puzzle)) {
            const digits = Array.from(g.cells, (cell) => c.grid[cell]);
            expect(new Set(digits).size, `${kind} ${N}×${N} seed ${seed}: ${Array.from(g.cells)}`).toBe(digits.length);
            groups++;
          }
        }
      }
    }
    expect(groups).toBeGreaterThan(100);
  });
});
