/**
 * ALS nodes in grouped nice loops and AICs (src/logic/techniques/chains/nice-loops-als.ts, used by
 * nice-loops-search.ts under the option `alsInChains`): hand-made grids where a set of 2 or 3
 * cells carries the chain, with exact eliminations, sentences, Eureka and highlights; nothing
 * without the option (HoDoKu's default), and nothing that needs the set when it is not one.
 */
import { describe, expect, it } from 'vitest';
import type { CandidateGrid } from '../../../src/logic/grid';
import { findAll } from '../../../src/logic/solver';
import { groupedAic, groupedContinuousNiceLoop, groupedDiscontinuousNiceLoop } from '../../../src/logic/techniques/chains/nice-loops';
import type { Step, Technique } from '../../../src/logic/types';
import { at, cands, elims, grid, only } from '../support/grids';

/** Every step of `t` on `g`, ALS nodes allowed or not; the grid must be left as it was. */
function found(t: Technique, g: CandidateGrid, alsInChains: boolean): Step[] {
  const before = g.cands.slice();
  const out: Step[] = [];
  t.find(g, (s) => (out.push(s), false), { unique: true, alsInChains });
  expect(g.cands).toEqual(before);
  return out;
}

/**
 * 4 twice in row 1 (c1, c7); the set r4c7 {4,8}, r5c7 {4,8,9} (column 7): without 4 it holds 9
 * in r5c7; r5c1 {4,9}. (4)r1c1=(4)r1c7-(4=9)r45c7-(9=4)r5c1 and back to r1c1 by column 1.
 */
const alsLoopGrid = (): CandidateGrid => only(grid(3, { r4c7: [4, 8], r5c7: [4, 8, 9], r5c1: [4, 9] }), 4, 'row', 1, [1, 7]);

describe('ALS nodes in grouped chains', () => {
  it('AIC: an ALS entered on 4 and left on 9', () => {
    // as the loop grid, r5c1 moved to r5c2 so the chain does not close
    const g = only(grid(3, { r4c7: [4, 8], r5c7: [4, 8, 9], r5c2: [4, 9] }), 4, 'row', 1, [1, 7]);
    expect(found(groupedAic, g, false)).toEqual([]);
    const steps = found(groupedAic, g, true).filter((s) => elims(s).join() === cands(4, ['r2c2', 'r3c2', 'r4c1', 'r5c1', 'r6c1']).join());
    expect(steps).toHaveLength(1);
    const s = steps[0];
    expect(s.code).toBe('0711');
    expect(s.digits).toEqual([4]);
    expect(elims(s)).toEqual(cands(4, ['r2c2', 'r3c2', 'r4c1', 'r5c1', 'r6c1']));
    expect(s.text).toBe(
      'Grouped AIC: (4)r1c1=(4)r1c7-(4=9)r45c7-(9=4)r5c2: one end is 4, so remove 4 from r2c2, r3c2, r4c1, r5c1 and r6c1.',
    );
    expect(s.eureka).toBe('(4)r1c1=(4)r1c7-(4=9)r45c7-(9=4)r5c2 => r23c2,r456c1<>4');
    expect(s.cells).toEqual(['r1c1', 'r1c7', 'r4c7', 'r5c7', 'r5c2'].map((c) => at(c, 9)));
    // the set's cells as pattern, its entry digit off, its exit digit on, its other digit pattern
    const r4c7 = at('r4c7', 9);
    const r5c7 = at('r5c7', 9);
    expect(s.highlights.filter((h) => h.cell === r4c7 || h.cell === r5c7)).toEqual([
      { cell: r4c7, role: 'pattern' },
      { cell: r4c7, digit: 4, role: 'off' },
      { cell: r4c7, digit: 8, role: 'pattern' },
      { cell: r5c7, role: 'pattern' },
      { cell: r5c7, digit: 4, role: 'off' },
      { cell: r5c7, digit: 8, role: 'pattern' },
      { cell: r5c7, digit: 9, role: 'on' },
    ]);
    expect(s.links.map((l) => l.kind)).toEqual(['strong', 'weak', 'strong', 'weak', 'strong']);
  });

  it('AIC ending on an ALS: the digit leaves the cells seeing the start and the set\'s cells holding it', () => {
    // (4)r4c7=(8)r4c7-(8=4)r5c27: r4c7 is 4, or the set r5c2 {4,9}, r5c7 {4,8,9} without 8 holds 4 in r5c2 or r5c7
    const g = grid(3, { r4c7: [4, 8], r5c7: [4, 8, 9], r5c2: [4, 9] });
    const steps = found(groupedAic, g, true).filter((s) => elims(s).join() === '4@r5c8,4@r5c9');
    expect(steps).toHaveLength(1);
    expect(steps[0].eureka).toBe('(4=8)r4c7-(8=4)r5c27 => r5c89<>4');
    expect(found(groupedAic, g, false)).toEqual([]);
  });

  it('AIC of type 2 ending on a set that holds its digit in one cell', () => {
    // r5c7 {1,4,9}, r6c7 {1,9}: without 9 the set holds 4 in r5c7 alone. 1 twice in row 2 (c7, c9),
    // r2c9 {1,9}, 9 in box 3 only at r2c9 and r3c7: (1)r2c7=(1-9)r2c9=(9)r3c7-(9=4)r56c7, so
    // r2c7 is 1 or r5c7 is 4: r2c7 loses 4, r5c7 loses 1
    const g = grid(3, { r2c7: [1, 4, 5], r2c9: [1, 9], r5c7: [1, 4, 9], r6c7: [1, 9] });
    only(g, 1, 'row', 2, [7, 9]);
    for (const name of ['r1c7', 'r1c8', 'r1c9', 'r2c8', 'r3c8', 'r3c9']) g.eliminate(at(name, 9), 9);
    expect(found(groupedAic, g, false)).toEqual([]);
    const steps = found(groupedAic, g, true).filter((s) => elims(s).join() === '1@r5c7,4@r2c7');
    expect(steps).toHaveLength(1);
    expect(steps[0].digits).toEqual([1, 4]);
    expect(steps[0].eureka).toBe('(1)r2c7=(1-9)r2c9=(9)r3c7-(9=4)r56c7 => r5c7<>1, r2c7<>4');
  });

  it('continuous loop: the weak links become strong and the set keeps its third digit', () => {
    const g = alsLoopGrid();
    expect(found(groupedContinuousNiceLoop, g, false)).toEqual([]);
    const steps = found(groupedContinuousNiceLoop, g, true);
    expect(steps).toHaveLength(1);
    const s = steps[0];
    const c = (rows: number[], col: number): string[] => rows.map((r) => `r${r}c${col}`);
    expect(elims(s)).toEqual(
      [
        // (4)r5c1-(4)r1c1 strong: 4 leaves column 1
        ...cands(4, c([2, 3, 4, 6, 7, 8, 9], 1)),
        // (4)r1c7-(4)r45c7 strong: 4 leaves column 7
        ...cands(4, c([2, 3, 6, 7, 8, 9], 7)),
        // (9)r5c7-(9)r5c1 strong: 9 leaves row 5
        ...cands(9, ['r5c2', 'r5c3', 'r5c4', 'r5c5', 'r5c6', 'r5c8', 'r5c9']),
        // the set holds 4 or 9 but not both, so 8 for sure: 8 leaves column 7 and box 6
        ...cands(8, [...c([1, 2, 3, 6, 7, 8, 9], 7), 'r4c8', 'r4c9', 'r5c8', 'r5c9', 'r6c8', 'r6c9']),
      ].sort(),
    );
    expect(s.eureka?.startsWith('(4)r1c1=(4)r1c7-(4=9)r45c7-(9=4)r5c1-(4)r1c1 => ')).toBe(true);
    expect(s.text.startsWith('Grouped continuous nice loop: (4)r1c1=(4)r1c7-(4=9)r45c7-(9=4)r5c1-(4)r1c1: every weak link')).toBe(true);
  });

  it('discontinuous loop back into a set holding the start cell: the digit is proved', () => {
    // r1c1 {1,3,4}, r1c2 {3,4,5}, r1c3 {4,5}: a set of 3 cells and 4 digits, 1 only in r1c1;
    // 1 and 5 in column 1 only at r1c1/r7c1 and r2c1/r7c1; r7c1 {1,5}
    const g = only(only(grid(3, { r1c1: [1, 3, 4], r1c2: [3, 4, 5], r1c3: [4, 5], r7c1: [1, 5] }), 1, 'column', 1, [1, 7]), 5, 'column', 1, [2, 7]);
    expect(found(groupedDiscontinuousNiceLoop, g, false)).toEqual([]);
    const placing = found(groupedDiscontinuousNiceLoop, g, true).filter((s) => elims(s).join() === '3@r1c1,4@r1c1');
    expect(placing).toHaveLength(1);
    expect(placing[0].text).toBe(
      'Grouped discontinuous nice loop: (1)r1c1=(1-5)r7c1=(5)r2c1-(5=1)r1c123: if r1c1 were not 1 it would be 1, so it is 1: remove 3 and 4 from r1c1.',
    );
    expect(placing[0].eureka).toBe('(1)r1c1=(1-5)r7c1=(5)r2c1-(5=1)r1c123 => r1c1<>3, r1c1<>4');
  });

  it('needs a set: with a fourth digit in r5c7 the cells are no ALS and nothing is found', () => {
    const g = only(grid(3, { r4c7: [4, 8], r5c7: [1, 4, 8, 9], r5c1: [4, 9] }), 4, 'row', 1, [1, 7]);
    for (const t of [groupedContinuousNiceLoop, groupedDiscontinuousNiceLoop, groupedAic]) expect(found(t, g, true)).toEqual([]);
  });

  it('is an option of the logic functions: findAll finds the ALS chain only when asked', () => {
    const g = alsLoopGrid();
    const ids = ['grouped-continuous-nice-loop', 'grouped-discontinuous-nice-loop', 'grouped-aic'];
    expect(findAll(g, ids, { unique: true })).toEqual([]);
    const all = findAll(g, ids, { unique: true, alsInChains: true });
    expect(all.map((s) => s.technique)).toContain('grouped-continuous-nice-loop');
    expect(() => findAll(g, ids, { alsInChains: 'yes' as never })).toThrow(/findAll: alsInChains: expected true or false, got the string "yes"/);
  });

  it('leaves the default search as it was: the option off gives the steps of no option', () => {
    const g = alsLoopGrid();
    for (const t of [groupedContinuousNiceLoop, groupedDiscontinuousNiceLoop, groupedAic]) {
      const plain: Step[] = [];
      t.find(g, (s) => (plain.push(s), false), { unique: true });
      expect(found(t, g, false)).toEqual(plain);
    }
  });
});
