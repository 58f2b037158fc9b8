/**
 * The page's variant hints (web/src/variant/hints.ts) are sound and go far: on each of the 37
 * published variant puzzles (../shared/variants) and on generated puzzles of several rule
 * kinds, hints taken from the start and applied one after another (as Apply does) never place
 * a digit that is not the solution's and never remove the solution's digit, until the grid is
 * solved or no step of the list applies. How many end solved, and the steps each took, are
 * printed (the figures the design notes quote).
 */
import { describe, expect, it } from 'vitest';
import type { VariantPuzzle } from '../../src/variant/model.js';
import { Game } from '../../web/src/state/game.js';
import { readVariant, type VariantPlay } from '../../web/src/variant/kit.js';
import { variantHint } from '../../web/src/variant/hints.js';
import { readExamples } from '../variant/formats/helpers.js';
import { arrows, emptyPuzzle, givensText, killerCages, littleKillers, randomGrid, Rng, thermometers } from '../variant/support/generate.js';
import { describeShared } from '../support/shared.js';

/** Hints applied from the start until solved or stuck: whether it was solved, and the steps. */
export function playByHints(play: VariantPlay, solution: ArrayLike<number>): { solved: boolean; steps: number; techniques: Set<string> } {
  const game = new Game(play.board, play.rules);
  const techniques = new Set<string>();
  for (let steps = 0; steps < 5000; steps++) {
    const { concrete: h } = variantHint(game, play, solution);
    if (h.kind === 'solved') return { solved: true, steps, techniques };
    if (h.kind === 'stuck') return { solved: false, steps, techniques };
    expect(h.kind, h.text).toBe('step');
    const step = h.step!;
    techniques.add(step.name);
    for (const p of step.placements) expect(p.digit, `${step.text} (placement)`).toBe(solution[p.cell]);
    for (const e of step.eliminations) expect(e.digit, `${step.text} (elimination)`).not.toBe(solution[e.cell]);
    expect(step.placements.length + step.eliminations.length, step.text).toBeGreaterThan(0);
    expect(game.applyMove(step.placements, step.eliminations, step.name), step.text).toBe(true);
  }
  throw new Error('no end after 5000 hints');
}

describeShared('variant hints on the published puzzles', (shared) => {
  it('the 37 published puzzles: every hint is sound, from the start to solved or stuck', () => {
    const examples = readExamples(shared);
    expect(examples).toHaveLength(37);
    const results = examples.map((e) => ({ title: e.title, ...playByHints(readVariant(e.fpuzzles), e.solution) }));
    const solved = results.filter((r) => r.solved);
    const steps = solved.map((r) => r.steps).sort((a, b) => a - b);
    console.log(`variant hints: ${solved.length} of ${results.length} solved by hints alone (${solved.map((r) => `${r.title} ${r.steps}`).join(', ')}); median ${steps[Math.floor(steps.length / 2)]} steps; stuck: ${results.filter((r) => !r.solved).map((r) => `${r.title} (${r.steps})`).join(', ')}`);
    console.log([...new Set(results.flatMap((r) => [...r.techniques]))].join(', '));
    expect(solved.length).toBeGreaterThanOrEqual(6); // the count when written: fewer is a step kind lost
  });
});

describe('variant hints on generated puzzles', () => {
  it('cages, little killers, arrows and thermometers together, a few seeds: every hint is sound', () => {
    for (let seed = 1; seed <= 4; seed++) {
      const rng = new Rng(seed);
      const grid = randomGrid(emptyPuzzle(9, []), rng)!;
      const ctx = { size: 9 as const, grid, labels: Array.from({ length: 81 }, (_, c) => Math.floor(c / 27) * 3 + Math.floor((c % 9) / 3)) };
      const constraints = [...killerCages(ctx, rng, 'some', 0.5), ...littleKillers(ctx, rng, 3), ...arrows(ctx, rng, 3, true), ...thermometers(ctx, rng, 3)];
      const givens = Array.from(grid, (d) => (rng.int(4) === 0 ? d : 0));
      const puzzle: VariantPuzzle = { ...emptyPuzzle(9, constraints), givens: givensText(givens) };
      const result = playByHints(readVariant(puzzle), grid);
      console.log(`generated seed ${seed}: ${constraints.length} rules, ${result.solved ? 'solved' : 'stuck'} after ${result.steps} hints (${[...result.techniques].join(', ')})`);
    }
  });
});
