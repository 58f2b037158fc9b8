/**
 * A variant puzzle's explanation path (web/src/variant/solve-path.ts): the variant hints' steps
 * from the givens, applied one after another. On a published puzzle (Arrow) (../shared/variants) the
 * hints finish, every placement is the solution's digit, no elimination takes it, each grid is
 * the one before with the step applied, and the path ends solved on the solution; on one they
 * cannot finish (Sudoku X) it ends stuck, with the grid where no step applies; asked to stop, it stops at
 * its next pause.
 */
import { expect, it } from 'vitest';
import type { Step } from '../../src/logic/types.js';
import { readVariant } from '../../web/src/variant/kit.js';
import { variantSolvePath, type PathGrid, type PathOptions, type VariantPath } from '../../web/src/variant/solve-path.js';
import { example, readExamples, type Example } from '../variant/formats/helpers.js';
import { describeShared } from '../support/shared.js';

/** Checks each step of `path` against `solution` and the grids around it. */
function checkSteps(path: VariantPath, solution: readonly number[]): void {
  expect(path.grids).toHaveLength(path.steps.length + 1);
  path.steps.forEach((step: Step, k) => {
    const [before, after]: PathGrid[] = [path.grids[k], path.grids[k + 1]];
    expect(step.placements.length + step.eliminations.length, step.text).toBeGreaterThan(0);
    for (const { cell, digit } of step.placements) {
      expect(digit, `${step.text} (placement)`).toBe(solution[cell]);
      expect(before.values[cell]).toBe(0);
      expect(after.values[cell]).toBe(digit);
    }
    for (const { cell, digit } of step.eliminations) {
      expect(digit, `${step.text} (elimination)`).not.toBe(solution[cell]);
      expect(before.cands[cell] & (1 << (digit - 1)), step.text).not.toBe(0);
      expect(after.cands[cell] & (1 << (digit - 1)), step.text).toBe(0);
    }
  });
}

describeShared('the explanation path of a variant puzzle', (shared) => {
  /** The published puzzle `title` and its path, each step checked against its solution. */
  const pathOf = async (title: string, options?: PathOptions): Promise<{ e: Example; path: VariantPath }> => {
    const e = example(readExamples(shared), title);
    const path = await variantSolvePath(readVariant(e.fpuzzles), options);
    checkSteps(path, e.solution);
    return { e, path };
  };

  it('Arrow: the hints finish it, every step sound (its rule pointing and a contradiction among them), ending solved on the solution', async () => {
    const { e, path } = await pathOf('Arrow');
    expect(path.end).toBe('solved');
    expect(path.steps.length).toBeGreaterThan(20);
    expect(Array.from(path.grids.at(-1)!.values)).toEqual(e.solution);
    // the givens first: the first grid is the puzzle's
    expect(Array.from(path.grids[0].values)).toEqual(Array.from(readVariant(e.fpuzzles).board.cells));
    const names = new Set(path.steps.map((s) => s.name));
    for (const name of ['Arrow pointing', 'Contradiction']) expect(names).toContain(name);
  });

  it('Sudoku X: the hints stop short, ending stuck on a grid with open cells', async () => {
    const { path } = await pathOf('Sudoku X');
    expect(path.end).toBe('stuck');
    expect(path.steps.length).toBeGreaterThan(0);
    expect(path.grids.at(-1)!.values).toContain(0);
  });

  it('paused between steps, and asked to stop, it ends at that pause, cut', async () => {
    let pauses = 0;
    const { path } = await pathOf('XV-sudoku', { slice: 0, pause: async () => void pauses++, stop: () => pauses === 3 });
    expect(pauses).toBe(3);
    expect(path.steps).toHaveLength(3);
    expect(path.end).toBe('cut');
  });
});
