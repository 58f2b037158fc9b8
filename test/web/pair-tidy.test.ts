/**
 * Tidy marks by pair rules (web/src/state/game.ts `place` and `takeBack`): a placed digit takes
 * from the cells a pair rule joins it to the marks the rule then forbids (a 5 takes 4, 5 and 6
 * from a non-consecutive neighbour in its row), undo puts them back exactly, Delete gives back
 * what the placed digits allow again, and the saved game keeps it (`took`'s fifth list), while a
 * game saved before (took entries of four) still reads. Pure, in Node.
 */
import { describe, expect, it } from 'vitest';
import type { Constraint } from '../../src/variant/model.js';
import { Game } from '../../web/src/state/game.js';
import { decodeSaved, encodeSaved, type SavedGame } from '../../web/src/state/saved.js';
import { readVariant } from '../../web/src/variant/kit.js';

const mask = (...digits: number[]): number => digits.reduce((m, d) => m | (1 << (d - 1)), 0);
const ALL = mask(1, 2, 3, 4, 5, 6, 7, 8, 9);

/** A game of an empty 9×9 grid with `constraints`, every cell's candidates filled in. */
function candidateGame(constraints: Constraint[]): { game: Game; saved: () => SavedGame } {
  const play = readVariant({ version: 1, size: 9, givens: '.'.repeat(81), constraints });
  const game = new Game(play.board, play.rules);
  game.fillCandidates();
  return { game, saved: () => ({ game, elapsed: 1000, paused: false, tally: { hints: 0, mistakes: 0, solvedByEngine: false }, info: {}, variant: play }) };
}

describe('placing a digit tidies the marks pair rules rule out', () => {
  it('non-consecutive: a 5 in r5c5 takes 4, 5 and 6 from its orthogonal neighbours, only 5 from a diagonal one; undo and redo are exact', () => {
    const { game } = candidateGame([{ type: 'nonConsecutive' }]);
    game.toggleMark('corner', [41], 4);
    game.toggleMark('corner', [41], 7);
    const before = Array.from({ length: 81 }, (_, c) => game.stateOf(c));
    game.placeDigit([40], 5);
    expect([game.centre[41], game.centre[31], game.centre[30]]).toEqual([ALL & ~mask(4, 5, 6), ALL & ~mask(4, 5, 6), ALL & ~mask(5)]);
    expect(game.corner[41]).toBe(mask(7));
    const after = Array.from({ length: 81 }, (_, c) => game.stateOf(c));
    game.undo();
    expect(Array.from({ length: 81 }, (_, c) => game.stateOf(c))).toEqual(before);
    game.redo();
    expect(Array.from({ length: 81 }, (_, c) => game.stateOf(c))).toEqual(after);
  });

  it('Delete gives back what the placed digits allow again: not the 4 a 3 beside it still rules out', () => {
    const { game } = candidateGame([{ type: 'nonConsecutive' }]);
    game.toggleMark('corner', [41], 4);
    game.placeDigit([40], 5); // r5c6 loses 4, 5, 6
    game.placeDigit([42], 3); // r5c6 loses 2, 3 (4 is gone already)
    expect(game.centre[41]).toBe(ALL & ~mask(2, 3, 4, 5, 6));
    game.clear([40]);
    expect(game.centre[41]).toBe(ALL & ~mask(2, 3, 4));
    expect(game.corner[41]).toBe(0);
    game.undo();
    expect([game.values[40], game.centre[41]]).toEqual([5, ALL & ~mask(2, 3, 4, 5, 6)]);
  });

  it('a pair rule between cells that are not peers: a 2 on a whisper takes 1-6 from r4c4, the 2 included, and Delete gives them back', () => {
    const { game } = candidateGame([{ type: 'whispers', cells: [20, 30] }]); // r3c3, r4c4 (boxes 1 and 5)
    game.placeDigit([20], 2);
    expect(game.centre[30]).toBe(mask(7, 8, 9));
    game.clear([20]);
    expect(game.centre[30]).toBe(ALL);
  });
});

describe('the saved game keeps what pair rules took', () => {
  it('a round trip keeps it, and Delete after the restore gives the marks back', () => {
    const { game, saved } = candidateGame([{ type: 'nonConsecutive' }]);
    game.placeDigit([40], 5);
    const text = encodeSaved(saved())!;
    expect(JSON.parse(text).took[0]).toHaveLength(5);
    const back = decodeSaved(text, undefined, readVariant)!;
    expect(back).not.toBeNull();
    expect(encodeSaved({ ...saved(), game: back.game })).toBe(text);
    back.game.clear([40]);
    game.clear([40]);
    expect(Array.from(back.game.centre)).toEqual(Array.from(game.centre));
    expect(back.game.centre[41]).toBe(ALL);
  });

  it('a bad fifth list is refused', () => {
    const { game, saved } = candidateGame([{ type: 'nonConsecutive' }]);
    game.placeDigit([40], 5);
    const data = JSON.parse(encodeSaved(saved())!);
    for (const bad of [[], [41, 0], [81, 0, 1], [41, 0, 1024], 'x']) {
      const copy = structuredClone(data);
      copy.took[0][4] = bad;
      expect(decodeSaved(JSON.stringify(copy), undefined, readVariant), JSON.stringify(bad)).toBeNull();
    }
  });

  it('a game saved before pair rules tidied marks (took entries of four) reads, and Delete gives back what it took', () => {
    // written by the page before this change: 4×4 non-consecutive, centre marks 2, 3, 4 in r2c2,
    // r2c3 and r3c2, then a 3 in r2c1, which took the 3 from its row peers only
    const old =
      '{"format":"sudoku-wasm/game","version":1,"puzzle":"1...............","cells":[[1,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,0],[3,0,0,0,0],[0,0,10,0],[0,0,10,0],[0,0,0,0],[0,0,0,0],[0,0,14,0],[0,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,0]],' +
      '"done":[["centre mark 3 in 3 cells",[5,6,9],[[0,0,0,0],[0,0,0,0],[0,0,0,0]],[[0,0,4,0],[0,0,4,0],[0,0,4,0]]],["centre mark 4 in 3 cells",[5,6,9],[[0,0,4,0],[0,0,4,0],[0,0,4,0]],[[0,0,12,0],[0,0,12,0],[0,0,12,0]]],["centre mark 2 in 3 cells",[5,6,9],[[0,0,12,0],[0,0,12,0],[0,0,12,0]],[[0,0,14,0],[0,0,14,0],[0,0,14,0]]],["3 in r2c1",[4,5,6],[[0,0,0,0],[0,0,14,0],[0,0,14,0]],[[3,0,0,0,0],[0,0,10,0],[0,0,10,0]]]],' +
      '"undone":[],"took":[[0,0,[],[5,6]]],"elapsed":1000,"paused":false,"tally":{"hints":0,"mistakes":0,"solvedByEngine":false},"info":{},"variant":"{\\"version\\":1,\\"size\\":4,\\"givens\\":\\"1...............\\",\\"constraints\\":[{\\"type\\":\\"nonConsecutive\\"}]}"}';
    const back = decodeSaved(old, undefined, readVariant)!;
    expect(back).not.toBeNull();
    const g = back.game;
    expect([g.values[4], g.centre[5], g.centre[6], g.centre[9]]).toEqual([3, mask(2, 4), mask(2, 4), mask(2, 3, 4)]);
    g.clear([4]);
    expect([g.centre[5], g.centre[6]]).toEqual([mask(2, 3, 4), mask(2, 3, 4)]);
    expect(g.undo()).toBe('clear r2c1');
    expect([g.values[4], g.centre[5], g.centre[6]]).toEqual([3, mask(2, 4), mask(2, 4)]);
    expect(g.undo()).toBe('3 in r2c1');
    expect([g.centre[5], g.centre[6]]).toEqual([mask(2, 3, 4), mask(2, 3, 4)]);
  });
});
