/**
 * The demo page's player's grid (web/src/engine.ts `gridOfGame`): what the page sends to the
 * worker's `hint` is plain data the library reads as the game stands (givens, the player's
 * digits, centre marks), so the library's hint on it points out the player's mistakes. Run in
 * Node against the library directly (the worker passes such grids through unchanged:
 * test/worker/node.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { hint, parseBoard, playerGrid } from '../../src/index.js';
import { gridOfGame } from '../../web/src/engine.js';
import { Game } from '../../web/src/state/game.js';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const game = (puzzle = EASY): Game => new Game(parseBoard(puzzle));

describe('gridOfGame: the player\'s grid of a game in play', () => {
  it('sends the givens and the player\'s digits apart, and no marks while there are none', () => {
    const g = game();
    g.placeDigit([0], 4);
    const grid = gridOfGame(g);
    expect(Object.keys(grid).sort()).toEqual(['entered', 'puzzle']);
    expect(Array.from(grid.puzzle as Uint8Array)).toEqual(Array.from(parseBoard(EASY).cells));
    expect(Array.from(grid.entered as Uint8Array).filter((v) => v !== 0)).toEqual([4]);
    expect((grid.entered as Uint8Array)[0]).toBe(4);
    expect(playerGrid(grid).values[0]).toBe(4);
    // the grid is a copy: later play does not change what was sent
    g.placeDigit([1], 7);
    expect((grid.entered as Uint8Array)[1]).toBe(0);
  });

  it('sends centre marks as the kept candidates, null where a cell has none', () => {
    const g = game();
    g.fillCandidates();
    g.toggleMark('centre', [0], 5); // r1c1 allows 4 and 5: the player keeps 4 only
    const grid = gridOfGame(g);
    const marks = grid.marks as (number[] | null)[];
    expect(marks[0]).toEqual([4]);
    expect(marks[2]).toBeNull(); // a given
    expect(playerGrid(grid).cands[0]).toBe(1 << 3);
  });

  it('gives the library\'s mistakes: a wrong digit, a repeated one (both cells, the row), a removed true candidate', () => {
    const wrong = game();
    wrong.placeDigit([0], 5); // the solution has 4 in r1c1
    expect(hint(gridOfGame(wrong))).toMatchObject({ kind: 'mistake', mistake: 'wrong-digit', cells: [0], digit: 5 });
    const repeated = game();
    repeated.placeDigit([3], 5); // r1c4 and r1c8 are open; 5 twice in row 1
    repeated.placeDigit([7], 5);
    const conflict = hint(gridOfGame(repeated), { level: 'vague' });
    expect(conflict).toMatchObject({ kind: 'mistake', mistake: 'conflict', cells: [3, 7], digit: 5, houses: [{ kind: 'row', index: 0 }] });
    const removed = game();
    removed.fillCandidates();
    removed.toggleMark('centre', [0], 4); // r1c1 keeps 5 only: its 4 is gone
    expect(hint(gridOfGame(removed))).toMatchObject({ kind: 'mistake', mistake: 'removed-candidate', cells: [0] });
  });

  it('reads a 16×16 game (size from the cell count)', () => {
    const g = new Game({ n: 4, cells: new Uint8Array(256) });
    g.placeDigit([0], 16);
    g.placeDigit([1], 16);
    expect(hint(gridOfGame(g))).toMatchObject({ kind: 'mistake', mistake: 'conflict', cells: [0, 1], digit: 16 });
  });
});
