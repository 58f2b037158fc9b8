/**
 * The f-puzzles grid scan before anything has used the variant module: a classic puzzle given
 * as f-puzzles text never searches with that module, yet its text is read by it wherever the
 * module is at hand (the Node entry embeds it). A file of its own, since the module's instance
 * lives per test file: no test here may instantiate it first.
 */
import { describe, expect, it } from 'vitest';
import { countSolutions, toFpuzzles } from '../../../src/index';
import { scanFpuzzlesGrid } from '../../../src/variant/formats/fpuzzles-grid-scan';

const LINE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

describe('the f-puzzles grid scan, the variant module unused so far', () => {
  it("reads a classic puzzle's text with the module the entry embeds", () => {
    const text = JSON.stringify(toFpuzzles({ size: 9, givens: LINE, constraints: [] }));
    expect(countSolutions(text, 2)).toBe(1);
    const scan = scanFpuzzlesGrid(text);
    expect(scan?.rows).toBe(9);
    expect(scan?.raw).toEqual({ size: 9, grid: 0 });
  });
});
