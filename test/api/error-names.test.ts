/**
 * Every public function's argument errors name the function: `sudoku-wasm: <fn>: …`, also where
 * the check that fails is a shared one below it (the text, board, graph and canon layers word a
 * bad argument once for every caller; the entry names the call, `namingCall` in
 * src/api/options.ts), and a parse error stays a `SudokuParseError` as it is.
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/index';

const EMPTY = '.'.repeat(81);
const BOARD = { n: 3, cells: new Uint8Array(81) };

/** [function, call, TypeError or RangeError, what the message goes on with after the name]. */
const CASES: [string, () => unknown, typeof TypeError | typeof RangeError, RegExp][] = [
  ['parseBoard', () => api.parseBoard(EMPTY, { size: 'x' as never }), RangeError, /^expected options\.size to be a box size 2-8/],
  ['parseBoard', () => api.parseBoard(EMPTY, { alphabet: 5 as never }), TypeError, /^expected options\.alphabet to be a string/],
  ['parseBoard', () => api.parseBoard(EMPTY, { line: 0 }), RangeError, /^expected options\.line to be a positive integer/],
  ['parsePuzzle', () => api.parsePuzzle(EMPTY, { line: -1 }), RangeError, /^expected options\.line/],
  ['formatBoard', () => api.formatBoard(5 as never), TypeError, /^expected board to be an object/],
  ['formatBoard', () => api.formatBoard({ n: 1, cells: [] } as never), RangeError, /^expected board\.n to be a box size/],
  ['formatBoard', () => api.formatBoard(BOARD, { style: 'x' as never }), RangeError, /^expected options\.style/],
  ['formatBoard', () => api.formatBoard(BOARD, { alphabet: 'abcd' }), RangeError, /^expected options\.alphabet to have 9 symbols/],
  ['formatGrid', () => api.formatGrid(null as never), TypeError, /^expected cells to be an array of 81/],
  ['backtrack', () => api.backtrack(EMPTY, { size: 'x' as never }), TypeError, /^size: expected an integer from 2 to 64/],
  ['backtrack', () => api.backtrack(EMPTY, { size: 10 }), RangeError, /^size: expected a box size 2-8/],
  ['backtrack', () => api.backtrack('.'.repeat(256), { size: 16, alphabet: 'abcd' }), RangeError, /^expected options\.alphabet to have 16 symbols/],
  ['backtrack', () => api.backtrack(EMPTY, { cellOrder: 'x' as never }), TypeError, /^cellOrder: expected 'reading' or 'mrv'/],
  ['backtrack', () => api.backtrack(EMPTY, { seed: -1 }), RangeError, /^seed: expected an integer/],
  ['backtrackTrace', () => api.backtrackTrace(EMPTY, { size: 4, maxEvents: 5 }), RangeError, /^expected options\.size to be 2 \(4×4\) or 16/],
  ['backtrackTrace', () => api.backtrackTrace(EMPTY, { maxEvents: 0 }), RangeError, /^maxEvents: expected an integer/],
  ['backtrackRuns', () => api.backtrackRuns(9, new Uint8Array(16), 1), RangeError, /^n: expected an integer from 2 to 8/],
  ['backtrackRuns', () => api.backtrackRuns(2, new Uint8Array(16), -1), RangeError, /^runs: expected an integer/],
  ['backtrackRuns', () => api.backtrackRuns(2, [] as never, 1), TypeError, /^cells: expected a Uint8Array/],
  ['cellPeers', () => api.cellPeers(100, 0), RangeError, /^expected n to be a box size from 2 to 8, got 100/],
  ['cellPeers', () => api.cellPeers(3, 81), RangeError, /^expected cell to be an integer 0-80, got 81/],
  ['sudokuGraph', () => api.sudokuGraph(1), RangeError, /^expected n to be a box size from 2 to 8, got 1/],
  ['graphToDot', () => api.graphToDot(9), RangeError, /^expected n to be a box size/],
  ['graphToJSON', () => api.graphToJSON(1), RangeError, /^expected n to be a box size/],
  ['formatColors', () => api.formatColors({ n: 9, cells: [] } as never), RangeError, /^expected board\.n to be a box size/],
  ['colorOf', () => api.colorOf(99, 1), RangeError, /^expected side to be 4, 9, 16, 25, 36, 49 or 64, got 99/],
  ['colorOf', () => api.colorOf(9, 10), RangeError, /^expected digit to be an integer 0-9, got 10/],
  ['paletteFor', () => api.paletteFor(10), RangeError, /^expected side to be 4, 9/],
  ['transform', () => api.transform(EMPTY, { rowOrder: [0, 0, 1, 2, 3, 4, 5, 6, 7] }), RangeError, /^expected rowOrder to be a permutation of 0-8/],
  ['randomTransform', () => api.randomTransform(EMPTY, NaN), TypeError, /^expected seed to be a finite number/],
  ['findBoardConflict', () => api.findBoardConflict(new Uint8Array(16), 9), RangeError, /^expected n to be a box size/],
  ['findConflict', () => api.findConflict(null as never), TypeError, /^expected cells to be a Uint8Array of 81 values/],
];

describe('argument errors name the function', () => {
  it.each(CASES)('%s', (name, call, type, rest) => {
    let error: unknown;
    try {
      call();
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(type);
    const message = (error as Error).message;
    expect(message.startsWith(`sudoku-wasm: ${name}: `), message).toBe(true);
    expect(message.slice(`sudoku-wasm: ${name}: `.length)).toMatch(rest);
  });

  it('the stack names the call too, and a parse error stays as it is', () => {
    let error: Error | undefined;
    try {
      api.parseBoard(EMPTY, { size: 'x' as never });
    } catch (e) {
      error = e as Error;
    }
    expect(error!.stack).toContain('RangeError: sudoku-wasm: parseBoard: expected options.size');
    expect(() => api.parseBoard('11' + '.'.repeat(79))).toThrow(api.SudokuParseError);
    expect(() => api.parseBoard('11' + '.'.repeat(79))).toThrow(/^line 1: digit 1 appears twice/);
  });
});
