/**
 * The saved game's codec (web/src/state/saved.ts): a game written and read back is the same
 * game (cells, marks, colours, what each digit took, undo and redo, clock, tallies, rating), and
 * every kind of bad stored text is refused (null), never thrown. Pure, in Node.
 */
import { describe, expect, it } from 'vitest';
import { parseBoard } from '../../src/index.js';
import { Game } from '../../web/src/state/game.js';
import { decodeSaved, encodeSaved, SAVE_FORMAT, SAVE_VERSION, type SavedGame } from '../../web/src/state/saved.js';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const SOLUTION = '483921657967345821251876493548132976729564138136798245372689514814253769695417382';

/** A game with a bit of everything: candidates, digits that tidied them, corner marks, colours, an undone action. */
function played(): SavedGame {
  const game = new Game(parseBoard(EASY));
  game.fillCandidates();
  game.placeDigit([0], 4);
  game.placeDigit([1], 8);
  game.toggleMark('corner', [3, 5], 7);
  game.toggleColour([2, 40], 3);
  game.placeDigit([4], 9);
  game.clear([4]);
  game.toggleMark('centre', [10], 6);
  game.undo();
  return { game, elapsed: 123_456, paused: true, tally: { hints: 2, mistakes: 1, solvedByEngine: false }, info: { level: 'Easy', score: 130, hardest: 'Hidden Single' } };
}

/** Everything a player can see or do next in a game: each cell, and the undo and redo labels in order. */
function observe(game: Game): unknown {
  const cells = Array.from({ length: game.C }, (_, c) => game.stateOf(c));
  const copy = Game.fromSnapshot({ n: game.n, cells: game.givens }, game.snapshot());
  const undos: (string | null)[] = [];
  for (let label = copy.undo(); label !== null; label = copy.undo()) undos.push(label);
  const start = Array.from({ length: copy.C }, (_, c) => copy.stateOf(c));
  const redos: (string | null)[] = [];
  for (let label = copy.redo(); label !== null; label = copy.redo()) redos.push(label);
  return { cells, undos, start, redos, canUndo: game.canUndo, canRedo: game.canRedo };
}

/** The stored JSON of `saved`, changed by `edit`, as a text again. */
function tampered(edit: (data: Record<string, any>) => void, saved = played()): string {
  const data = JSON.parse(encodeSaved(saved)!);
  edit(data);
  return JSON.stringify(data);
}

describe('saved game: round trip', () => {
  it('gives back the same game, clock, tallies and rating', () => {
    const saved = played();
    const text = encodeSaved(saved)!;
    const back = decodeSaved(text)!;
    expect(back).not.toBeNull();
    expect(observe(back.game)).toEqual(observe(saved.game));
    expect(back.game.canRedo).toBe(true);
    expect({ ...back, game: undefined }).toEqual({ ...saved, game: undefined });
    expect(encodeSaved(back)).toBe(text);
  });

  it('keeps what a digit took: deleting it after a restore gives its peers their candidate back', () => {
    const saved = played();
    const back = decodeSaved(encodeSaved(saved)!)!.game;
    const fresh = new Game(parseBoard(EASY));
    fresh.fillCandidates();
    const peer = fresh.peers(0).find((p) => p !== 1 && fresh.values[p] === 0 && (fresh.centre[p] & (1 << 3)) !== 0)!; // lost its candidate 4 when r1c1 took 4
    expect(back.centre[peer] & (1 << 3)).toBe(0);
    back.clear([0]);
    expect(back.centre[peer] & (1 << 3)).not.toBe(0);
  });

  it('keeps a finished game, a 4×4 and a 16×16 one, and a game with no history', () => {
    const done = new Game(parseBoard(EASY));
    done.fillSolution(parseBoard(SOLUTION).cells);
    const four = new Game(parseBoard('1.....2..3.....4'));
    four.placeDigit([1], 2);
    const sixteen = new Game(parseBoard('.'.repeat(255) + 'G'));
    sixteen.fillCandidates();
    sixteen.placeDigit([0], 16 - 1);
    for (const game of [done, four, sixteen, new Game(parseBoard(EASY))]) {
      const saved: SavedGame = { game, elapsed: 0, paused: false, tally: { hints: 0, mistakes: 0, solvedByEngine: game === done }, info: {} };
      const back = decodeSaved(encodeSaved(saved)!)!;
      expect(observe(back.game)).toEqual(observe(game));
      expect(back.tally).toEqual(saved.tally);
    }
  });

  it('keeps the wrong digits counted as mistakes, so one shown again after a reload counts once; a text without them reads as before', () => {
    const saved = played();
    saved.tally.counted = [[1, 5], [40, 2]];
    expect(decodeSaved(encodeSaved(saved)!)!.tally).toEqual({ hints: 2, mistakes: 1, solvedByEngine: false, counted: [[1, 5], [40, 2]] });
    delete saved.tally.counted;
    expect(decodeSaved(encodeSaved(saved)!)!.tally).toEqual({ hints: 2, mistakes: 1, solvedByEngine: false });
  });

  it('leaves the oldest actions out when the text would be too long, never the grid', () => {
    const saved = played();
    const full = encodeSaved(saved)!;
    const short = encodeSaved(saved, full.length - 1)!;
    expect(short.length).toBeLessThan(full.length);
    const back = decodeSaved(short)!.game;
    expect(Array.from({ length: 81 }, (_, c) => back.stateOf(c).value)).toEqual(Array.from(saved.game.values));
    const { done } = back.snapshot();
    expect(done.length).toBeLessThan(saved.game.snapshot().done.length);
    expect(done.at(-1)!.label).toBe(saved.game.snapshot().done.at(-1)!.label); // the newest kept
    expect(encodeSaved(saved, 100)).toBeNull(); // not even the grid fits
  });
});

describe('saved game: bad stored data is refused, never thrown', () => {
  const cases: [string, unknown][] = [
    ['nothing', null],
    ['not text', 42],
    ['not JSON', '{"format":'],
    ['JSON but no object', '[1,2,3]'],
    ['JSON null', 'null'],
    ['another program\'s data', JSON.stringify({ format: 'other-app', version: 1, puzzle: EASY })],
    ['no format at all', JSON.stringify({ score: 12 })],
    ['an older version', tampered((d) => (d.version = SAVE_VERSION - 1))],
    ['a newer version', tampered((d) => (d.version = SAVE_VERSION + 1))],
    ['too long', JSON.stringify({ format: SAVE_FORMAT, version: SAVE_VERSION, pad: 'x'.repeat(600_000) })],
    ['a puzzle that does not parse', tampered((d) => (d.puzzle = 'hello'))],
    ['a puzzle not a string', tampered((d) => (d.puzzle = 7))],
    ['a 25×25 puzzle', tampered((d) => (d.puzzle = '.'.repeat(625)))],
    ['a full grid', tampered((d) => (d.puzzle = SOLUTION))],
    ['too few cells', tampered((d) => d.cells.pop())],
    ['a digit out of range', tampered((d) => (d.cells[0][0] = 10))],
    ['a digit not an integer', tampered((d) => (d.cells[0][0] = 1.5))],
    ['a given changed', tampered((d) => (d.cells[2][0] = 5))],
    ['marks under a given', tampered((d) => (d.cells[2][1] = 1))],
    ['marks under a digit', tampered((d) => (d.cells[0][2] = 1))],
    ['a mark past the digits', tampered((d) => (d.cells[5][1] = 1 << 9))],
    ['a negative mask', tampered((d) => (d.cells[5][2] = -1))],
    ['a colour out of range', tampered((d) => (d.cells[5][3] = 10))],
    ['a cell state of the wrong length', tampered((d) => (d.cells[5] = [0, 0, 0]))],
    ['a cell state not an array', tampered((d) => (d.cells[5] = { value: 0 }))],
    ['a took index out of range', tampered((d) => (d.cells[0][4] = 999))],
    ['a took on an empty cell', tampered((d) => d.cells[5].push(0))],
    ['a took peer out of range', tampered((d) => d.took[0][2].push(81))],
    ['a took entry of the wrong shape', tampered((d) => (d.took[0] = [0, 0]))],
    ['a command cell out of range', tampered((d) => (d.done[0][1][0] = 81))],
    [
      'a command cell twice',
      tampered((d) => {
        const [, cells, before, after] = d.done.at(-1);
        cells.push(cells[0]);
        before.push(before[0]);
        after.push(after[0]);
      }),
    ],
    ['a command without states', tampered((d) => (d.done[0][3] = []))],
    ['a command label not a string', tampered((d) => (d.done[0][0] = 3))],
    ['an undo stack that does not replay', tampered((d) => (d.done.at(-1)[3][0][3] = 9))],
    ['a redo stack that does not replay', tampered((d) => (d.undone[0][2][0][3] = 9))],
    ['commands in the wrong order', tampered((d) => d.done.reverse())],
    ['a history not a list', tampered((d) => (d.undone = 'none'))],
    ['a negative clock', tampered((d) => (d.elapsed = -5))],
    ['a clock not a number', tampered((d) => (d.elapsed = '12:00'))],
    ['paused not a boolean', tampered((d) => (d.paused = 'yes'))],
    ['a tally missing', tampered((d) => delete d.tally)],
    ['a tally out of range', tampered((d) => (d.tally.hints = -1))],
    ['a counted mistake off the board', tampered((d) => (d.tally.counted = [[81, 5]]))],
    ['a counted mistake not a pair', tampered((d) => (d.tally.counted = [[3]]))],
    ['an unknown level', tampered((d) => (d.info.level = 'Impossible'))],
    ['a rating without its technique', tampered((d) => delete d.info.hardest)],
  ];
  it.each(cases)('%s', (_, text) => {
    expect(() => decodeSaved(text)).not.toThrow();
    expect(decodeSaved(text)).toBeNull();
  });

  it('the untampered text of each case reads (so each case fails for its own reason)', () => {
    expect(decodeSaved(tampered(() => {}))).not.toBeNull();
  });
});
