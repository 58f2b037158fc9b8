/**
 * One rule's fillings (src/variant/logic/finders/rule-fillings.ts): the digits a rule of many
 * cells keeps are exactly those some filling of its cells from their candidates keeps, with its
 * cells that see each other different. Checked against a brute force that reads the rule through
 * the plain checker of the tests (test/variant/support/plain.ts), on random candidates of
 * generated 4×4 and 6×6 puzzles; and a 4×4 little killer that needed a contradiction before
 * the step existed.
 */
import { describe, expect, it } from 'vitest';
import { logicSolve, rate } from '../../../src/index.js';
import { hintRulesOf, type NamedRule } from '../../../src/variant/logic/hint-rules.js';
import { fillingsOf } from '../../../src/variant/logic/finders/rule-fillings.js';
import type { Constraint, VariantPuzzle, VariantSize } from '../../../src/variant/model.js';
import {
  arrows,
  emptyPuzzle,
  littleKillers,
  palindromes,
  randomGrid,
  regionSumLines,
  renbans,
  Rng,
  sandwiches,
  thermometers,
  whispers,
  type ClueContext,
} from '../support/generate.js';
import { constraintChecks, regionLabels } from '../support/plain.js';

/** What a brute force keeps: per cell of the rule, the digits of the fillings the plain checks accept, peers different. */
function bruteFillings(puzzle: VariantPuzzle, rule: NamedRule, peers: readonly ReadonlySet<number>[], values: Uint8Array, cands: Int32Array): number[] | null | 'other cells' {
  const checks = constraintChecks({ ...puzzle, constraints: [rule.rule!] });
  const read = new Set(checks.flatMap((c) => c.cells));
  if (read.size !== rule.cells.length || !rule.cells.every((c) => read.has(c))) return 'other cells'; // the check reads cells the record has not
  const grid = new Uint8Array(puzzle.size * puzzle.size);
  const kept = rule.cells.map(() => 0);
  const walk = (i: number): void => {
    if (i === rule.cells.length) {
      if (checks.every((c) => c.holds(grid))) rule.cells.forEach((c, j) => (kept[j] |= 1 << (grid[c] - 1)));
      return;
    }
    const cell = rule.cells[i];
    const options = values[cell] !== 0 ? 1 << (values[cell] - 1) : cands[cell];
    for (let d = 1; d <= puzzle.size; d++) {
      if (!(options & (1 << (d - 1)))) continue;
      if (rule.cells.slice(0, i).some((x) => grid[x] === d && peers[cell].has(x))) continue;
      grid[cell] = d;
      walk(i + 1);
      grid[cell] = 0;
    }
  };
  walk(0);
  return kept.every((m) => m !== 0) ? kept : null;
}

/** A puzzle of `size` with a few rules of many cells read from a random grid, and that grid. */
function puzzleWithRules(size: VariantSize, rng: Rng): { puzzle: VariantPuzzle; solution: Uint8Array } | null {
  const layout = emptyPuzzle(size, []);
  const grid = randomGrid(layout, rng);
  if (!grid) return null;
  const ctx: ClueContext = { size, grid, labels: regionLabels(layout) };
  const constraints: Constraint[] = [
    ...littleKillers(ctx, rng, 3),
    ...regionSumLines(ctx, rng, 1),
    ...sandwiches(ctx, rng, 2),
    ...whispers(ctx, rng, 1),
    ...renbans(ctx, rng, 1),
    ...palindromes(ctx, rng, 1),
    ...thermometers(ctx, rng, 1),
    ...(size === 6 ? arrows(ctx, rng, 1, false) : []),
  ];
  return { puzzle: emptyPuzzle(size, constraints), solution: grid };
}

describe('one rule\'s fillings, its cells that see each other different', () => {
  it('keep exactly the digits of the fillings a brute force over the plain checks accepts (4×4 and 6×6, random candidates)', () => {
    const rng = new Rng(20261207);
    let compared = 0;
    let narrowed = 0;
    for (let round = 0; round < 40; round++) {
      const size: VariantSize = round % 2 === 0 ? 4 : 6;
      const made = puzzleWithRules(size, rng);
      if (!made) continue;
      const { puzzle, solution } = made;
      const r = hintRulesOf(puzzle);
      const values = new Uint8Array(size * size);
      const cands = new Int32Array(size * size);
      for (let c = 0; c < cands.length; c++) {
        if (rng.int(5) === 0) {
          values[c] = solution[c];
          cands[c] = 1 << (solution[c] - 1);
          continue;
        }
        cands[c] = 1 << (solution[c] - 1);
        for (let d = 1; d <= size; d++) if (rng.int(2) === 0) cands[c] |= 1 << (d - 1);
      }
      for (const rule of r.rules) {
        if (!rule.rule || rule.rule.type === 'killer' || rule.cells.every((c) => values[c] !== 0)) continue;
        const brute = bruteFillings(puzzle, rule, r.peers, values, cands);
        if (brute === 'other cells') continue;
        const walked = fillingsOf(r, rule, values, cands);
        expect(walked, `${rule.sentence} on ${Array.from(cands).join(',')}`).toEqual(brute);
        // the solution is one filling: its digits stay
        rule.cells.forEach((c, j) => expect(walked![j] & (1 << (solution[c] - 1)), rule.sentence).not.toBe(0));
        compared++;
        if (walked!.some((m, j) => m !== (values[rule.cells[j]] ? 1 << (values[rule.cells[j]] - 1) : cands[rule.cells[j]]))) narrowed++;
      }
    }
    expect(compared).toBeGreaterThan(150);
    expect(narrowed).toBeGreaterThan(20); // the walk narrows, so the comparison has teeth
  });

  it('a 4×4 little killer: r1c1 and r2c2 share box 1, so the diagonal of 12 keeps no 3 in r1c1, with no contradiction', () => {
    const puzzle: VariantPuzzle = {
      version: 1,
      size: 4,
      givens: '..4...........1.',
      constraints: [
        { type: 'littleKiller', cells: [15, 10, 5, 0], sum: 12 },
        { type: 'littleKiller', cells: [11, 6, 1], sum: 6 },
      ],
    };
    const { steps, status } = logicSolve(puzzle);
    expect(status).toBe('solved');
    const step = steps.find((s) => s.text.includes('share a house'));
    expect(step?.eliminations).toEqual([{ cell: 0, digit: 3 }]);
    expect(step?.name).toBe('Little killer');
    expect(steps.some((s) => s.name === 'Contradiction')).toBe(false);
    expect(rate(puzzle)).toMatchObject({ level: 'Hard', hardest: 'Little killer' }); // the step (Rule filled); Unfair (a contradiction) without it
  });
});
