/**
 * Properties of hint on a player's grid (src/logic/player.ts, src/logic/solver.ts): on random
 * correct partial games (some empty cells entered with the solution's digit, some wrong
 * candidates crossed out in the marks) the hint is never a mistake and any step it gives agrees
 * with the solution; with one wrong digit entered anywhere, it always is a mistake naming that cell.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { someSolution } from '../../src/api/single';
import { hint } from '../../src/logic/solver';
import { cellsOf } from '../support/oracle';
import { applyTransform, transformArb } from '../support/transform';

/** Proper puzzles: singles only, then subsets and fish, then a hard one (transformed per run). */
const PUZZLES = [
  '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..',
  '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........',
  '.6..7.......8...2..1.............6.54..3...........7..2...6..4.8.31.........5.1..',
].map(cellsOf);

/** One game: a transformed puzzle, its solution, and a random correct part of the play. */
const gameArb = fc
  .record({
    which: fc.integer({ min: 0, max: PUZZLES.length - 1 }),
    t: transformArb,
    filled: fc.array(fc.boolean(), { minLength: 81, maxLength: 81 }),
    crossed: fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 81, maxLength: 81 }),
    cross: fc.boolean(),
  })
  .map(({ which, t, filled, crossed, cross }) => {
    const puzzle = applyTransform(t, PUZZLES[which]);
    const solution = Uint8Array.from(someSolution(puzzle)!, Number);
    const entered = puzzle.map((v, c) => (v === 0 && filled[c] ? solution[c] : 0));
    // per cell, every digit but one wrong digit (offset from the truth), or none crossed out
    const marks = cross
      ? Array.from(solution, (truth, c) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => d !== ((truth + (crossed[c] % 8)) % 9) + 1))
      : undefined;
    return { puzzle, solution, entered, marks };
  });

describe('hint on a player grid', () => {
  it('is never a mistake on a correct partial game, and its step agrees with the solution', () => {
    fc.assert(
      fc.property(gameArb, ({ puzzle, solution, entered, marks }) => {
        const h = hint({ puzzle, entered, marks });
        if (h.kind === 'mistake') throw new Error(`a mistake on a correct game: ${h.text}`);
        for (const p of h.step?.placements ?? []) expect(p.digit).toBe(solution[p.cell]);
        for (const e of h.step?.eliminations ?? []) expect(e.digit).not.toBe(solution[e.cell]);
      }),
      { numRuns: 150 },
    );
  }, 120_000);

  it('is always a mistake naming the cell when one entered digit is wrong', () => {
    fc.assert(
      fc.property(gameArb, fc.integer({ min: 0, max: 80 }), fc.integer({ min: 1, max: 8 }), fc.boolean(), ({ puzzle, solution, entered }, at, shift, level) => {
        // the first empty cell from `at` on gets a wrong digit (it may repeat another)
        let cell = at;
        while (puzzle[cell] !== 0) cell = (cell + 1) % 81;
        const wrong = ((solution[cell] - 1 + shift) % 9) + 1;
        const play = entered.slice();
        play[cell] = wrong;
        const h = hint({ puzzle, entered: play }, { level: level ? 'vague' : 'concrete' });
        expect(h.kind).toBe('mistake');
        expect(h.cells).toContain(cell);
        expect(h.digit).toBe(wrong);
        if (h.mistake === 'wrong-digit') expect(h.cells).toEqual([cell]);
        else expect(h.mistake).toBe('conflict');
      }),
      { numRuns: 200 },
    );
  }, 120_000);
});
