/**
 * The demo page's pure helpers: keys to digits (web/src/symbols.ts) and a step's highlights by
 * role (web/src/grid/decor.ts), on real steps of the package.
 */
import { describe, expect, it } from 'vitest';
import { logicSolve } from '../../src/index.js';
import { candidateKey, decorOfStep } from '../../web/src/grid/decor.js';
import { digitOfKey, letterOfKey, symbolOf } from '../../web/src/symbols.js';
import { conflictWhat } from '../../web/src/panels/hint.js';
import { lensText } from '../../web/src/grid/lens.js';

const HARD = '.6..7.......8...2..1.............6.54..3...........7..2...6..4.8.31.........5.1..';

describe('digitOfKey', () => {
  it('reads the digit from the key code, so Shift and Ctrl combinations still give it', () => {
    expect(digitOfKey({ code: 'Digit5', key: '%' }, 9)).toBe(5);
    expect(digitOfKey({ code: 'Numpad7', key: '7' }, 9)).toBe(7);
    expect(digitOfKey({ code: 'Digit0', key: '0' }, 9)).toBe(0);
    expect(digitOfKey({ code: 'Digit5', key: '5' }, 4)).toBe(0); // no 5 on a 4×4 board
  });

  it('reads letters as digits 10… only on boards above 9×9', () => {
    expect(digitOfKey({ code: 'KeyC', key: 'c' }, 16)).toBe(12);
    expect(digitOfKey({ code: 'KeyG', key: 'G' }, 16)).toBe(16);
    expect(digitOfKey({ code: 'KeyH', key: 'h' }, 16)).toBe(0);
    expect(digitOfKey({ code: 'KeyC', key: 'c' }, 9)).toBe(0);
    expect(symbolOf(12)).toBe('C');
  });
});

describe('letterOfKey', () => {
  it('reads a shortcut\'s letter as the keyboard\'s label says (QWERTZ, AZERTY), by its place only for a non-Latin layout', () => {
    expect(letterOfKey({ code: 'KeyZ', key: 'z' })).toBe('Z'); // US
    expect(letterOfKey({ code: 'KeyY', key: 'z' })).toBe('Z'); // German: Z where US has Y
    expect(letterOfKey({ code: 'KeyW', key: 'Z' })).toBe('Z'); // French, with Shift
    expect(letterOfKey({ code: 'KeyZ', key: 'я' })).toBe('Z'); // Russian
    expect(letterOfKey({ code: 'Digit5', key: '5' })).toBe('');
  });
});

describe('decorOfStep', () => {
  const steps = logicSolve(HARD).steps;
  const wing = steps.find((s) => s.technique === 'xy-wing')!;

  it('gives cells the role of their candidates (the pivot cell, the pincer cells)', () => {
    const decor = decorOfStep(wing);
    const roles = [...decor.cells.entries()].sort((a, b) => a[0] - b[0]);
    expect(roles).toEqual([
      [55, 'pincer'],
      [60, 'pivot'],
      [79, 'pincer'],
    ]);
    expect(decor.candidates.get(candidateKey(60, 5))).toBe('pivot');
    expect([...decor.struck].sort((a, b) => a - b)).toEqual(wing.eliminations.map((e) => candidateKey(e.cell, e.digit)).sort((a, b) => a - b));
    expect(decor.links).toBe(wing.links);
  });

  it('shows less at lower grades: houses only, then cells without the effect', () => {
    const pair = steps.find((s) => s.houses.length > 0 && s.eliminations.length > 0)!;
    const houses = decorOfStep(pair, 'houses');
    expect(houses.houses.length).toBe(pair.houses.length);
    expect(houses.cells.size + houses.struck.size + houses.links.length).toBe(0);
    const cells = decorOfStep(pair, 'cells');
    expect(cells.cells.size).toBeGreaterThan(0);
    expect(cells.struck.size + cells.placed.size + cells.links.length).toBe(0);
    const all = decorOfStep(pair, 'all');
    expect(all.struck.size).toBe(pair.eliminations.length);
  });
});

describe('conflictWhat: the "What" of a repeated digit', () => {
  const givens = new Uint8Array(81);
  givens[2] = 3; // r1c3 is a given 3
  const solution = new Uint8Array(81).fill(1);
  solution[3] = 5; // the solution has 5 in r1c4

  it('a given is never the one to change', () => {
    expect(conflictWhat([2, 0], 3, givens, undefined, 9)).toBe('The 3 in r1c3 is a given, so the 3 in r1c1 is the one to change.');
  });

  it('between two entered digits, the solution decides when it is known', () => {
    expect(conflictWhat([3, 7], 5, givens, solution, 9)).toBe('The solution has 5 in r1c4, so the 5 in r1c8 is the one to change.');
    expect(conflictWhat([0, 7], 5, givens, solution, 9)).toBe('Neither is right: the solution has 1 in r1c1 and 1 in r1c8.');
    expect(conflictWhat([3, 7], 5, givens, undefined, 9)).toBe('Take one of them out: a 5 can stand only once in a row, column or box.');
    expect(conflictWhat([0, 1], 16, new Uint8Array(256), undefined, 16)).toMatch(/^Take one of them out: a G /);
    expect(conflictWhat([3, 7], 8, givens, undefined, 9)).toBe('Take one of them out: an 8 can stand only once in a row, column or box.');
    expect(conflictWhat([0, 1], 10, new Uint8Array(256), undefined, 16)).toMatch(/^Take one of them out: an A /);
  });
});

describe('lensText', () => {
  it('reads a cell\'s corner and centre marks out, run together as the cell shows them (A-G on 16×16); nothing for a digit or no mark', () => {
    const m = (...digits: number[]): number => digits.reduce((k, d) => k | (1 << (d - 1)), 0);
    expect(lensText({ value: 0, corner: m(1, 5), centre: m(2, 11, 16), colour: 0 }, 18, 16)).toBe('r2c3: corner 15 · centre 2BG');
    expect(lensText({ value: 0, corner: 0, centre: m(3), colour: 2 }, 255, 16)).toBe('r16c16: centre 3');
    expect(lensText({ value: 7, corner: 0, centre: 0, colour: 0 }, 0, 16)).toBe('');
    expect(lensText({ value: 0, corner: 0, centre: 0, colour: 4 }, 0, 16)).toBe('');
  });
});
