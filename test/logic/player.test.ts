/**
 * A player's grid (src/logic/player.ts) and what the logic functions do with it: building it
 * from givens, entered digits and marks; hint naming a mistake before any technique; every
 * logic function taking a puzzle string; every option checked.
 */
import { describe, expect, it } from 'vitest';
import { someSolution } from '../../src/api/single';
import { CandidateGrid } from '../../src/logic/grid';
import { formatPencilMarks, gridFromPuzzle } from '../../src/logic/pencil';
import { findMistake, playerGrid } from '../../src/logic/player';
import { rate } from '../../src/logic/rate';
import { applyStep, findAll, hint, logicSolve, nextStep } from '../../src/logic/solver';
import type { Step } from '../../src/logic/types';
import { cellName, digitList, digitName } from '../../src/logic/words';
import { formatBoard, SudokuParseError } from '../../src/text/index';

/** Needs naked and hidden singles only. */
const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const SOLUTION = someSolution(EASY)!;
const EMPTY = [...EASY].flatMap((c, i) => (c === '.' ? [i] : []));

/** `text` with the cells listed set to the solution's digits (or to `digit`). */
function withCells(text: string, cells: readonly number[], digit?: number): string {
  const out = [...text];
  for (const c of cells) out[c] = digit === undefined ? SOLUTION[c] : String(digit);
  return out.join('');
}

/** Throws unless a step agrees with the solution (placements right, no true digit removed). */
function expectSound(step: Step, solution: string): void {
  for (const p of step.placements) expect(String(p.digit)).toBe(solution[p.cell]);
  for (const e of step.eliminations) expect(String(e.digit)).not.toBe(solution[e.cell]);
}

describe('playerGrid', () => {
  it('keeps givens apart from entered digits and computes candidates from both', () => {
    const entered = withCells('.'.repeat(81), EMPTY.slice(0, 5));
    const g = playerGrid({ puzzle: EASY, entered });
    for (const c of EMPTY.slice(0, 5)) {
      expect(g.values[c]).toBe(Number(SOLUTION[c]));
      expect(g.givens[c]).toBe(0);
    }
    expect(g.givens[2]).toBe(1);
    const same = CandidateGrid.fromBoard(3, [...withCells(EASY, EMPTY.slice(0, 5))].map((c) => (c === '.' ? 0 : Number(c))));
    expect(g.cands).toEqual(same.cands);
    // entered as an array, and repeating the givens, gives the same grid
    const asArray = [...withCells(EASY, EMPTY.slice(0, 5))].map((c) => (c === '.' ? 0 : Number(c)));
    expect(playerGrid({ puzzle: EASY, entered: asArray }).values).toEqual(g.values);
  });

  it('refuses an entered digit that differs from the given in its cell, naming the cell', () => {
    const entered = withCells('.'.repeat(81), [2], 5); // r1c3 is a given 3
    expect(() => playerGrid({ puzzle: EASY, entered })).toThrow(SudokuParseError);
    expect(() => playerGrid({ puzzle: EASY, entered })).toThrow(/r1c3 is a given 3, but entered holds 5 there/);
  });

  it('checks its input: keys, lengths, symbols, marks', () => {
    expect(() => playerGrid({ puzzle: EASY, typo: 1 } as never)).toThrow(/unknown key 'typo'; known: puzzle, entered, marks/);
    expect(() => playerGrid(EASY as never)).toThrow(TypeError);
    expect(() => playerGrid({ puzzle: EASY, entered: '123' })).toThrow(/entered: expected 81 cells \(one symbol each\), got 3/);
    expect(() => playerGrid({ puzzle: EASY, entered: 'x' + '.'.repeat(80) })).toThrow(/r1c1: 'x' is not a digit of a 9×9 board/);
    expect(() => playerGrid({ puzzle: EASY, entered: new Array(81).fill(10) })).toThrow(/entered\[0\] \(r1c1\): expected an integer from 0 to 9, got the number 10/);
    expect(() => playerGrid({ puzzle: EASY, marks: [[1]] })).toThrow(/marks: expected 81 cells, got 1/);
    expect(() => playerGrid({ puzzle: EASY, marks: new Array(81).fill([0]) })).toThrow(/marks\[0\] \(r1c1\): expected digits from 1 to 9, got the number 0/);
  });

  it('takes marks as pencil-mark text or per-cell lists, keeping only candidates of empty cells', () => {
    const base = gridFromPuzzle(EASY);
    const text = formatPencilMarks(base, 'brackets');
    expect(playerGrid({ puzzle: EASY, marks: text }).cands).toEqual(base.cands);
    const lists = Array.from(base.cands, (m, c) => (base.values[c] ? null : [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => m & (1 << (d - 1)))));
    expect(playerGrid({ puzzle: EASY, marks: lists }).cands).toEqual(base.cands);
    const strings = lists.map((l) => (l ? l.join('') : ''));
    expect(playerGrid({ puzzle: EASY, marks: strings }).cands).toEqual(base.cands);
  });
});

describe('hint on a player grid: the mistake first', () => {
  it('a wrong digit that repeats nothing: the cell, and the solution digit only in concrete hints', () => {
    const cell = EMPTY.find((c) => {
      const g = gridFromPuzzle(EASY);
      return g.count(c) >= 2;
    })!;
    const g0 = gridFromPuzzle(EASY);
    const wrong = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => g0.has(cell, d) && String(d) !== SOLUTION[cell])!;
    const grid = { puzzle: EASY, entered: withCells('.'.repeat(81), [cell], wrong) };
    const vague = hint(grid, { level: 'vague' });
    expect(vague).toMatchObject({ kind: 'mistake', mistake: 'wrong-digit', cells: [cell], digit: wrong });
    expect(vague.text).toBe(`Check r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}: the ${wrong} there is not the solution's digit.`);
    expect(vague.text).not.toContain(SOLUTION[cell]);
    expect(hint(grid).text).toMatch(new RegExp(`The solution has ${SOLUTION[cell]} there\\.$`));
  });

  it('a conflicting pair: both cells and the house, even when the givens are fine', () => {
    // two 4s entered in row 1: r1c1 and r1c2 (both empty in the puzzle)
    const entered = '44' + '.'.repeat(79);
    const h = hint({ puzzle: EASY, entered });
    expect(h).toMatchObject({ kind: 'mistake', mistake: 'conflict', cells: [0, 1], digit: 4, houses: [{ kind: 'row', index: 0 }] });
    expect(h.text).toBe('r1c1 and r1c2 both hold 4 in row 1.');
    // even when the givens have several solutions (a repeat needs no solution)
    const several = '8.........95.......76.........426798...571243...893165......916....3.487....1.532';
    expect(hint({ puzzle: several, entered: '.11' + '.'.repeat(78) })).toMatchObject({ kind: 'mistake', cells: [1, 2] });
    // a digit that repeats a given: the given is named first
    const clash = hint({ puzzle: EASY, entered: '3' + '.'.repeat(80) });
    expect(clash).toMatchObject({ kind: 'mistake', mistake: 'conflict', cells: [2, 0], digit: 3 });
  });

  it('givens that repeat a digit: the same SudokuParseError from text, a player\'s grid and a CandidateGrid', () => {
    const repeated = '33' + EASY.slice(2); // r1c3 is a given 3; r1c1 and r1c2 given 3 as well
    const grid = CandidateGrid.fromBoard(3, [...repeated].map((c) => (c === '.' ? 0 : Number(c))));
    const details = (call: () => unknown) => {
      try {
        call();
      } catch (error) {
        const e = error as SudokuParseError;
        return [e instanceof SudokuParseError, e.code, e.cells, e.digit, e.house];
      }
      return 'no error';
    };
    const expected = [true, 'CONFLICT', [1, 2], 3, 'row'];
    for (const input of [repeated, { puzzle: repeated }, grid]) {
      expect(details(() => hint(input)), String(input)).toEqual(expected);
      expect(details(() => nextStep(input)), String(input)).toEqual(expected);
      expect(details(() => findAll(input, ['naked-single'])), String(input)).toEqual(expected);
    }
    expect(() => hint(grid)).toThrow(/^digit 3 appears twice in row 1: r1c1 and r1c2 \(cells 1 and 2\)$/);
    // entered digits that repeat (not givens) stay a mistake to point out
    const entered = CandidateGrid.fromBoard(3, [...EASY].map((c) => (c === '.' ? 0 : Number(c))));
    entered.place(0, 4);
    entered.place(1, 4);
    expect(hint(entered)).toMatchObject({ kind: 'mistake', mistake: 'conflict', cells: [0, 1], digit: 4 });
  });

  it('a removed true candidate in the marks', () => {
    const base = gridFromPuzzle(EASY);
    const cell = EMPTY[3];
    const lists = Array.from(base.cands, (m, c) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => m & (1 << (d - 1)) && !(c === cell && String(d) === SOLUTION[c])));
    const h = hint({ puzzle: EASY, marks: lists }, { level: 'vague' });
    expect(h).toMatchObject({ kind: 'mistake', mistake: 'removed-candidate', cells: [cell] });
    expect(h.digit).toBeUndefined();
    expect(h.text).not.toMatch(/\d was removed/);
  });

  it('a correct partial game: a step of a technique, sound against the solution', () => {
    const entered = withCells('.'.repeat(81), EMPTY.filter((_, i) => i % 3 === 0));
    const h = hint({ puzzle: EASY, entered });
    expect(h.kind).toBe('step');
    expectSound(h.step!, SOLUTION);
    expect(hint({ puzzle: EASY, entered: SOLUTION }).kind).toBe('solved');
  });

  it('a full grid with a wrong digit is a mistake, not solved', () => {
    const cell = EMPTY[0];
    const a = SOLUTION[cell];
    // swap two entered digits of one row: both wrong, neither repeated
    const other = EMPTY.find((c) => c !== cell && Math.floor(c / 9) === Math.floor(cell / 9) && SOLUTION[c] !== a)!;
    const swapped = [...SOLUTION];
    swapped[cell] = SOLUTION[other];
    swapped[other] = a;
    const h = hint({ puzzle: EASY, entered: swapped.join('') });
    expect(h.kind).toBe('mistake');
  });

  it('4×4 and 16×16 player grids; 16×16 sentences name digits as the board does', () => {
    const four = '1...' + '..3.' + '.4..' + '...2';
    const sol4 = someSolution(four)!;
    const cell4 = four.indexOf('.');
    const wrong4 = [1, 2, 3, 4].find((d) => String(d) !== sol4[cell4])!;
    const h4 = hint({ puzzle: four, entered: withCellsOf('.'.repeat(16), cell4, wrong4) });
    expect(h4.kind).toBe('mistake');
    expect(h4.cells).toContain(cell4);
    expect(hint(four).kind).toBe('step');

    // a solved 16×16 grid with row 1 and column 1 emptied: unique, every step a single
    const N = 16;
    const solved = Array.from({ length: N * N }, (_, i) => {
      const r = Math.floor(i / N);
      const c = i % N;
      return ((4 * (r % 4) + Math.floor(r / 4) + c + 10) % N) + 1; // r1c2 = 12

    });
    const puzzle = solved.map((v, i) => (i < N || i % N === 0 ? 0 : v));
    const text = formatBoard({ n: 4, cells: Uint8Array.from(puzzle) }, { style: 'line' });
    // which full house comes first is the singles order's business (HoDoKu's queue order);
    // whichever it is, its sentence names the digit by the board's symbol
    const step = hint(text).step!;
    expect(step.technique).toBe('full-house');
    const [{ cell: placed, digit }] = step.placements;
    expect(digit).toBe(solved[placed]);
    const house = placed < N ? `column ${placed + 1}` : `row ${Math.floor(placed / N) + 1}`;
    expect(step.text).toBe(`Full house: ${cellName(placed, N)} is the last empty cell of ${house}, so it is ${digitName(digit, N)}.`);
    if (digit > 9) expect(step.text).toMatch(/so it is [A-G]\.$/);
    expect(text[N + 1]).toBe(digitName(solved[N + 1], 16)); // the board text writes the same symbols
    expect([digitName(9, 16), digitName(10, 16), digitName(16, 16), digitName(25, 25)]).toEqual(['9', 'A', 'G', 'P']);
    expect([digitList([10, 16], 16), digitList([1, 7], 9), digitName(9, 9)]).toEqual(['A and G', '1 and 7', '9']);
    // enter 12 (C) in r1c2 where the solution differs: it repeats a given of column 2
    const cell = 1;
    const wrong = solved[cell] === 12 ? 13 : 12;
    const entered = new Array(N * N).fill(0);
    entered[cell] = wrong;
    const h = hint({ puzzle: text, entered });
    expect(h).toMatchObject({ kind: 'mistake', mistake: 'conflict', digit: wrong });
    expect(h.cells).toContain(cell);
    expect(h.text).toMatch(new RegExp(`both hold ${digitName(wrong, 16)} in column 2\\.$`));
    expect(h.text).toBe(`r${Math.floor(h.cells![0] / N) + 1}c2 and r${Math.floor(h.cells![1] / N) + 1}c2 both hold D in column 2.`);
  });
});

function withCellsOf(text: string, cell: number, digit: number): string {
  return text.slice(0, cell) + String(digit) + text.slice(cell + 1);
}

describe('every logic function takes a puzzle string', () => {
  it('hint, nextStep, logicSolve, rate, findAll, applyStep', () => {
    const grid = gridFromPuzzle(EASY);
    expect(hint(EASY)).toEqual(hint(grid));
    expect(nextStep(EASY)).toEqual(nextStep(grid));
    expect(logicSolve(EASY).status).toBe('solved');
    expect(rate(EASY).level).toBe('Easy');
    expect(findAll(EASY, ['naked-single'])).toEqual(findAll(grid, ['naked-single']));
    const step = nextStep(EASY)!;
    expect(applyStep(EASY, step).values).toEqual(applyStep(grid, step).values);
    // and a player's grid where they take a grid
    expect(nextStep({ puzzle: EASY })).toEqual(nextStep(grid));
  });

  it('logicSolve and rate, which start from the givens, refuse a grid in play and say what to pass', () => {
    const inPlay = { puzzle: EASY, entered: withCells('.'.repeat(81), [EMPTY[0]]) };
    for (const call of [() => logicSolve(inPlay as never), () => rate(inPlay as never), () => rate(inPlay as never, { scale: 'se' })]) {
      expect(call).toThrow(TypeError);
      expect(call).toThrow(/takes a puzzle, not a player's grid \{ puzzle, entered, marks \}: pass the puzzle's givens, or ask hint/);
    }
    expect(() => logicSolve(gridFromPuzzle(EASY) as never)).toThrow(/logicSolve takes a puzzle, not a CandidateGrid/);
    expect(() => rate(gridFromPuzzle(EASY) as never)).toThrow(/rate takes a puzzle, not a CandidateGrid/);
  });
});

describe('every option is checked', () => {
  it('unknown keys are a TypeError naming them and the known ones', () => {
    const calls: [string, (o: never) => unknown][] = [
      ['hint', (o) => hint(EASY, o)],
      ['nextStep', (o) => nextStep(EASY, o)],
      ['logicSolve', (o) => logicSolve(EASY, o)],
      ['rate', (o) => rate(EASY, o)],
      ['findAll', (o) => findAll(EASY, undefined, o)],
    ];
    for (const [name, call] of calls) {
      expect(() => call({ bogus: 1 } as never)).toThrow(TypeError);
      const known = name === 'rate' ? 'techniques, exclude, unique, alsInChains, scale' : 'techniques, exclude, unique, onStuck, maxSteps';
      expect(() => call({ bogus: 1 } as never)).toThrow(new RegExp(`^sudoku-wasm: ${name}: unknown option 'bogus'; known: backend, .*${known}`));
      expect(() => call('fast' as never)).toThrow(/expected an options object, got the string "fast"/);
    }
    expect(() => nextStep(EASY, { level: 'vague' } as never)).toThrow(/unknown option 'level'/);
  });

  it('bad values: "expected X, got Y"', () => {
    expect(() => hint(EASY, { level: 'medium' as never })).toThrow(TypeError);
    expect(() => hint(EASY, { level: 'medium' as never })).toThrow(`hint: level: expected 'vague' or 'concrete', got the string "medium"`);
    expect(() => nextStep(EASY, { unique: 'yes' as never })).toThrow(/nextStep: unique: expected true or false, got the string "yes"/);
    expect(() => logicSolve(EASY, { onStuck: 'never' as never })).toThrow(/logicSolve: onStuck: expected 'stop' or 'guess', got the string "never"/);
    expect(() => logicSolve(EASY, { maxSteps: -1 })).toThrow(RangeError);
    // a rating runs to the end: the options that stop a solve early are not rate's
    expect(() => rate(EASY, { maxSteps: 5 } as never)).toThrow(/rate: unknown option 'maxSteps'/);
    expect(() => rate(EASY, { onStuck: 'stop' } as never)).toThrow(/rate: unknown option 'onStuck'/);
    expect(() => rate(EASY, { techniques: 'x-wing' as never })).toThrow(/rate: techniques: expected an array of technique ids, got the string "x-wing"/);
    expect(() => hint(EASY, { exclude: ['no-such'] })).toThrow(/unknown technique 'no-such'/);
    expect(() => findAll(EASY, ['no-such'])).toThrow(TypeError);
    expect(() => applyStep(EASY, null as never)).toThrow(/applyStep: expected a step/);
  });
});

describe('findMistake', () => {
  it('is null on a grid that agrees with the solution, and reports a conflict before a wrong digit', () => {
    const sol = Uint8Array.from(SOLUTION, Number);
    expect(findMistake(gridFromPuzzle(EASY), sol)).toBeNull();
    const g = playerGrid({ puzzle: EASY, entered: '44' + '.'.repeat(79) });
    expect(findMistake(g, sol)!.kind).toBe('conflict');
  });

  it("takes the solution as logicSolve gives it (text) as well as numbers, and refuses one of another size", () => {
    const text = logicSolve(EASY).solution!;
    const first = EMPTY[0];
    const right = '.'.repeat(first) + SOLUTION[first] + '.'.repeat(80 - first);
    const wrong = '.'.repeat(first) + String((Number(SOLUTION[first]) % 9) + 1) + '.'.repeat(80 - first);
    expect(findMistake(playerGrid({ puzzle: EASY }), text)).toBeNull();
    expect(findMistake(playerGrid({ puzzle: EASY, entered: right }), text)).toBeNull();
    expect(findMistake(playerGrid({ puzzle: EASY, entered: wrong }), text)).toMatchObject({ kind: 'wrong-digit', cells: [first], truth: Number(SOLUTION[first]) });
    expect(() => findMistake(gridFromPuzzle(EASY), [4])).toThrow(RangeError);
    expect(() => findMistake(gridFromPuzzle(EASY), Array(81).fill(0))).toThrow(/solution\[0\]: expected a digit from 1 to 9/);
    expect(() => findMistake(gridFromPuzzle(EASY), text.slice(1))).toThrow(SudokuParseError);
  });

  it("takes a player's grid or a puzzle where it takes a grid, as the other logic functions do", () => {
    const first = EMPTY[0];
    const wrong = '.'.repeat(first) + String((Number(SOLUTION[first]) % 9) + 1) + '.'.repeat(80 - first);
    expect(findMistake({ puzzle: EASY, entered: wrong }, SOLUTION)).toMatchObject({ kind: 'wrong-digit', cells: [first] });
    expect(findMistake({ puzzle: EASY, entered: '44' + '.'.repeat(79) }, SOLUTION)).toMatchObject({ kind: 'conflict', cells: [0, 1] });
    expect(findMistake({ puzzle: EASY, marks: Array(81).fill('') }, SOLUTION)).toMatchObject({ kind: 'removed-candidate', cells: [EMPTY[0]] });
    expect(findMistake({ puzzle: EASY }, SOLUTION)).toBeNull();
  });
});
