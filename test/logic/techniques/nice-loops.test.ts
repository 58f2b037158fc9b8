/**
 * Nice loops and AICs (src/logic/techniques/chains/nice-loops.ts, nice-loops-search.ts): Continuous
 * Nice Loop, Discontinuous Nice Loop, AIC. Hand-made candidate grids with exact eliminations
 * and sentences per technique, 4×4 and 16×16 boards, grids where nothing is found, and
 * soundness on the grids of HoDoKu's regression library and on grids met while solving hard
 * puzzles.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CandidateGrid } from '../../../src/logic/grid';
import { applyInPlace, firstStep, guessStep, solutionOf } from '../../../src/logic/solver';
import { techniqueById } from '../../../src/logic/techniques/index';
import { aic, continuousNiceLoop, discontinuousNiceLoop } from '../../../src/logic/techniques/chains/nice-loops';
import { describeShared } from '../../support/shared';
import { at, grid, steps, elims, only, stepWith, cands } from '../support/grids';

const ALL = [continuousNiceLoop, discontinuousNiceLoop, aic];

describe('AIC', () => {
  it('type 1: the end digit leaves the cells seeing both ends', () => {
    // 4 in row 1 only at c1, c7; in row 5 only at c2, c7: (4)r1c1=(4)r1c7-(4)r5c7=(4)r5c2
    const g = only(only(grid(3), 4, 'row', 1, [1, 7]), 4, 'row', 5, [2, 7]);
    const found = steps(aic, g);
    expect(found).toHaveLength(1);
    const s = found[0];
    expect(s.code).toBe('0708');
    expect(s.digits).toEqual([4]);
    expect(elims(s)).toEqual(cands(4, ['r2c2', 'r3c2', 'r4c1', 'r6c1']));
    expect(s.cells).toEqual(['r1c1', 'r1c7', 'r5c7', 'r5c2'].map((c) => at(c, 9)));
    expect(s.links.map((l) => l.kind)).toEqual(['strong', 'weak', 'strong']);
    expect(s.links[0]).toEqual({ from: { cell: 0, digit: 4 }, to: { cell: 6, digit: 4 }, kind: 'strong' });
    expect(s.highlights.map((h) => h.role)).toEqual(['off', 'on', 'off', 'on']);
    expect(s.text).toBe('AIC: (4)r1c1=(4)r1c7-(4)r5c7=(4)r5c2: one end is 4, so remove 4 from r2c2, r3c2, r4c1 and r6c1.');
  });

  it('type 2: ends on different digits in cells that see each other', () => {
    // (1)r1c1=(1)r1c5-(1=3)r5c5-(3)r5c2=(3)r2c2: 1 twice in row 1, 3 twice in column 2
    const g = only(only(grid(3, { r5c5: [1, 3] }), 1, 'row', 1, [1, 5]), 3, 'column', 2, [2, 5]);
    const s = stepWith(aic, g, ['1@r2c2', '3@r1c1']);
    expect(s.digits).toEqual([1, 3]);
    expect(s.links.map((l) => l.kind)).toEqual(['strong', 'weak', 'strong', 'weak', 'strong']);
    expect(s.text).toBe('AIC: (1)r1c1=(1)r1c5-(1=3)r5c5-(3)r5c2=(3)r2c2: r1c1 is 1 or r2c2 is 3, so remove 1 from r2c2 and 3 from r1c1.');
  });

  it('type 2 with one of the two removals is left to the discontinuous loop', () => {
    // r1c1 {1,2}, r4c1 {2,3}, 3 in column 9 only at r1 and r4: (1=2)r1c1-(2=3)r4c1-(3)r4c9=(3)r1c9, r1c1 has no 3
    const g = only(grid(3, { r1c1: [1, 2], r4c1: [2, 3] }), 3, 'column', 9, [1, 4]);
    expect(steps(aic, g)).toEqual([]);
    expect(stepWith(discontinuousNiceLoop, g, ['1@r1c9']).text).toBe(
      'Discontinuous nice loop: (3)r1c9=(3)r4c9-(3=2)r4c1-(2=1)r1c1-(1)r1c9: if r1c9 is not 3 it is not 1 either, ' +
        'and if it is 3 it is not 1, so remove 1 from r1c9.',
    );
  });

  it('works on a 16×16 board', () => {
    const g = only(only(grid(4), 9, 'row', 1, [1, 10]), 9, 'row', 6, [2, 10]);
    const found = steps(aic, g);
    expect(found.map((s) => elims(s, 16))).toEqual([cands(9, ['r2c2', 'r3c2', 'r4c2', 'r5c1', 'r7c1', 'r8c1'])]);
    expect(found[0].text).toBe(
      'AIC: (9)r1c1=(9)r1c10-(9)r6c10=(9)r6c2: one end is 9, so remove 9 from r2c2, r3c2, r4c2, r5c1, r7c1 and r8c1.',
    );
  });

  it('finds nothing without a chain of strong links', () => {
    expect(steps(aic, only(only(grid(3), 4, 'row', 1, [1, 7]), 4, 'row', 5, [2, 7, 9]))).toEqual([]);
  });
});

describe('Continuous Nice Loop', () => {
  it('makes every weak link strong', () => {
    // (1)r1c1=(1)r1c5-(1)r5c5=(3)r5c5-(3)r5c1=(1)r5c1-(1)r1c1
    const g = only(grid(3, { r5c5: [1, 3], r5c1: [1, 3] }), 1, 'row', 1, [1, 5]);
    const found = steps(continuousNiceLoop, g);
    // most eliminations first (as HoDoKu): the long loop (21) before the shorter loop of the
    // pair {1,3} in row 5, (1=3)r5c1-(3=1)r5c5-(1)r5c1 (14)
    expect(found.map((s) => s.links.length)).toEqual([6, 4]);
    expect(elims(found[1])).toEqual([2, 3, 4, 6, 7, 8, 9].flatMap((c) => [`1@r5c${c}`, `3@r5c${c}`]).sort());
    const s = found[0];
    expect(s.code).toBe('0706');
    expect(s.digits).toEqual([1, 3]);
    const others = (f: (k: number) => string): string[] => [2, 3, 4, 6, 7, 8, 9].map(f);
    expect(elims(s)).toEqual(
      [...others((r) => `1@r${r}c5`), ...others((r) => `1@r${r}c1`), ...[2, 3, 4, 6, 7, 8, 9].map((c) => `3@r5c${c}`)].sort(),
    );
    expect(s.links.map((l) => l.kind)).toEqual(['strong', 'weak', 'strong', 'weak', 'strong', 'weak']);
    expect(s.cells).toEqual(['r1c1', 'r1c5', 'r5c5', 'r5c1'].map((c) => at(c, 9)));
    expect(s.highlights).toHaveLength(6);
    expect(s.text).toBe(
      'Continuous nice loop: (1)r1c1=(1)r1c5-(1=3)r5c5-(3=1)r5c1-(1)r1c1: every weak link of the loop is in fact strong, ' +
        'so remove 1 from r2c1, r2c5, r3c1, r3c5, r4c1, r4c5, r6c1, r6c5, r7c1, r7c5, r8c1, r8c5, r9c1 and r9c5 and ' +
        '3 from r5c2, r5c3, r5c4, r5c6, r5c7, r5c8 and r5c9.',
    );
  });

  it('works on a 4×4 board (a loop of four bivalue cells)', () => {
    const g = grid(2, { r1c1: [1, 2], r1c3: [2, 3], r3c3: [3, 4], r3c1: [4, 1] });
    const found = steps(continuousNiceLoop, g);
    expect(found.map((s) => elims(s, 4))).toEqual([
      ['1@r2c1', '1@r4c1', '2@r1c2', '2@r1c4', '3@r2c3', '3@r4c3', '4@r3c2', '4@r3c4'],
    ]);
  });

  it('closes every loop back to its start, in a column as in a row', () => {
    // four bivalue {1,2} cells at the corners of a rectangle: from each, the loop of its row
    // pair closes first; the loop of its column pair must be kept too (it removes other candidates)
    const corners = { r1c1: [1, 2], r1c5: [1, 2], r5c1: [1, 2], r5c5: [1, 2] };
    const removed = (g: CandidateGrid): string[] => [...new Set(steps(continuousNiceLoop, g).flatMap((s) => elims(s)))].sort();
    const lines = (lineOf: (k: number, i: number) => string): string[] =>
      [1, 5].flatMap((i) => [2, 3, 4, 6, 7, 8, 9].flatMap((k) => [`1@${lineOf(k, i)}`, `2@${lineOf(k, i)}`]));
    expect(removed(grid(3, corners))).toEqual([...lines((k, i) => `r${i}c${k}`), ...lines((k, i) => `r${k}c${i}`)].sort());
  });

  it('finds nothing on an open loop', () => {
    // the same cells, but r5c1 is not bivalue: the loop does not close
    const g = only(grid(3, { r5c5: [1, 3], r5c1: [1, 3, 7] }), 1, 'row', 1, [1, 5]);
    expect(steps(continuousNiceLoop, g)).toEqual([]);
  });
});

describe('Discontinuous Nice Loop', () => {
  it('two strong links at the start: the digit is proved, the cell loses the rest', () => {
    // (1)r1c1=(1-2)r1c5=(2-3)r5c5=(3-1)r5c1=(1)r1c1: 1 twice in row 1 and in column 1, 2 in column 5, 3 in row 5
    const g = grid(3, { r1c5: [1, 2], r5c5: [2, 3], r5c1: [1, 3, 4] });
    only(g, 1, 'row', 1, [1, 5]);
    only(g, 2, 'column', 5, [1, 5]);
    only(g, 3, 'row', 5, [1, 5]);
    only(g, 1, 'column', 1, [1, 5]);
    const s = stepWith(discontinuousNiceLoop, g, [2, 3, 4, 5, 6, 7, 8, 9].map((d) => `${d}@r1c1`));
    expect(s.code).toBe('0707');
    expect(s.digits).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(s.placements).toEqual([]);
    expect(s.highlights[0]).toEqual({ cell: 0, digit: 1, role: 'on' });
    expect(s.highlights).toHaveLength(7);
    expect(s.links.map((l) => l.kind)).toEqual(['strong', 'weak', 'strong', 'weak', 'strong', 'weak', 'strong']);
    expect(s.text).toBe(
      'Discontinuous nice loop: (1)r1c1=(1-2)r1c5=(2-3)r5c5=(3-1)r5c1=(1)r1c1: if r1c1 were not 1 it would be 1, so it is 1: ' +
        'remove 2, 3, 4, 5, 6, 7, 8 and 9 from r1c1.',
    );
  });

  it('two weak links at the start: the digit goes', () => {
    const g = only(only(grid(3), 4, 'row', 1, [1, 7]), 4, 'row', 5, [2, 7]);
    const found = steps(discontinuousNiceLoop, g);
    expect(found.map((s) => elims(s))).toEqual([['4@r2c2'], ['4@r3c2'], ['4@r4c1'], ['4@r6c1']]);
    expect(found[0].links.map((l) => l.kind)).toEqual(['weak', 'strong', 'weak', 'strong', 'weak']);
    expect(found[0].highlights[0]).toEqual({ cell: at('r2c2', 9), digit: 4, role: 'off' });
    expect(found[0].text).toBe(
      'Discontinuous nice loop: (4)r2c2-(4)r1c1=(4)r1c7-(4)r5c7=(4)r5c2-(4)r2c2: if r2c2 were 4, neither r1c1 nor r5c2 ' +
        'could be 4, but one of them is, so remove 4 from r2c2.',
    );
  });

  it('a strong and a weak link on different digits: the weak one goes', () => {
    // (1)r1c1=(1)r1c5-(1=3)r5c5-(3)r5c9=(3)r1c9-(3)r1c1: 1 twice in row 1, 3 twice in column 9
    const g = only(only(grid(3, { r5c5: [1, 3] }), 1, 'row', 1, [1, 5]), 3, 'column', 9, [1, 5]);
    const s = stepWith(discontinuousNiceLoop, g, ['3@r1c1']);
    expect(s.links.map((l) => l.kind)).toEqual(['strong', 'weak', 'strong', 'weak', 'strong', 'weak']);
    expect(s.text).toBe(
      'Discontinuous nice loop: (1)r1c1=(1)r1c5-(1=3)r5c5-(3)r5c9=(3)r1c9-(3)r1c1: if r1c1 is not 1 it is not 3 either, ' +
        'and if it is 1 it is not 3, so remove 3 from r1c1.',
    );
  });

  it('finds nothing on an empty grid', () => {
    for (const t of ALL) expect(steps(t, grid(3))).toEqual([]);
    for (const t of ALL) expect(steps(t, grid(2))).toEqual([]);
  });
});

describe('the search', () => {
  it('stops when the sink says so, and follows changes to the grid', () => {
    const g = only(only(grid(3), 4, 'row', 1, [1, 7]), 4, 'row', 5, [2, 7]);
    let calls = 0;
    expect(discontinuousNiceLoop.find(g, () => (calls++, true), { unique: true })).toBe(true);
    expect(calls).toBe(1);
    g.eliminate(at('r2c2', 9), 4);
    expect(steps(aic, g).map((s) => elims(s))).toEqual([cands(4, ['r3c2', 'r4c1', 'r6c1'])]);
    g.eliminate(at('r5c2', 9), 4);
    for (const t of ALL) expect(steps(t, g)).toEqual([]);
  });

  it('reports every step in the same order each time', () => {
    const g = grid(2, { r1c1: [1, 2], r1c3: [2, 3], r3c3: [3, 4], r3c1: [4, 1] });
    const texts = (): string[] => ALL.flatMap((t) => steps(t, g).map((s) => s.text));
    const first = texts();
    expect(first.length).toBeGreaterThan(5);
    expect(texts()).toEqual(first);
  });
});

/** Checks every step the three techniques find on `g` against `solution` (digits 1…N per cell). */
function checkSound(g: CandidateGrid, solution: ArrayLike<number>, where: string): number {
  let count = 0;
  for (const t of ALL) {
    t.find(
      g,
      (s) => {
        count++;
        expect(s.eliminations.length).toBeGreaterThan(0);
        for (const e of s.eliminations) expect(solution[e.cell], `${where}: ${s.text}`).not.toBe(e.digit);
        expect(s.text).toMatch(/^[A-Z].*\.$/);
        return false;
      },
      { unique: true },
    );
  }
  return count;
}

describeShared('soundness on grids met while solving hard puzzles', (dir) => {
  it('never removes the true digit', () => {
    const basic = ['full-house', 'naked-single', 'hidden-single', 'locked-candidates-pointing', 'locked-candidates-claiming', 'naked-pair', 'hidden-pair'];
    const techniques = basic.map((id) => techniqueById(id)!);
    const puzzles = readFileSync(`${dir}/puzzles/magictour_top1465.txt`, 'utf8')
      .split('\n')
      .filter((line) => /^[.0-9]{81}/.test(line))
      .slice(0, 12);
    let checked = 0;
    for (const puzzle of puzzles) {
      const g = CandidateGrid.fromBoard(3, [...puzzle.slice(0, 81)].map((ch) => (ch === '.' ? 0 : Number(ch))));
      const solution = solutionOf(g);
      while (!g.isSolved()) {
        checked += checkSound(g, solution, puzzle);
        applyInPlace(g, firstStep(g, techniques, { unique: true }) ?? guessStep(g, solution));
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
