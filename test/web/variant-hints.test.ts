/**
 * The page's variant hints (web/src/variant/hints.ts), one step kind at a time, with their
 * words: a mistake (a wrong digit, a removed candidate), a naked and a hidden single, an odd
 * cell, a pair rule (a white dot), a rule of many cells (a killer cage, an arrow), the 45 rule,
 * locked candidates (in the boxes and through a cage), a cage's digit pointing outward, a naked
 * and a hidden pair, an X-Wing and a Swordfish, a contradiction, and what is said when none
 * applies or the grid is solved; where none applies on a puzzle with one solution (a published
 * extreme killer), one digit of the solution, revealed. The soundness on whole puzzles is test/web/variant-hints-sound.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Constraint } from '../../src/variant/model.js';
import { Game } from '../../web/src/state/game.js';
import { candidatesOf, REVEAL, REVEAL_VAGUE_TEXT, STUCK_TEXT, variantHint } from '../../web/src/variant/hints.js';
import { readVariant, type VariantPlay } from '../../web/src/variant/kit.js';
import { describeShared } from '../support/shared.js';
import { example, readExamples } from '../variant/formats/helpers.js';

/** A valid 9×9 grid: row r is 1…9 shifted by 3r + ⌊r/3⌋ (r1 is 1 2 3 4 5 6 7 8 9). */
const SOLUTION = Array.from({ length: 81 }, (_, c) => {
  const r = Math.floor(c / 9);
  return ((3 * r + Math.floor(r / 3) + (c % 9)) % 9) + 1;
});

/** A game of an empty 9×9 grid (or with `givens`) under `constraints`, and its hint. */
function setUp(constraints: Constraint[], givens = '.'.repeat(81)): { play: VariantPlay; game: Game; hint: () => ReturnType<typeof variantHint> } {
  const play = readVariant({ version: 1, size: 9, givens, constraints });
  const game = new Game(play.board, play.rules);
  return { play, game, hint: () => variantHint(game, play, SOLUTION) };
}

/** Sets the centre marks of `cells` to `digits`. */
function mark(game: Game, cells: number[], digits: number[]): void {
  for (const c of cells) game.centre[c] = digits.reduce((m, d) => m | (1 << (d - 1)), 0);
}

describe('variant hints: one step kind each, with its words', () => {
  it('a wrong digit: where (vague), then the solution digit (concrete)', () => {
    const { game, hint } = setUp([{ type: 'killer', cells: [0, 1, 2], sum: 6 }]);
    game.placeDigit([0], 5);
    const { concrete, vague } = hint();
    expect(concrete).toMatchObject({ kind: 'mistake', mistake: 'wrong-digit', cells: [0], digit: 5 });
    expect(vague.text).toBe("Check r1c1: the 5 there is not the solution's digit.");
    expect(concrete.text).toBe("Check r1c1: the 5 there is not the solution's digit. The solution has 1 there.");
  });

  it("a removed candidate: the solution's digit gone from a cell's centre marks", () => {
    const { game, hint } = setUp([]);
    mark(game, [1], [5, 6]); // r1c2 is 2
    expect(hint().concrete).toMatchObject({ kind: 'mistake', mistake: 'removed-candidate', cells: [1], text: "Check r1c2: its candidates leave out the solution's digit. The solution has 2 there." });
  });

  it('a naked single: the cell, its box to look in, the placement', () => {
    const { hint } = setUp([], SOLUTION.map((d, c) => (c === 40 ? '.' : d)).join(''));
    const { concrete, vague } = hint();
    expect(concrete.step).toMatchObject({ technique: 'naked-single', name: 'Naked Single', cells: [40], placements: [{ cell: 40, digit: SOLUTION[40] }], eliminations: [] });
    expect(concrete.text).toBe(`${SOLUTION[40]} is the only candidate left in r5c5, so it goes there.`);
    expect(vague.text).toBe('Look for a naked single in box 5.');
    expect(vague.cells).toEqual([30, 31, 32, 39, 40, 41, 48, 49, 50]);
  });

  it('a hidden single in a row (the other cells of row 1 have no 1 among their marks)', () => {
    const { game, hint } = setUp([]);
    mark(game, [1, 2, 3, 4, 5, 6, 7, 8], [2, 3, 4, 5, 6, 7, 8, 9]);
    const { concrete, vague } = hint();
    expect(concrete.step).toMatchObject({ name: 'Hidden Single', placements: [{ cell: 0, digit: 1 }] });
    expect(concrete.text).toBe('In row 1, 1 fits only in r1c1, so it goes there.');
    expect(vague.text).toBe('Look for a hidden single in row 1.');
  });

  it('a hidden single on a diagonal, named as such', () => {
    const { game, hint } = setUp([{ type: 'diagonal', direction: 'main' }]);
    // 1 is in r1c1 in the solution: the other cells of the main diagonal lose it
    for (let k = 1; k < 9; k++) mark(game, [k * 10], [2, 3, 4, 5, 6, 7, 8, 9].filter((d) => d !== 1));
    // …but each row, column and box keeps other places for it: the diagonal is where it has one
    const { concrete } = hint();
    expect(concrete.text).toBe('In the diagonal r1c1–r9c9, 1 fits only in r1c1, so it goes there.');
  });

  it('a hidden single in a disjoint group, named as such', () => {
    const { game, hint } = setUp([{ type: 'disjointGroups' }]);
    // the 1st cell of every box but r1c1 without 1 (the solution has 1 … 9 there)
    for (const c of [3, 6, 27, 30, 33, 54, 57, 60]) mark(game, [c], [2, 3, 4, 5, 6, 7, 8, 9]);
    expect(hint().concrete.text).toBe('In disjoint group 1 (the 1st cell of every box), 1 fits only in r1c1, so it goes there.');
  });

  it('an odd cell', () => {
    const { hint } = setUp([{ type: 'odd', cells: [0] }]);
    const { concrete, vague } = hint();
    expect(concrete.step).toMatchObject({ technique: 'variant-odd', name: 'Odd cell', cells: [0] });
    expect(concrete.text).toBe('r1c1 is an odd cell, so it holds no even digit: remove 2, 4, 6 and 8 from r1c1.');
    expect(vague.text).toBe('Look at the odd cells: which digits can they hold?');
  });

  it("a white dot: what one cell's candidates leave the other", () => {
    const { game, hint } = setUp([{ type: 'kropki', color: 'white', cells: [0, 1] }]);
    mark(game, [0], [1, 9]);
    const { concrete, vague } = hint();
    expect(concrete.step).toMatchObject({ technique: 'variant-kropki', name: 'Kropki dot', cells: [0, 1] });
    expect(concrete.step!.eliminations.map((e) => e.digit)).toEqual([1, 3, 4, 5, 6, 7, 9]);
    expect(concrete.text).toBe('White dot: r1c1, r1c2 differ by 1. With 1 or 9 in r1c1, r1c2 can hold only 2 or 8: remove 1, 3–7 and 9 from r1c2.');
    expect(vague.text).toBe('Look at r1c1 and r1c2 (kropki dot): what can one hold, given the other?');
    expect(vague.cells).toEqual([0, 1]);
  });

  it('a killer cage with one set of digits', () => {
    const { hint } = setUp([{ type: 'killer', cells: [0, 1, 2], sum: 6 }]);
    const { concrete, vague } = hint();
    expect(concrete.step).toMatchObject({ technique: 'variant-killer', name: 'Killer cage', cells: [0, 1, 2] });
    expect(concrete.text).toBe('The cage r1c1–r1c3 adds up to 6 with three different digits, so it holds 1, 2 and 3: remove 4–9 from r1c1, r1c2 and r1c3.');
    expect(vague.text).toBe('Look at the cage r1c1–r1c3: what can its cells hold?');
  });

  it('a killer cage with one set of digits in an L, and one with two sets', () => {
    const { hint } = setUp([{ type: 'killer', cells: [0, 1, 9], sum: 7 }]); // 1 + 2 + 4 (r1c1 1, r1c2 2, r2c1 4)
    expect(hint().concrete.text).toBe('The cage r1c1, r1c2 and r2c1 adds up to 7 with three different digits, so it holds 1, 2 and 4: remove 3 and 5–9 from r1c1, r1c2 and r2c1.');
    const { hint: five } = setUp([{ type: 'killer', cells: [0, 9], sum: 5 }]); // r1c1 1, r2c1 4
    expect(five().concrete.text).toBe('The cage r1c1–r2c1 adds up to 5 with two different digits, as 1+4 or 2+3 with its cells\' candidates: remove 5–9 from r1c1 and r2c1.');
  });

  it('an arrow, in the general words', () => {
    const { hint } = setUp([{ type: 'arrow', circle: [2], shaft: [1, 0] }]); // 2 + 1 = 3
    const { concrete } = hint();
    expect(concrete.step).toMatchObject({ technique: 'variant-arrow', name: 'Arrow', cells: [2, 1, 0] });
    expect(concrete.text).toBe('Arrow: r1c2, r1c1 add up to the digit in r1c3. No filling of its cells from their candidates keeps it with 1 or 2 in r1c3, or 9 in r1c2 or r1c1: remove 1 and 2 from r1c3; 9 from r1c2 and r1c1.');
  });

  it('locked candidates: a box whose 1 lies in one row', () => {
    const { game, hint } = setUp([]);
    mark(game, [9, 10, 11, 18, 19, 20], [2, 3, 4, 5, 6, 7, 8, 9]);
    const { concrete, vague } = hint();
    expect(concrete.step).toMatchObject({ technique: 'locked-candidates', name: 'Locked Candidates', cells: [0, 1, 2] });
    expect(concrete.text).toBe('In box 1, 1 can go only in r1c1, r1c2 and r1c3, all in row 1, so 1 goes from the rest of row 1: remove 1 from r1c4, r1c5, r1c6, r1c7, r1c8 and r1c9.');
    expect(vague.text).toBe('Look for locked candidates in box 1.');
  });

  it("locked candidates through a cage: a row's 1 all inside a cage leaves the cage's other cells", () => {
    const { game, hint } = setUp([{ type: 'killer', cells: [2, 3, 12] }]); // no sum: only its digits differ
    mark(game, [0, 1, 4, 5, 6, 7, 8], [1, 2, 4, 5, 6, 7, 8, 9]); // row 1's 3 in r1c3 or r1c4 (two boxes)
    expect(hint().concrete.text).toBe('In row 1, 3 can go only in r1c3 and r1c4, all in the cage r1c3, r1c4 and r2c4, so 3 goes from the rest of the cage r1c3, r1c4 and r2c4: remove 3 from r2c4.');
  });

  it("locked candidates through the peers: row 1's 1 in r1c1 or r1c5, both a knight's move from r2c3 (anti-knight)", () => {
    const { game, hint } = setUp([{ type: 'antiKnight' }]);
    mark(game, [1, 2, 3, 5, 6, 7, 8], [2, 3, 4, 5, 6, 7, 8, 9]);
    const { concrete } = hint();
    expect(concrete.step).toMatchObject({ name: 'Locked Candidates', cells: [0, 4], eliminations: [{ cell: 11, digit: 1 }] });
    expect(concrete.text).toBe('In row 1, 1 can go only in r1c1 and r1c5, and r2c3 sees each of them (in a house or by a rule), so 1 goes from it: remove 1 from r2c3.');
  });

  it('a naked pair in a row', () => {
    const { game, hint } = setUp([]);
    mark(game, [0, 1], [1, 2]);
    const { concrete, vague } = hint();
    expect(concrete.step).toMatchObject({ technique: 'naked-pair', name: 'Naked Pair', cells: [0, 1] });
    expect(concrete.text).toBe('In row 1, r1c1 and r1c2 hold only 1 and 2 between them, so no other cell of it can: remove 1 and 2 from r1c3, r1c4, r1c5, r1c6, r1c7, r1c8 and r1c9.');
    expect(vague.text).toBe('Look for a naked pair in row 1.');
  });

  it('a hidden pair in a row (1 and 4 only in r1c1 and r1c4, two boxes apart)', () => {
    const { game, hint } = setUp([]);
    mark(game, [1, 2, 4, 5, 6, 7, 8], [2, 3, 5, 6, 7, 8, 9]);
    const { concrete } = hint();
    expect(concrete.step).toMatchObject({ technique: 'hidden-pair', name: 'Hidden Pair', cells: [0, 3] });
    expect(concrete.text).toBe('In row 1, 1 and 4 fit only in r1c1 and r1c4, so those cells hold nothing else: remove 2, 3 and 5–9 from r1c1 and r1c4.');
  });

  it('the 45 rule: two cages of row 1 (6 and 15) leave 24 for its other three cells', () => {
    const { game, hint } = setUp([
      { type: 'killer', cells: [0, 1, 2], sum: 6 },
      { type: 'killer', cells: [3, 4, 5], sum: 15 },
    ]);
    mark(game, [0, 1, 2], [1, 2, 3]);
    mark(game, [3, 4, 5], [4, 5, 6]);
    const { concrete } = hint();
    expect(concrete.step).toMatchObject({ technique: 'variant-45', name: '45 rule' });
    expect(concrete.text).toBe(
      '45 rule: each row, column and box adds up to 45; with the cages in them, r1c7, r1c8 and r1c9 hold different digits adding up to 24. ' +
        'No filling of its cells from their candidates keeps it with 1–6 in r1c7, r1c8 or r1c9: remove 1–6 from r1c7, r1c8 and r1c9.',
    );
  });

  it("a cage's digit pointing outward: every way to make 22 in r1c6, r1c7 and r1c9 uses a 9, so the rest of row 1 loses it", () => {
    const { game, hint } = setUp([{ type: 'killer', cells: [5, 6, 8], sum: 22 }]); // 6 + 7 + 9; 5+8+9 fits too
    mark(game, [5, 6, 8], [5, 6, 7, 8, 9]); // what the cage alone leaves them: nothing to narrow
    const { concrete, vague } = hint();
    expect(concrete.step).toMatchObject({ technique: 'variant-killer-pointing', name: 'Killer cage pointing', cells: [5, 6, 8] });
    expect(concrete.step!.eliminations).toEqual([0, 1, 2, 3, 4, 7].map((cell) => ({ cell, digit: 9 })));
    expect(concrete.text).toBe('Every way to make 22 in the cage r1c6, r1c7 and r1c9 uses a 9, and its 9 is in r1c6, r1c7 or r1c9: remove 9 from r1c1, r1c2, r1c3, r1c4, r1c5 and r1c8.');
    expect(vague.text).toBe('Look at the cage r1c6, r1c7 and r1c9: which digit must it hold, and where?');
    expect(vague.cells).toEqual([5, 6, 8]);
  });

  it('an X-Wing: row 1 and row 5 hold their 1 in columns 1 and 6 only, so the rest of those columns loses it', () => {
    const { game, hint } = setUp([]);
    // r1's 1 is in c1, r5's in c6 (SOLUTION): every other cell of the two rows without 1
    mark(game, [1, 2, 3, 4, 6, 7, 8, 37, 38, 39, 40, 42, 43, 44], [2, 3, 4, 5, 6, 7, 8, 9]);
    const { concrete, vague } = hint();
    expect(concrete.step).toMatchObject({ technique: 'x-wing', name: 'X-Wing', cells: [0, 5, 36, 41] });
    expect(concrete.step!.houses).toEqual([
      { kind: 'row', index: 0, role: 'base' },
      { kind: 'row', index: 4, role: 'base' },
      { kind: 'column', index: 0, role: 'cover' },
      { kind: 'column', index: 5, role: 'cover' },
    ]);
    expect(concrete.text).toBe(
      'In rows 1 and 5, 1 fits only in columns 1 and 6: their two 1s take both columns, so the rest of those columns cannot hold 1: ' +
        'remove 1 from r2c1, r2c6, r3c1, r3c6, r4c1, r4c6, r6c1, r6c6, r7c1, r7c6, r8c1, r8c6, r9c1 and r9c6.',
    );
    expect(vague.text).toBe('Look for an X-wing on 1s in the rows.');
  });

  it('a Swordfish: columns 1, 2 and 6 hold their 1 in rows 1, 5 and 9 only', () => {
    const { game, hint } = setUp([]);
    // c1's 1 is in r1, c2's in r9, c6's in r5 (SOLUTION): the other rows of those columns without 1
    const others = [1, 2, 3, 5, 6, 7].flatMap((r) => [0, 1, 5].map((c) => r * 9 + c));
    mark(game, others, [2, 3, 4, 5, 6, 7, 8, 9]);
    const { concrete } = hint();
    expect(concrete.step).toMatchObject({ technique: 'swordfish', name: 'Swordfish', cells: [0, 1, 5, 36, 37, 41, 72, 73, 77] });
    expect(concrete.text).toMatch(/^In columns 1, 2 and 6, 1 fits only in rows 1, 5 and 9: their three 1s take all three rows, so the rest of those rows cannot hold 1: remove 1 from r1c3, r1c4, /);
    expect(concrete.step!.eliminations).toHaveLength(18);
  });

  it('a contradiction, the last resort: r8c6 = 1 leaves row 7 no place for 1 (magictour_top1465 #125 without marks: no other step applies)', () => {
    const givens = '4..6..3...1..2..6...8..7..19..8..5...4..5..1......2..75.....6...3..8..4......9..5';
    const solution = Array.from('425618379317925468698347251973861524842753916156492837581274693739586142264139785', Number);
    const play = readVariant({ version: 1, size: 9, givens, constraints: [] });
    const game = new Game(play.board, play.rules);
    const { concrete, vague } = variantHint(game, play, solution);
    expect(concrete.step).toMatchObject({ technique: 'variant-contradiction', name: 'Contradiction', cells: [68], placements: [], eliminations: [{ cell: 68, digit: 1 }] });
    expect(concrete.text).toBe(
      'If r8c6 were 1: r4c5 would lose 1 (the 1 of column 4 is in box 5), r4c3 would be 1 (the last place for 1 in row 4); then row 7 would have no place for 1. So r8c6 is not 1.',
    );
    expect(vague.text).toBe('Look at r8c6: one of its candidates leads to a contradiction.');
    expect(vague.cells).toEqual([68]);
    // Apply: r8c6 keeps its other candidates, without 1
    const before = game.allowed(68);
    expect(game.applyMove(concrete.step!.placements, concrete.step!.eliminations, concrete.step!.name)).toBe(true);
    expect(game.centre[68]).toBe(before & ~1);
  });

  it('nothing to find: the stuck sentence; a full grid: solved', () => {
    expect(setUp([{ type: 'antiKnight' }]).hint().concrete).toEqual({ kind: 'stuck', text: STUCK_TEXT });
    expect(STUCK_TEXT).toMatch(/^No step found here: .*fish or chain.*contradiction.*Check finds wrong digits, Solve fills the grid\.$/);
    expect(setUp([{ type: 'antiKing' }], SOLUTION.join('')).hint().concrete.kind).toBe('solved');
  });
});

describeShared('variant hints where no step applies: one digit of the solution', (shared) => {
  /** Wecoc #2 (a published extreme killer) played by hints until none applies: the game and its solution. */
  function stuckWecoc(): { play: VariantPlay; game: Game; solution: number[] } {
    const e = example(readExamples(shared), 'Wecoc #2');
    const play = readVariant(e.fpuzzles);
    const game = new Game(play.board, play.rules);
    for (let h = variantHint(game, play, e.solution).concrete; h.kind === 'step'; h = variantHint(game, play, e.solution).concrete) {
      game.applyMove(h.step!.placements, h.step!.eliminations, h.step!.name);
    }
    return { play, game, solution: e.solution };
  }

  it("a stuck position of a puzzle with one solution: vague says why, concrete places the solution's digit in the first cell with fewest candidates", () => {
    const { play, game, solution } = stuckWecoc();
    expect(variantHint(game, play, solution).concrete).toEqual({ kind: 'stuck', text: STUCK_TEXT }); // not known to be the only solution
    const { concrete, vague } = variantHint(game, play, solution, true);
    expect(vague).toEqual({ kind: 'stuck', text: REVEAL_VAGUE_TEXT });
    expect(REVEAL_VAGUE_TEXT).toBe('No step of the list applies here. Press Hint again for one digit of the solution.');
    const cands = candidatesOf(game);
    const count = (c: number): number => cands[c].toString(2).replace(/0/g, '').length;
    const open = [...game.values.keys()].filter((c) => game.values[c] === 0);
    const fewest = Math.min(...open.map(count));
    const cell = open.find((c) => count(c) === fewest)!;
    expect(concrete).toMatchObject({ kind: 'stuck', technique: REVEAL, name: 'Reveal', cells: [cell] });
    expect(concrete.step).toMatchObject({ technique: REVEAL, cells: [cell], placements: [{ cell, digit: solution[cell] }], eliminations: [] });
    const name = `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
    expect(concrete.text).toBe(`No step of the list applies here. One digit of the solution: ${solution[cell]} in ${name} (one of its ${fewest} candidates); the steps may go on from there.`);
    // Apply places it (undoable), and the steps may go on
    expect(game.applyMove(concrete.step!.placements, [], concrete.step!.name)).toBe(true);
    expect(game.values[cell]).toBe(solution[cell]);
    expect(variantHint(game, play, solution, true).concrete.step?.technique).not.toBe(undefined);
  });

  it('a mistake still comes first where no step applies', () => {
    const { play, game, solution } = stuckWecoc();
    const cell = [...game.values.keys()].find((c) => game.values[c] === 0)!;
    game.placeDigit([cell], (solution[cell] % 9) + 1);
    expect(variantHint(game, play, solution, true).concrete).toMatchObject({ kind: 'mistake', mistake: 'wrong-digit', cells: [cell] });
  });

  it('a puzzle with several solutions is not revealed: the stuck sentence', () => {
    expect(setUp([{ type: 'antiKnight' }]).hint().concrete).toEqual({ kind: 'stuck', text: STUCK_TEXT });
  });
});
