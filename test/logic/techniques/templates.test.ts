/**
 * Templates (src/logic/techniques/templates/): the per-digit template search against a brute
 * enumeration on 4×4, Template Set and Template Delete on hand-made 9×9 grids with exact
 * results and sentences, the refinement across digits, and the 16×16 decline.
 */
import { describe, expect, it } from 'vitest';
import { CandidateGrid } from '../../../src/logic/grid';
import { gridFromPuzzle } from '../../../src/logic/pencil';
import { digitTemplates, templateFacts } from '../../../src/logic/techniques/templates/template-search';
import { templateDelete, templateSet } from '../../../src/logic/techniques/templates/templates';
import type { Step, Technique } from '../../../src/logic/types';
import { cellName } from '../../../src/logic/words';
import { shapedHouses } from '../support/shaped';

function findAll(technique: Technique, grid: CandidateGrid): Step[] {
  const steps: Step[] = [];
  technique.find(grid, (s) => (steps.push(s), false), { unique: true });
  return steps;
}

/** Every template of `digit` by brute force (one cell per row, distinct columns and boxes). */
function bruteUnion(grid: CandidateGrid, digit: number): number[] {
  const { n, N } = grid;
  const union = new Array<number>(N).fill(0);
  const rowCells: number[] = [];
  const walk = (r: number, cols: number, boxes: number): void => {
    if (r === N) {
      rowCells.forEach((c, i) => (union[i] |= 1 << c));
      return;
    }
    for (let c = 0; c < N; c++) {
      const cell = r * N + c;
      const box = ((r / n) | 0) * n + ((c / n) | 0);
      const ok = grid.values[cell] === digit || (grid.values[cell] === 0 && grid.has(cell, digit));
      if (!ok || (cols >> c) & 1 || (boxes >> box) & 1) continue;
      rowCells[r] = c;
      walk(r + 1, cols | (1 << c), boxes | (1 << box));
    }
  };
  walk(0, 0, 0);
  return union;
}

describe('the template search', () => {
  it('gives the same union as brute force on 4×4 puzzles, every digit', () => {
    for (const puzzle of ['1...........4..2', '.2.....3..1.4...', '....3..12.......']) {
      const grid = gridFromPuzzle(puzzle, { size: 2 });
      grid.eliminate(1, 3); // a removal of its own, so that not only givens shape it
      for (let d = 1; d <= 4; d++) expect(Array.from(digitTemplates(grid, d)!.union)).toEqual(bruteUnion(grid, d));
    }
  });

  it('finishes an empty 16×16 (every cell in some template)', () => {
    const t = digitTemplates(new CandidateGrid(4), 1);
    expect(t && Array.from(t.union)).toEqual(new Array(16).fill(0xffff));
  });

  it('gives up on an empty 25×25 (too many states) and says so', () => {
    const grid = new CandidateGrid(5);
    expect(digitTemplates(grid, 1)).toBeNull();
    expect(findAll(templateDelete, grid)).toEqual([]);
  });
});

describe('Template Delete', () => {
  // 4 in row 1 only at r1c1, r1c2, in box 4 only at r4c1, r5c2: every template takes columns 1
  // and 2 in row 1 and box 4, and box 1's 4 in row 1
  const grid = shapedHouses(3, 4, { r1: [[1, 1], [1, 2]], b4: [[4, 1], [5, 2]] });

  it('removes every candidate no template holds, one step per digit', () => {
    const steps = findAll(templateDelete, grid);
    expect(steps).toHaveLength(1);
    const [step] = steps;
    expect(step.code).toBe('1202');
    expect(step.digits).toEqual([4]);
    const want = ['r2c1', 'r2c2', 'r2c3', 'r3c1', 'r3c2', 'r3c3', 'r7c1', 'r7c2', 'r8c1', 'r8c2', 'r9c1', 'r9c2'];
    expect(step.eliminations.map((e) => cellName(e.cell, 9))).toEqual(want);
    expect(step.text).toBe(
      `Template Delete on 4: no placement of 4 once in each row, column and box that the candidates allow uses ${want.slice(0, -1).join(', ')} and r9c2: ` +
        `remove 4 from ${want.slice(0, -1).join(', ')} and r9c2.`,
    );
    expect(findAll(templateSet, grid)).toEqual([]);
  });
});

describe('Template Set', () => {
  it('places the cells every template holds', () => {
    // 6 in row 1 only at r1c5, and in column 1 only at r9c1
    const grid = shapedHouses(3, 6, { r1: [[1, 5]], c1: [[9, 1]] });
    const [step] = findAll(templateSet, grid);
    expect(step.code).toBe('1201');
    expect(step.placements.map((p) => `${cellName(p.cell, 9)}=${p.digit}`)).toEqual(['r1c5=6', 'r9c1=6']);
    expect(step.text).toBe(
      'Template Set on 6: every placement of 6 once in each row, column and box that the candidates allow uses r1c5 and r9c1, so they hold 6.',
    );
  });

  it('uses what other digits must take (refinement across digits)', () => {
    // 1 has row 1 only at r1c1, so every template of 1 holds r1c1: no template of 2 may use it
    const grid = shapedHouses(3, 1, { r1: [[1, 1]] });
    const facts = templateFacts(grid);
    expect(facts.set[0]).toEqual([0]);
    expect(facts.del[1]).toEqual([0]); // 2 goes from r1c1 and from nowhere else
  });
});
