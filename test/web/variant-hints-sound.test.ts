/**
 * The page's variant hints (web/src/variant/hints.ts) are sound and go far: on each of the 37
 * published variant puzzles (../shared/variants) and on generated puzzles of several rule
 * kinds, hints taken from the start and applied one after another (as Apply does) never place
 * a digit that is not the solution's and never remove the solution's digit, until the grid is
 * solved or no step of the list applies; on the published ones (one solution each) a digit of the
 * solution is revealed where no step applies (checked the same way) and play goes on to the end. How many end solved, and the steps each took, are
 * printed (the figures the design notes quote). Hard classic puzzles (magictour_top1465) played
 * as variant puzzles without rules check the steps those need most: X-Wings, Swordfish and
 * contradictions. Chains (X-Chain, XY-Chain, Chain), Forcing and the two-step contradiction are taken on the published puzzles
 * (CTC Tribute, Sudoku X, Classic sudoku hard, collection entries). Each step kind of the list beyond singles must be taken somewhere here, so
 * none escapes the check.
 */
import { describe, expect, it } from 'vitest';
import { someSolution } from '../../src/api/single.js';
import type { VariantPuzzle } from '../../src/variant/model.js';
import { Game } from '../../web/src/state/game.js';
import { readVariant, type VariantPlay } from '../../web/src/variant/kit.js';
import { REVEAL, variantHint } from '../../web/src/variant/hints.js';
import { example, readExamples } from '../variant/formats/helpers.js';
import {
  arrows,
  betweenLines,
  emptyPuzzle,
  givensText,
  killerCages,
  kropkiDots,
  littleKillers,
  lockouts,
  palindromes,
  parityCells,
  quadruples,
  randomGrid,
  randomRegions,
  regionSumLines,
  renbans,
  Rng,
  sandwiches,
  sideClues,
  thermometers,
  whispers,
  xvMarks,
  zippers,
  type ClueContext,
} from '../variant/support/generate.js';
import { describeShared } from '../support/shared.js';
import { readPuzzleLines } from '../support/puzzle-sets.js';
import { cellsOf } from '../support/oracle.js';

/**
 * Hints applied from the start until solved or stuck: whether it was solved, the steps (reveals
 * among them) and how many digits were revealed. With `unique` (the solution is the puzzle's
 * only one, as on the page) a stuck position reveals a digit and play goes on: each reveal is
 * checked as a step is (its digit the solution's), so `solved` then means finished with reveals.
 */
export function playByHints(play: VariantPlay, solution: ArrayLike<number>, unique = false): { solved: boolean; steps: number; reveals: number; techniques: Set<string> } {
  const game = new Game(play.board, play.rules);
  const techniques = new Set<string>();
  let reveals = 0;
  for (let steps = 0; steps < 5000; steps++) {
    const { concrete: h } = variantHint(game, play, solution, unique);
    if (h.kind === 'solved') return { solved: true, steps, reveals, techniques };
    if (h.kind === 'stuck' && !h.step) return { solved: false, steps, reveals, techniques };
    if (h.kind === 'stuck') {
      expect(h.step!.technique).toBe(REVEAL);
      expect(h.step!.placements, h.text).toHaveLength(1);
      reveals++;
    } else expect(h.kind, h.text).toBe('step');
    const step = h.step!;
    if (h.kind === 'step') techniques.add(step.name);
    for (const p of step.placements) expect(p.digit, `${step.text} (placement)`).toBe(solution[p.cell]);
    for (const e of step.eliminations) expect(e.digit, `${step.text} (elimination)`).not.toBe(solution[e.cell]);
    expect(step.placements.length + step.eliminations.length, step.text).toBeGreaterThan(0);
    expect(game.applyMove(step.placements, step.eliminations, step.name), step.text).toBe(true);
  }
  throw new Error('no end after 5000 hints');
}

describeShared('variant hints on the published puzzles', (shared) => {
  it('the 37 published puzzles: every hint is sound, from the start to solved, a digit revealed wherever no step applies', () => {
    const examples = readExamples(shared);
    expect(examples).toHaveLength(37);
    const results = examples.map((e) => ({ title: e.title, ...playByHints(readVariant(e.fpuzzles), e.solution, true) }));
    expect(results.filter((r) => !r.solved).map((r) => r.title)).toEqual([]); // with reveals, every one finishes
    const solved = results.filter((r) => r.reveals === 0);
    const steps = solved.map((r) => r.steps).sort((a, b) => a - b);
    const revealed = results.filter((r) => r.reveals > 0);
    console.log(`variant hints: ${solved.length} of ${results.length} solved by hints alone (${solved.map((r) => `${r.title} ${r.steps}`).join(', ')}); median ${steps[Math.floor(steps.length / 2)]} steps; finished with reveals: ${revealed.map((r) => `${r.title} (${r.reveals} of ${r.steps} hints)`).join(', ')}`);
    const techniques = new Set(results.flatMap((r) => [...r.techniques]));
    console.log([...techniques].join(', '));
    expect(solved.length).toBeGreaterThanOrEqual(29); // the count when written: fewer is a step kind lost
    // the steps beyond singles and one rule, each taken (so checked) on these puzzles
    for (const name of ['Killer cage pointing', '45 rule pointing', 'Arrow pointing', 'Cage combinations', 'X-Chain', 'XY-Chain', 'Chain', 'Two sums', 'Contradiction', 'Forcing', 'Two-step contradiction']) expect(techniques, name).toContain(name);
  }, 240_000); // 4 s alone without reveals; with them (the 8 stuck puzzles played on to the end) 47 s on 2 shared cores at load 9

  it("the first contradiction of a few published puzzles, in words (a pair rule's, a rule's and a locked candidates' links), a forcing and a two-step contradiction, an arrow's digit pointing outward, and chains (one through a kropki dot)", () => {
    const first = (title: string, name = 'Contradiction'): string => {
      const e = example(readExamples(shared), title);
      const play = readVariant(e.fpuzzles);
      const game = new Game(play.board, play.rules);
      for (;;) {
        const { concrete: h } = variantHint(game, play, e.solution);
        if (h.kind !== 'step') throw new Error(`${title}: no ${name} before ${h.kind}`);
        if (h.step!.name === name) return h.text;
        game.applyMove(h.step!.placements, h.step!.eliminations, h.step!.name);
      }
    };
    expect(first('Kropki sudoku')).toBe('If r3c9 were 9: r2c9 would be 8 (kropki dot with r3c9), r4c9 would be 8 (kropki dot with r3c9); then r4c9 would have no candidate left. So r3c9 is not 9.');
    expect(first('Arrow')).toBe('If r1c5 were 5: r2c4 would be 1 (the arrow of 5 cells from r1c5), r3c3 would be 1 (the arrow of 5 cells from r1c5); then the arrow of 5 cells from r3c7 would have no filling left. So r1c5 is not 5.');
    // and a rule's digit pointing outward, in the general words
    const arrow = example(readExamples(shared), 'Arrow');
    const play = readVariant(arrow.fpuzzles);
    const game = new Game(play.board, play.rules);
    for (let h = variantHint(game, play, arrow.solution).concrete; h.step?.name !== 'Arrow pointing'; h = variantHint(game, play, arrow.solution).concrete) {
      expect(h.kind).toBe('step');
      game.applyMove(h.step!.placements, h.step!.eliminations, h.step!.name);
    }
    expect(variantHint(game, play, arrow.solution).concrete.text).toBe(
      'Arrow: r2c6, r3c5, r4c4, r5c3 add up to the digit in r3c7. Every filling of its cells from their candidates holds a 1, which can go only in r2c6 or r3c5: ' +
        'remove 1 from r1c4, r1c6, r2c4, r2c5, r3c4 and r3c6.',
    );
    // a forcing on a thermometer, and a two-step contradiction on the diagonals
    expect(first('CTC Tribute', 'Forcing')).toBe('r2c2 holds 8 or 9. If 8: r1c3 would not hold 8. If 9: r1c3 could hold only 1–7 (thermometer with r1c2), so r1c3 would not hold 8. Either way r1c3 cannot hold 8.');
    expect(first('Sudoku X', 'Two-step contradiction')).toBe(
      'If r6c5 were 2: r7c1, r7c2 and r8c1 would lose 2 (the 2 of the diagonal r9c1–r1c9 is in box 7), r7c8, r7c9 and r8c9 would lose 2 (the 2 of the diagonal r1c1–r9c9 is in box 9), ' +
        'r8c4, r8c6 and r9c4 would lose 2 (the 2 of row 7 is in box 8); then 2 could go in neither r4c2 nor r4c9 in row 4: ' +
        'if r4c2, r8c8 would lose 2 (the 2 of column 9 is in box 9) and row 8 would have no place for 2; if r4c9, r9c1 would lose 2 (the 2 of column 2 is in box 7) and row 9 would have no place for 2. So r6c5 is not 2.',
    );
    // Windoku's one step past subsets, a contradiction once, is an X-Chain through its extra regions (it takes the same 5 from r9c4)
    expect(first('Windoku', 'X-Chain')).toBe(
      'If r4c4 is not 5: r3c2 is 5 (the other place for 5 in the extra region of 9 cells at r2c2), r7c2 is not 5 (it sees r3c2: column 2), ' +
        'r6c4 is 5 (the other place for 5 in the extra region of 9 cells at r6c2). So r4c4 or r6c4 is 5; either way, remove 5 from r4c5, r6c5 and r9c4, which see both.',
    );
    // a chain through a kropki dot's pair relation: 6 in r5c9 leaves r4c9 no 4, so 3
    expect(first('Kropki sudoku', 'Chain')).toBe(
      'If r4c7 is not 6: r5c9 is 6 (the other place for 6 in box 6), r4c9 is not 4 (kropki dot with r5c9), r4c9 is 3 (its other candidate). ' +
        'So r4c7 is 6 or r4c9 is 3; either way, remove 3 from r4c7 and r5c7 (3 in r4c7: r4c7 is 6, it sees r4c9; 3 in r5c7: kropki dot with r4c7, it sees r4c9).',
    );
  });

  it('hard classic puzzles (the first 60 of magictour_top1465) as variant puzzles without rules: every hint is sound, X-Wings, Swordfish and contradictions among them', () => {
    const techniques = new Set<string>();
    let solved = 0;
    for (const givens of readPuzzleLines(shared, 'magictour_top1465.txt').slice(0, 60)) {
      const solution = Array.from(someSolution(cellsOf(givens))!, Number);
      const result = playByHints(readVariant({ version: 1, size: 9, givens, constraints: [] }), solution);
      for (const name of result.techniques) techniques.add(name);
      if (result.solved) solved++;
    }
    console.log(`magictour_top1465, the first 60 as variants: ${solved} solved by hints alone (${[...techniques].join(', ')})`);
    for (const name of ['X-Wing', 'Swordfish', 'Contradiction']) expect(techniques, name).toContain(name);
  });
});

/** A 9×9 solution grid of seed `rng` and a puzzle of clues read from it: `clues(ctx)`, one digit in `every` given. */
function generated(rng: Rng, clues: (ctx: ClueContext) => VariantPuzzle['constraints'], every = 4): { puzzle: VariantPuzzle; grid: Uint8Array } {
  const grid = randomGrid(emptyPuzzle(9, []), rng)!;
  const ctx: ClueContext = { size: 9, grid, labels: Array.from({ length: 81 }, (_, c) => Math.floor(c / 27) * 3 + Math.floor((c % 9) / 3)) };
  const constraints = clues(ctx);
  const givens = Array.from(grid, (d) => (rng.int(every) === 0 ? d : 0));
  return { puzzle: { ...emptyPuzzle(9, constraints), givens: givensText(givens) }, grid };
}

describe('variant hints on generated puzzles (the grid they were read from is a solution: no hint may contradict it)', () => {
  it('cages, little killers, arrows and thermometers together, a few seeds: every hint is sound', () => {
    for (let seed = 1; seed <= 4; seed++) {
      const rng = new Rng(seed);
      const { puzzle, grid } = generated(rng, (ctx) => [...killerCages(ctx, rng, 'some', 0.5), ...littleKillers(ctx, rng, 3), ...arrows(ctx, rng, 3, true), ...thermometers(ctx, rng, 3)]);
      const result = playByHints(readVariant(puzzle), grid);
      console.log(`generated seed ${seed}: ${puzzle.constraints.length} rules, ${result.solved ? 'solved' : 'stuck'} after ${result.steps} hints (${[...result.techniques].join(', ')})`);
    }
  });

  it('6×6 jigsaws with killer cages and thermometers, a few seeds: every hint is sound', () => {
    for (let seed = 21; seed <= 24; seed++) {
      const rng = new Rng(seed);
      const layout = emptyPuzzle(6, []);
      const first = randomGrid(layout, rng)!;
      const regions = randomRegions(6, rng, first);
      const ctx: ClueContext = { size: 6, grid: first, labels: regions };
      const constraints = [...killerCages(ctx, rng, 'some', 0.5), ...thermometers(ctx, rng, 2)];
      const givens = Array.from(first, (d) => (rng.int(5) === 0 ? d : 0));
      const puzzle: VariantPuzzle = { ...emptyPuzzle(6, constraints, regions), givens: givensText(givens) };
      const result = playByHints(readVariant(puzzle), first);
      console.log(`generated 6×6 seed ${seed}: ${constraints.length} rules, ${result.solved ? 'solved' : 'stuck'} after ${result.steps} hints (${[...result.techniques].join(', ')})`);
    }
  });

  it('lines of many kinds, sandwiches, X-sums, skyscrapers and quadruples (with dots, X and V, odd and even on even seeds), a few seeds: every hint is sound, and more than singles are used', () => {
    for (let seed = 11; seed <= 14; seed++) {
      const rng = new Rng(seed);
      const { puzzle, grid } = generated(rng, (ctx) => [
        ...(seed % 2 === 0 ? [...kropkiDots(ctx, rng, 'some', 0.1), ...xvMarks(ctx, rng, 'some'), ...parityCells(ctx, rng)] : []),
        ...whispers(ctx, rng, 2),
        ...renbans(ctx, rng, 2),
        ...palindromes(ctx, rng, 1),
        ...regionSumLines(ctx, rng, 2),
        ...betweenLines(ctx, rng, 2),
        ...lockouts(ctx, rng, 2),
        ...zippers(ctx, rng, 2),
        ...sandwiches(ctx, rng, 3),
        ...sideClues(ctx, rng, 3, 'xSum'),
        ...sideClues(ctx, rng, 3, 'skyscraper'),
        ...quadruples(ctx, rng, 3),
      ], seed % 2 === 0 ? 20 : 5);
      const result = playByHints(readVariant(puzzle), grid);
      console.log(`generated seed ${seed}: ${puzzle.constraints.length} rules, ${result.solved ? 'solved' : 'stuck'} after ${result.steps} hints (${[...result.techniques].join(', ')})`);
      expect(result.techniques.size).toBeGreaterThan(1);
    }
  });
});
