/**
 * The demo page's game model (web/src/state/): SudokuPad's actions as undoable commands, marks
 * kept tidy, conflicts and counts. Pure TypeScript, run in Node.
 */
import { describe, expect, it } from 'vitest';
import { parseBoard } from '../../src/index.js';
import { Game } from '../../web/src/state/game.js';
import { History } from '../../web/src/state/history.js';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const game = (): Game => new Game(parseBoard(EASY));
const mask = (...digits: number[]): number => digits.reduce((m, d) => m | (1 << (d - 1)), 0);

describe('Game: digits', () => {
  it('places a digit in open cells, never in givens, and toggles it off', () => {
    const g = game();
    expect(g.placeDigit([0, 2], 4)).toBe(true); // cell 2 is a given 3
    expect(g.values[0]).toBe(4);
    expect(g.values[2]).toBe(3);
    expect(g.placeDigit([0], 4)).toBe(true);
    expect(g.values[0]).toBe(0);
    expect(g.placeDigit([2], 5)).toBe(false);
  });

  it('rejects a digit outside 1…N with a RangeError', () => {
    expect(() => game().enter('digit', [0], 10)).toThrow(RangeError);
    expect(() => game().enter('colour', [0], 0)).toThrow('expected a colour 1-9, got 0');
  });
});

describe('Game: pencil marks and tidying', () => {
  it('toggles corner and centre marks on empty cells only, as a group', () => {
    const g = game();
    g.toggleMark('corner', [0, 1], 5);
    expect([g.corner[0], g.corner[1]]).toEqual([mask(5), mask(5)]);
    g.toggleMark('corner', [0, 1], 5); // all have it: removed from all
    expect([g.corner[0], g.corner[1]]).toEqual([0, 0]);
    g.toggleMark('centre', [0], 7);
    g.toggleMark('centre', [0, 1], 7); // not all have it: added to all
    expect([g.centre[0], g.centre[1]]).toEqual([mask(7), mask(7)]);
    expect(g.toggleMark('centre', [2], 1)).toBe(false); // a given
  });

  it('placing d removes d from the marks of the peers only, and one undo brings them back', () => {
    const g = game();
    g.toggleMark('centre', [1, 10, 80], 4); // r1c2, r2c2 (box peers of r1c1), r9c9 (no peer)
    g.toggleMark('corner', [7], 4); // r1c8: row peer
    g.placeDigit([0], 4);
    expect([g.centre[1], g.centre[10], g.corner[7], g.centre[80]]).toEqual([0, 0, 0, mask(4)]);
    expect(g.undo()).toBe('4 in r1c1');
    expect([g.values[0], g.centre[1], g.centre[10], g.corner[7]]).toEqual([0, mask(4), mask(4), mask(4)]);
    expect(g.redo()).toBe('4 in r1c1');
    expect([g.values[0], g.centre[1]]).toEqual([4, 0]);
  });

  it('fills candidates from the placed digits', () => {
    const g = game();
    g.fillCandidates();
    // r5c6 (cell 41) is a naked single 4 (README example); r1c1 allows 4 and 5.
    expect(g.centre[41]).toBe(mask(4));
    expect(g.centre[0]).toBe(mask(4, 5));
    expect(g.centre[2]).toBe(0); // a given
  });

  it('applies a move (placements and eliminations) as one command', () => {
    const g = game();
    g.applyMove([{ cell: 41, digit: 4 }], [{ cell: 0, digit: 1 }]);
    expect(g.values[41]).toBe(4);
    expect(g.centre[0]).toBe(g.allowed(0) & ~mask(1));
    g.undo();
    expect([g.values[41], g.centre[0]]).toEqual([0, 0]);
    expect(g.canUndo).toBe(false);
  });

  it('names a move by what it did, so undo says what it takes back (it said only "Undone: XY-Wing.")', () => {
    const g = game();
    g.fillCandidates();
    g.applyMove([{ cell: 41, digit: 4 }], [], 'Naked Single');
    expect(g.undo()).toBe('Naked Single (4 in r5c6)');
    const cells = [0, 1, 9, 10, 19];
    g.applyMove([], [{ cell: 60, digit: 4 }, { cell: 0, digit: 5 }, { cell: 61, digit: 4 }], 'XY-Wing');
    expect(g.undo()).toBe('XY-Wing (4 out of r7c7, r7c8; 5 out of r1c1)');
    g.applyMove([], cells.map((cell) => ({ cell, digit: 7 })));
    expect(g.redo()).toBe(null);
    expect(g.undo()).toBe('the hint (7 out of 5 cells)');
  });
});

describe('Game: what a digit takes, it gives back', () => {
  it('Delete gives back the cell\'s own candidates and the peers\' (a wrong 8 in r1c1, then Delete)', () => {
    const g = game();
    g.fillCandidates();
    const before = Array.from(g.centre);
    g.placeDigit([0], 8); // not a candidate of r1c1 (4 5), but a candidate of many peers
    expect(g.centre[1]).toBe(g.allowed(1) & ~mask(8));
    expect(g.clear([0])).toBe(true);
    expect(Array.from(g.centre)).toEqual(before);
    g.undo(); // the 8 is back, and so is what it took
    expect(g.values[0]).toBe(8);
    expect(g.centre[1] & mask(8)).toBe(0);
    g.undo();
    expect(Array.from(g.centre)).toEqual(before);
  });

  it('toggling the digit off, or writing another over it, gives back too', () => {
    const g = game();
    g.fillCandidates();
    const before = Array.from(g.centre);
    g.placeDigit([0], 4);
    g.placeDigit([0], 4); // toggled off
    expect(Array.from(g.centre)).toEqual(before);
    g.placeDigit([0], 8);
    g.placeDigit([0], 5); // 8 gives back, 5 takes
    g.clear([0]);
    expect(Array.from(g.centre)).toEqual(before);
  });

  it('a peer that sees another copy of the digit does not get it back; corner marks come back as well', () => {
    const g = game();
    g.toggleMark('centre', [1], 7); // r1c2 keeps 7
    g.toggleMark('corner', [1], 7);
    g.placeDigit([0], 7); // takes 7 from r1c2
    g.placeDigit([19], 7); // r3c2: the same column as r1c2
    g.clear([0]);
    expect([g.centre[1], g.corner[1]]).toEqual([0, 0]); // r1c2 still sees the 7 of r3c2
    g.clear([19]);
    expect([g.centre[1], g.corner[1]]).toEqual([0, 0]); // r3c2 took nothing from r1c2
    const h = game();
    h.toggleMark('corner', [1], 7);
    h.placeDigit([0], 7);
    h.clear([0]);
    expect(h.corner[1]).toBe(mask(7));
  });

  it('a hint\'s placement is given back by Delete as a typed one is', () => {
    const g = game();
    g.fillCandidates();
    const before = Array.from(g.centre);
    g.applyMove([{ cell: 41, digit: 4 }], []);
    g.clear([41]);
    expect(Array.from(g.centre)).toEqual(before);
  });
});

describe('Game: clear, colours, history', () => {
  it('Delete clears digits first, then marks, then colours', () => {
    const g = game();
    g.placeDigit([0], 4);
    g.toggleMark('corner', [1], 2);
    g.toggleColour([0, 1], 3);
    g.clear([0, 1]);
    expect([g.values[0], g.corner[1], g.colour[0]]).toEqual([0, mask(2), 3]);
    g.clear([0, 1]);
    expect([g.corner[1], g.colour[0]]).toEqual([0, 3]);
    g.clear([0, 1]);
    expect([g.colour[0], g.colour[1]]).toEqual([0, 0]);
    expect(g.clear([0, 1])).toBe(false);
  });

  it('a new command clears the redo stack; undo with nothing to undo answers null', () => {
    const g = game();
    expect(g.undo()).toBeNull();
    g.placeDigit([0], 4);
    g.undo();
    expect(g.canRedo).toBe(true);
    g.placeDigit([1], 5);
    expect(g.canRedo).toBe(false);
    expect(g.redo()).toBeNull();
  });

  it('finds every conflicting cell and counts the digits', () => {
    const g = game();
    expect(g.conflicts().size).toBe(0);
    g.placeDigit([0], 3); // r1c3 is a given 3
    expect([...g.conflicts()].sort((a, b) => a - b)).toEqual([0, 2]);
    expect(g.counts()[3]).toBe([...EASY].filter((c) => c === '3').length + 1);
    g.fillSolution(parseBoard('483921657967345821251876493548132976729564138136798245372689514814253769695417382').cells);
    expect(g.isComplete()).toBe(true);
  });

  it('fillSolution on a grid the player filled with the solution makes no command, and each digit keeps what it took (Delete gives it back)', () => {
    const solution = parseBoard('483921657967345821251876493548132976729564138136798245372689514814253769695417382').cells;
    const g = game();
    g.fillCandidates();
    for (let c = 0; c < 81; c++) if (!g.isGiven(c)) g.placeDigit([c], solution[c]);
    expect(g.isComplete()).toBe(true);
    const done = g.snapshot().done.length;
    expect(g.fillSolution(solution)).toBe(false); // nothing to fill: no "the solution" for Undo to take back
    expect(g.snapshot().done.length).toBe(done);
    g.clear([0]); // the player's 4 in r1c1 goes: its candidates come back
    expect(g.centre[0]).toBe(mask(4, 5));
  });

  it('History keeps undo and redo stacks', () => {
    const h = new History();
    const c = { label: 'x', cells: [], before: [], after: [] };
    h.push(c);
    expect(h.undo()).toBe(c);
    expect(h.redo()).toBe(c);
    h.clear();
    expect(h.canUndo || h.canRedo).toBe(false);
  });

  it('restart clears every digit, mark and colour (a given keeps its digit, not its colour) as one command that undo takes back', () => {
    const g = game();
    g.placeDigit([0], 4);
    g.toggleMark('corner', [1], 5);
    g.toggleMark('centre', [1], 7);
    g.toggleColour([2, 3], 6);
    const before = Array.from({ length: 81 }, (_, c) => g.stateOf(c));
    expect(g.restart()).toBe(true);
    for (let c = 0; c < 81; c++) expect(g.stateOf(c)).toEqual({ value: EASY[c] === '.' ? 0 : Number(EASY[c]), corner: 0, centre: 0, colour: 0 });
    expect(g.restart()).toBe(false); // nothing left to clear: no command
    expect(g.undo()).toBe('restart');
    expect(Array.from({ length: 81 }, (_, c) => g.stateOf(c))).toEqual(before);
    // the digit placed keeps what it took: Delete gives back the marks it removed
    expect(g.clear([0])).toBe(true);
  });

  it('rejects what is not a board', () => {
    expect(() => new Game(null as never)).toThrow(TypeError);
  });
});
