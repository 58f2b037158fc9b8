/**
 * The variant hints' Contradiction step carries its chain for the Chain button
 * (src/variant/logic/finders/contradiction.ts, `Step.said`), and the page's one walker
 * (web/src/text/chain.ts `walkOf`, web/src/grid/decor.ts `decorOfWalk`) walks it: on a
 * published puzzle (Arrow, ../shared/variants) the first contradiction is walked from the
 * supposition, link by link, to the rule with no filling left, each stage's cells (the
 * rule's, the house's) highlighted, and the step's words stay as they were. The Forcing and
 * Two-step contradiction steps (src/variant/logic/finders/forcing.ts, deep-contradiction.ts) are walked
 * the same way: each option supposed in turn, its links, its end, each option from the facts
 * known before it (Forcing's from nothing, the two-step's inner ones from the supposition's).
 */
import { expect, it } from 'vitest';
import { candidateKey, decorOfWalk } from '../../web/src/grid/decor.js';
import { cellName, Game } from '../../web/src/state/game.js';
import type { Step } from '../../src/logic/types.js';
import { isChainStep, walkOf } from '../../web/src/text/chain.js';
import { variantHint } from '../../web/src/variant/hints.js';
import { readVariant } from '../../web/src/variant/kit.js';
import { example, readExamples } from '../variant/formats/helpers.js';
import { describeShared } from '../support/shared.js';

const names = (cells: readonly number[] | undefined): string[] => (cells ?? []).map((c) => cellName(c, 9)).sort();

/** The first step named `name` the hints give on the published puzzle `title`, the hints before it applied. */
function firstStep(shared: string, title: string, name: string): Step {
  const e = example(readExamples(shared), title);
  const play = readVariant(e.fpuzzles);
  const game = new Game(play.board, play.rules);
  for (;;) {
    const { concrete: h } = variantHint(game, play, e.solution);
    expect(h.kind, `${title}: ${name}`).toBe('step');
    if (h.step!.name === name) return h.step!;
    game.applyMove(h.step!.placements, h.step!.eliminations, h.step!.name);
  }
}

describeShared('the walk of a variant contradiction', (shared) => {
  it('Arrow: the first contradiction walks from the supposition through each link (with the arrow it comes from) to the arrow with no filling left', () => {
    const step = firstStep(shared, 'Arrow', 'Contradiction');
    expect(step.text).toBe('If r1c5 were 5: r2c4 would be 1 (the arrow of 5 cells from r1c5), r3c3 would be 1 (the arrow of 5 cells from r1c5); then the arrow of 5 cells from r3c7 would have no filling left. So r1c5 is not 5.');
    expect(isChainStep(step)).toBe(true);
    const walk = walkOf(step, 9);
    expect(walk.map((s) => s.text)).toEqual([
      'Suppose r1c5 is 5.',
      'r2c4 would be 1: the arrow of 5 cells from r1c5.',
      'r3c3 would be 1: the arrow of 5 cells from r1c5.',
      'Then the arrow of 5 cells from r3c7 would have no filling left. So r1c5 is not 5.',
    ]);
    expect(walk.map((s) => s.final)).toEqual([false, false, false, true]);
    const [r1c5, r2c4, r3c3] = [4, 12, 20];
    // the candidates known so far, the one each link adds as its current
    expect(walk[0].current).toEqual({ cell: r1c5, digit: 5, on: true });
    expect(walk[1].current).toEqual({ cell: r2c4, digit: 1, on: true });
    expect(walk[2].facts).toEqual([
      { cell: r1c5, digit: 5, on: true },
      { cell: r2c4, digit: 1, on: true },
      { cell: r3c3, digit: 1, on: true },
    ]);
    // each link's cells: the supposed cell; the arrow at r1c5 with the cell it fills; the arrow at r2c6 (cells as the Arrow pointing step names them)
    const arrowR1c5 = ['r1c5', 'r2c4', 'r3c3', 'r4c2', 'r5c1'];
    expect(names(walk[0].cells)).toEqual(['r1c5']);
    expect(names(walk[1].cells)).toEqual(arrowR1c5);
    expect(names(walk[2].cells)).toEqual(arrowR1c5);
    expect(names(walk[3].cells)).toEqual(['r2c6', 'r3c5', 'r3c7', 'r4c4', 'r5c3']);
    // on the board: the cells as the region, the link's cell apart, its candidate on; at the end the move
    const decor = decorOfWalk(step, walk[1]);
    expect(decor.cells.get(r2c4)).toBe('pivot');
    expect(decor.cells.get(r1c5)).toBe('base');
    expect(decor.candidates.get(candidateKey(r2c4, 1))).toBe('on');
    const end = decorOfWalk(step, walk[3]);
    expect([...end.struck]).toEqual([candidateKey(r1c5, 5)]);
    expect(end.cells.get(13 + 1)).toBe('base'); // r2c6
  });

  it('CTC Tribute: a forcing walks each option of the cell and its links to the same conclusion', () => {
    const step = firstStep(shared, 'CTC Tribute', 'Forcing');
    expect(isChainStep(step)).toBe(true);
    const walk = walkOf(step, 9);
    expect(walk.map((s) => s.text)).toEqual([
      'Suppose r2c2 is 8.',
      'So r1c3 would not hold 8.',
      'Suppose r2c2 is 9.',
      'r1c3 could hold only 1–7: thermometer with r1c2.',
      'So r1c3 would not hold 8.',
      'Either way r1c3 cannot hold 8.',
    ]);
    expect(walk.map((s) => s.final)).toEqual([false, false, false, false, false, true]);
    expect(names(walk[3].cells)).toEqual(['r1c2', 'r1c3']);
    expect(names(walk[5].cells)).toEqual(['r1c3', 'r2c2']);
    expect(step.eliminations).toEqual([{ cell: 2, digit: 8 }]);
    // each option starts from nothing: none of the first option's facts is on at the second
    const [r2c2, r1c3] = [10, 2];
    expect(walk[1].facts).toEqual([{ cell: r2c2, digit: 8, on: true }, { cell: r1c3, digit: 8, on: false }]);
    expect(walk[2].facts).toEqual([{ cell: r2c2, digit: 9, on: true }]);
    for (const stage of walk.slice(2, 5)) expect(stage.facts).not.toContainEqual({ cell: r2c2, digit: 8, on: true });
    expect(walk[4].facts[0]).toEqual({ cell: r2c2, digit: 9, on: true });
    // the conclusion holds whichever option: no option's facts with it
    expect(walk[5].facts).toEqual([]);
  });

  it('Sudoku X: a two-step contradiction walks the supposition, its links, then each place left in the row to its own contradiction', () => {
    const step = firstStep(shared, 'Sudoku X', 'Two-step contradiction');
    const walk = walkOf(step, 9);
    expect(walk.map((s) => s.text)).toEqual([
      'Suppose r6c5 is 2.',
      'r7c1, r7c2 and r8c1 would lose 2: the 2 of the diagonal r9c1–r1c9 is in box 7.',
      'r7c8, r7c9 and r8c9 would lose 2: the 2 of the diagonal r1c1–r9c9 is in box 9.',
      'r8c4, r8c6 and r9c4 would lose 2: the 2 of row 7 is in box 8.',
      'Then 2 could go in neither r4c2 nor r4c9 in row 4.',
      'Suppose also r4c2 is 2.',
      'r8c8 would lose 2: the 2 of column 9 is in box 9.',
      'Then row 8 would have no place for 2: r4c2 is not 2.',
      'Suppose also r4c9 is 2.',
      'r9c1 would lose 2: the 2 of column 2 is in box 7.',
      'Then row 9 would have no place for 2: r4c9 is not 2.',
      'So r6c5 is not 2.',
    ]);
    expect(walk.filter((s) => s.final)).toHaveLength(1);
    expect(names(walk[4].cells)).toEqual(['r4c1', 'r4c2', 'r4c3', 'r4c4', 'r4c5', 'r4c6', 'r4c7', 'r4c8', 'r4c9']);
    expect(names(walk[7].cells)).toEqual(['r8c1', 'r8c2', 'r8c3', 'r8c4', 'r8c5', 'r8c6', 'r8c7', 'r8c8', 'r8c9']);
    expect(step.eliminations).toEqual([{ cell: 49, digit: 2 }]);
    // each inner option starts from the supposition's facts, without the other option's
    const [r4c2, r4c9, r8c8] = [28, 35, 70];
    const outer = walk[4].facts;
    expect(outer).toHaveLength(1 + 3 + 3 + 3);
    expect(walk[5].facts).toEqual([...outer, { cell: r4c2, digit: 2, on: true }]);
    expect(walk[8].facts).toEqual([...outer, { cell: r4c9, digit: 2, on: true }]);
    expect(walk[9].facts).not.toContainEqual({ cell: r4c2, digit: 2, on: true });
    expect(walk[9].facts).not.toContainEqual({ cell: r8c8, digit: 2, on: false });
    // the conclusion: the move alone
    expect(walk[11].facts).toEqual([]);
  });
});
