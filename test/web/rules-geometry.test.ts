/**
 * The drawing of variant rules as data (web/src/grid/rules/, no DOM) and what the page makes of
 * a variant puzzle's houses and words (web/src/variant/): cage outlines meet at their corners,
 * the sum sits in the first cell, arrows start on the circle's edge and end in a head clear of the last cell's digit, outside
 * clues stand in the margin and only they ask for it, every rule of the model draws (or is a
 * global rule, said in words), jigsaw regions and cages are houses for conflicts, and a saved
 * variant game comes back with its rules.
 */
import { describe, expect, it } from 'vitest';
import type { Constraint, VariantPuzzle } from '../../src/variant/model.js';
import { CAGE_INSET, cageShapes, outlinePath } from '../../web/src/grid/rules/cages.js';
import { edgeMarkSides, needsMargin, shapesOf, shapesOfRule } from '../../web/src/grid/rules/index.js';
import { arrowShapes, lineShapes } from '../../web/src/grid/rules/lines.js';
import { littleKillerShapes, sideClueShapes } from '../../web/src/grid/rules/outside.js';
import { Game } from '../../web/src/state/game.js';
import { decodeSaved, encodeSaved } from '../../web/src/state/saved.js';
import { cellNotes, describeRules, rulesNote } from '../../web/src/variant/describe.js';
import { isPlainClassic, readVariant } from '../../web/src/variant/kit.js';

/** The segments of a path of `M x y L x y` pairs. */
const segments = (d: string): number[][] => [...d.matchAll(/M([\d.-]+) ([\d.-]+)L([\d.-]+) ([\d.-]+)/g)].map((m) => m.slice(1).map(Number));

describe('cages', () => {
  it('a one-cell cage is a square inset on every side', () => {
    const segs = segments(outlinePath([0], 9));
    const d = CAGE_INSET;
    expect(segs).toEqual([
      [d, d, 1 - d, d],
      [d, 1 - d, 1 - d, 1 - d],
      [d, d, d, 1 - d],
      [1 - d, d, 1 - d, 1 - d],
    ]);
  });

  it('an L of three cells: every segment end meets another end (a closed outline, the concave corner included)', () => {
    const segs = segments(outlinePath([0, 1, 9], 9)); // r1c1, r1c2, r2c1
    expect(segs).toHaveLength(8); // 6 edges on the border, two of them in two parts (the L's arms)
    const ends = segs.flatMap((s) => [`${s[0]},${s[1]}`, `${s[2]},${s[3]}`]);
    const counts = new Map<string, number>();
    for (const e of ends) counts.set(e, (counts.get(e) ?? 0) + 1);
    for (const [point, n] of counts) expect(n, point).toBe(2);
    // the concave corner (r2c2 is out) is at (1 − d, 1 − d), inside the cage like the rest
    expect(counts.get(`${1 - CAGE_INSET},${1 - CAGE_INSET}`)).toBe(2);
  });

  it('the sum goes in the first cell in reading order, on a backing; a cage without a sum has none', () => {
    const shapes = cageShapes([40, 31, 41], 17, 9); // r4c5 is first
    const sum = shapes.find((s) => s.part === 'sum')!;
    expect(sum.text).toBe('17');
    expect(Number(sum.attrs.x)).toBeGreaterThan(4);
    expect(Number(sum.attrs.x)).toBeLessThan(4.5);
    expect(Number(sum.attrs.y)).toBeGreaterThan(3);
    expect(Number(sum.attrs.y)).toBeLessThan(3.5);
    expect(shapes.map((s) => s.part)).toEqual(['cage', 'sum-back', 'sum']);
    expect(cageShapes([0, 1], undefined, 9).map((s) => s.part)).toEqual(['cage']);
  });
});

describe('lines and arrows', () => {
  it('a thermometer is a bulb on its first cell and a line through the centres, edges first, then fills', () => {
    const shapes = lineShapes('thermometer', [59, 58, 57], 9);
    expect(shapes.map((s) => s.part)).toEqual(['bulb-edge', 'edge', 'bulb', 'line']);
    const [edge, , bulb, line] = shapes;
    expect(bulb.attrs).toMatchObject({ cx: '5.5', cy: '6.5' });
    expect(Number(bulb.attrs.r)).toBeLessThan(Number(edge.attrs.r));
    expect(line.attrs.d).toBe('M5.5 6.5 L4.5 6.5 L3.5 6.5');
  });

  it('between lines and double arrows end in circles, lockout lines in diamonds, the others in nothing', () => {
    expect(lineShapes('between', [0, 1, 2], 9).filter((s) => s.part === 'end').map((s) => s.tag)).toEqual(['circle', 'circle']);
    expect(lineShapes('lockout', [0, 1, 2], 9).filter((s) => s.part === 'end').map((s) => s.tag)).toEqual(['path', 'path']);
    expect(lineShapes('renban', [0, 1, 2], 9).map((s) => s.part)).toEqual(['edge', 'line']);
  });

  it('an arrow leaves its circle at the edge towards the first shaft cell and ends in a head at the last', () => {
    const shapes = arrowShapes([0], [10, 20], 9);
    expect(shapes.map((s) => s.part)).toEqual(['circle', 'shaft', 'head']);
    const shaft = shapes[1].attrs.d as string;
    const start = shaft.match(/^M([\d.]+) ([\d.]+)/)!.slice(1).map(Number);
    expect(Math.hypot(start[0] - 0.5, start[1] - 0.5)).toBeCloseTo(0.4, 3);
    expect(shaft).toContain('L1.5 1.5'); // through the middle cell's centre
    expect(shaft.endsWith('L2.264 2.264')).toBe(true); // a third of a cell short of r3c3's centre, on the diagonal
    expect(shapes[2].attrs.d).toContain('L2.264 2.264'); // the head's tip
    expect(arrowShapes([0, 1], [2], 9).map((s) => s.part)).toEqual(['pill-edge', 'pill', 'shaft', 'head']);
  });

  it('the head stops clear of the last cell\'s digit, its size and direction kept, on 4x4 to 9x9 boards', () => {
    const points = (d: string): number[][] => [...d.matchAll(/([\d.]+) ([\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
    for (let N = 4; N <= 9; N++) {
      const at = (r: number, c: number): number => r * N + c;
      const arrows: [number[], number[]][] = [
        [[at(0, 0)], [at(0, 1), at(0, 2)]], // straight, left to right
        [[at(0, 0)], [at(1, 0), at(2, 0), at(3, 0)]], // straight, down
        [[at(0, 0)], [at(1, 1), at(2, 2)]], // diagonal
        [[at(3, 3)], [at(2, 3), at(1, 2)]], // up, then diagonal up-left
        [[at(0, 0)], [at(0, 1)]], // one shaft cell: the segment from the rim, 0.6 long
        [[at(1, 1)], [at(0, 0)]], // one shaft cell on the diagonal
        [[at(0, 0), at(0, 1)], [at(1, 2)]], // from a pill
      ];
      for (const [circle, shaft] of arrows) {
        const shapes = arrowShapes(circle, shaft, N);
        const line = points(shapes.find((s) => s.part === 'shaft')!.attrs.d as string);
        const [left, tip, right] = points(shapes.find((s) => s.part === 'head')!.attrs.d as string);
        const last = shaft[shaft.length - 1];
        const [cx, cy] = [(last % N) + 0.5, Math.floor(last / N) + 0.5];
        const label = `N=${N} circle ${circle} shaft ${shaft}`;
        expect(line[line.length - 1], label).toEqual(tip); // the shaft ends at the tip
        expect(Math.hypot(tip[0] - cx, tip[1] - cy), label).toBeGreaterThan(0.3); // clear of the digit
        for (const p of [left, right]) {
          expect(Math.hypot(p[0] - cx, p[1] - cy), label).toBeGreaterThan(0.5);
          expect(Math.hypot(p[0] - tip[0], p[1] - tip[1]), label).toBeCloseTo(0.22 * Math.SQRT2, 2); // the head's size
        }
        // pointing at the last centre: the head's axis runs through it
        const back = [(left[0] + right[0]) / 2, (left[1] + right[1]) / 2];
        const cross = (tip[0] - back[0]) * (cy - tip[1]) - (tip[1] - back[1]) * (cx - tip[0]);
        expect(Math.abs(cross), label).toBeLessThan(0.005);
        expect((tip[0] - back[0]) * (cx - tip[0]) + (tip[1] - back[1]) * (cy - tip[1]), label).toBeGreaterThan(0);
      }
    }
  });

  it('a pill is a circle drawn long: its rim as wide as a circle\'s and on the same radius, the shaft from the middle of that rim', () => {
    const [circle] = arrowShapes([0], [10], 9);
    const [edge, inside, shaft] = arrowShapes([0, 1], [11], 9);
    const [outer, inner] = [Number(edge.attrs['stroke-width']), Number(inside.attrs['stroke-width'])];
    expect((outer - inner) / 2).toBeCloseTo(0.05, 3); // style.css: .rule-arrow.part-circle's stroke-width
    expect((outer + inner) / 4).toBeCloseTo(Number(circle.attrs.r), 3);
    const start = (shaft.attrs.d as string).match(/^M([\d.]+) ([\d.]+)/)!.slice(1).map(Number);
    expect(Math.hypot(start[0] - 1.5, start[1] - 0.5)).toBeCloseTo(Number(circle.attrs.r), 3);
  });
});

describe('outside clues', () => {
  it('a little killer stands one diagonal step before its first cell, outside the grid', () => {
    const [sum, arrow] = littleKillerShapes([1, 11, 21], 15, 9); // r1c2 down-right: the clue is above r1c1... at (c0, r-1)
    expect(sum.outside && arrow.outside).toBe(true);
    expect(Number(sum.attrs.x)).toBeCloseTo(0.42, 2);
    expect(Number(sum.attrs.y)).toBeLessThan(0);
  });

  it('side clues stand in the margin beside their row or column; only outside clues need the margin', () => {
    expect(sideClueShapes('xSum', 'right', 3, 20, 9)[0].attrs).toMatchObject({ x: '9.5' });
    expect(sideClueShapes('skyscraper', 'top', 0, 3, 9)[0].attrs).toMatchObject({ x: '0.5' });
    expect(needsMargin([{ type: 'killer', cells: [0], sum: 3 }])).toBe(false);
    expect(needsMargin([{ type: 'sandwich', line: 'row', index: 0, sum: 10 }])).toBe(true);
  });
});

describe('dots, X and V', () => {
  it('name the sides of the cells they stand on (their candidates stand back from them), whichever cell comes first; other rules name none', () => {
    const constraints: Constraint[] = [
      { type: 'kropki', color: 'white', cells: [1, 0] },
      { type: 'xv', cells: [1, 7], sum: 5 },
      { type: 'kropki', color: 'black', cells: [7, 13] },
      { type: 'killer', cells: [20, 21], sum: 3 },
    ];
    const sides = edgeMarkSides(constraints, 6);
    expect(sides.slice(0, 14)).toEqual(['right', 'bottom left', '', '', '', '', '', 'top bottom', '', '', '', '', '', 'top']);
    expect(sides.filter((s) => s !== '').length).toBe(4);
    expect(readVariant({ size: 6, givens: '.'.repeat(36), constraints }).edgeMarks).toEqual(sides);
  });
});

describe('every rule', () => {
  const every: Constraint[] = [
    { type: 'extraRegion', cells: [0, 1] }, { type: 'disjointGroups' }, { type: 'diagonal', direction: 'main' }, { type: 'antiKnight' }, { type: 'antiKing' },
    { type: 'nonConsecutive' }, { type: 'kropki', color: 'white', cells: [0, 1] }, { type: 'kropki', color: 'black', cells: [0, 9], value: 3 }, { type: 'xv', cells: [1, 2], sum: 10 },
    { type: 'negativeBlack' }, { type: 'negativeXV' }, { type: 'killer', cells: [3, 4], sum: 9 }, { type: 'littleKiller', cells: [1, 11], sum: 9 },
    { type: 'arrow', circle: [30], shaft: [31, 32] }, { type: 'sandwich', line: 'column', index: 2, sum: 0 }, { type: 'xSum', side: 'left', index: 1, sum: 12 },
    { type: 'skyscraper', side: 'bottom', index: 4, count: 3 }, { type: 'thermometer', cells: [40, 41] }, { type: 'slowThermometer', cells: [42, 43] },
    { type: 'whispers', cells: [50, 51] }, { type: 'renban', cells: [52, 53] }, { type: 'palindrome', cells: [54, 55] }, { type: 'entropic', cells: [56, 57, 58] },
    { type: 'modular', cells: [60, 61, 62] }, { type: 'nabner', cells: [63, 64] }, { type: 'zipper', cells: [65, 66, 67] }, { type: 'doubleArrow', cells: [68, 69, 70] },
    { type: 'lockout', cells: [72, 73, 74] }, { type: 'regionSum', cells: [75, 76] }, { type: 'between', cells: [77, 78, 79] }, { type: 'clone', cells: [5], clone: [80] },
    { type: 'odd', cells: [6] }, { type: 'even', cells: [7] }, { type: 'minimum', cells: [8] }, { type: 'maximum', cells: [17] }, { type: 'rowIndexer', cells: [18] },
    { type: 'columnIndexer', cells: [19] }, { type: 'boxIndexer', cells: [20] }, { type: 'quadruple', cells: [21, 22, 30, 31], digits: [1, 2] },
  ];
  const global = new Set(['disjointGroups', 'antiKnight', 'antiKing', 'nonConsecutive', 'negativeBlack', 'negativeXV']);

  it('an extra region is shaded cell by cell and outlined once', () => {
    const shapes = shapesOfRule({ type: 'extraRegion', cells: [10, 11, 19, 20] }, 9);
    expect(shapes.map((s) => s.part)).toEqual(['shade', 'shade', 'shade', 'shade', 'outline']);
    expect(segments(shapes[4].attrs.d as string)).toHaveLength(8);
  });

  it('draws each rule with cells, and says every rule in words', () => {
    for (const c of every) expect(shapesOfRule(c, 9).length > 0, c.type).toBe(!global.has(c.type));
    const words = describeRules({ size: 9, constraints: every });
    expect(words).toHaveLength(every.length);
    for (const w of words) expect(w).not.toMatch(/undefined|\[object/);
    expect(shapesOf({ size: 9, constraints: every }).at(-1)!.outside).toBe(true); // outside clues last
  });

  it('a clone of one cell is said in the singular', () => {
    const [one, two] = describeRules({ size: 9, constraints: [{ type: 'clone', cells: [0], clone: [40] }, { type: 'clone', cells: [0, 1], clone: [40, 41] }] });
    expect(one).toBe('Clone: r1c1 holds the same digit as r5c5');
    expect(two).toBe('Clone: r1c1, r1c2 hold the same digits as r5c5, r5c6, in that order');
  });

  it('says the rules of the grid above the list: no boxes on a 5×5 or 7×7 grid with no regions', () => {
    const killer: Constraint = { type: 'killer', cells: [0, 1], sum: 3 };
    expect(rulesNote({ size: 9, constraints: [killer] })).toBe('Normal Sudoku rules apply, and:');
    expect(rulesNote({ size: 6, constraints: [] })).toBe('Normal Sudoku rules apply.');
    expect(rulesNote({ size: 5, constraints: [] })).toBe('Each row and column holds 1–5 once (a 5×5 grid has no boxes).');
    expect(rulesNote({ size: 7, constraints: [killer] })).toBe('Each row and column holds 1–7 once (a 7×7 grid has no boxes), and:');
    const regions = Array.from({ length: 25 }, (_, i) => (i === 1 ? 1 : i === 5 ? 0 : Math.floor(i / 5)));
    expect(rulesNote({ size: 5, regions, constraints: [] })).toBe('Normal Sudoku rules apply, and:'); // and the jigsaw's line
    expect(readVariant('....5.4.12.12.4..4....1..').note).toMatch(/^Each row and column holds 1–5 once/);
  });

  it('lays the number pad and centre marks of a 5×5 or 7×7 grid out in 3 columns (a box is one row there)', () => {
    const columns = (size: number) => readVariant({ size, givens: '.'.repeat(size * size), constraints: [{ type: 'antiKing' }] }).board.n;
    expect([4, 5, 6, 7, 8, 9].map(columns)).toEqual([2, 3, 3, 3, 4, 3]);
  });

  it('names the rules a cell is in', () => {
    const notes = cellNotes({ size: 9, constraints: every });
    expect(notes[0]).toBe('in an extra region; on a diagonal; white dot with r1c2; black dot with r2c1');
    expect(notes[41]).toBe('thermometer, 2nd from the bulb of 2');
    expect(notes[30]).toBe('on a diagonal; arrow circle, the sum of r4c5, r4c6; quadruple 1 2');
  });
});

describe('houses in play', () => {
  const jigsaw: VariantPuzzle = {
    size: 9,
    givens: '....69......15..................7....9.....3.3....2..82....3....73.9.6..16.87....',
    regions: [
      0, 0, 1, 1, 1, 2, 2, 2, 2, 0, 0, 0, 1, 1, 1, 1, 2, 2, 0, 0, 0, 0, 1, 1, 2, 2, 2, 3, 3, 4, 4, 4, 5, 5, 5, 5, 3, 3, 3, 3, 4, 4, 5, 5, 5, 3, 3, 3, 4, 4, 4, 4, 5, 5, 6,
      6, 6, 7, 7, 7, 7, 8, 8, 6, 6, 6, 7, 7, 7, 8, 8, 8, 6, 6, 6, 7, 7, 8, 8, 8, 8,
    ],
    constraints: [{ type: 'killer', cells: [40, 50], sum: 5 }],
  };

  it('jigsaw regions replace the boxes, and a cage is a house: conflicts and peers follow them', () => {
    const play = readVariant({ ...jigsaw, givens: '.'.repeat(81) });
    const game = new Game(play.board, play.rules);
    game.placeDigit([0], 1);
    game.placeDigit([21], 1); // r3c4: region 0 with r1c1, no row, column or box
    expect([...game.conflicts()].sort((a, b) => a - b)).toEqual([0, 21]);
    expect(game.where(21).box).toBe(0);
    game.placeDigit([2], 1); // r1c3: box 0 of the classic grid, but region 1
    expect(game.conflicts().has(2)).toBe(true); // the row repeats
    game.undo();
    game.undo();
    game.undo();
    game.placeDigit([40], 4);
    game.placeDigit([50], 4); // the cage r5c5, r6c6: not a row, column or region
    expect(game.conflicts()).toEqual(new Set([40, 50]));
    expect(game.peers(40)).toContain(50);
  });

  it('rules between two cells make conflicts and narrow filled-in candidates: dots, X and V, non-consecutive, thermometers', () => {
    const empty = '.'.repeat(81);
    const play = readVariant({
      size: 9,
      givens: empty,
      constraints: [
        { type: 'nonConsecutive' },
        { type: 'kropki', cells: [0, 1], color: 'white', value: 1 },
        { type: 'xv', cells: [20, 21], sum: 10 },
        { type: 'thermometer', cells: [40, 41, 42] },
      ],
    });
    const game = new Game(play.board, play.rules);
    game.placeDigit([9], 4);
    game.placeDigit([10], 5); // r2c1, r2c2: orthogonal neighbours differ by 1
    expect(game.conflicts()).toEqual(new Set([9, 10]));
    game.undo();
    game.undo();
    game.placeDigit([0], 4); // r1c1 4: across its white dot r1c2 takes 3 or 5, and the box's 3 (r3c3) leaves 5
    game.placeDigit([20], 3); // r3c3 3, X with r3c4: 7
    game.placeDigit([41], 5); // thermometer r5c5 < r5c6 < r5c7
    game.fillCandidates();
    const centre = (cell: number) => [...game.centre[cell].toString(2)].reverse().flatMap((b, i) => (b === '1' ? [i + 1] : []));
    expect(centre(1)).toEqual([5]);
    expect(centre(21)).toEqual([7]);
    expect(centre(40)).toEqual([1, 2, 3]); // below the thermometer's 5, and not 4 beside it
    expect(centre(42)).toEqual([7, 8, 9]);
    expect(centre(11)).toEqual([1, 5, 6, 7, 8, 9]); // r2c3: the box's 3 and 4 gone, and 2 (3 below it, r3c3)
    game.placeDigit([1], 6); // neither 3 nor 5 beside the 4 across the dot
    expect(game.conflicts()).toEqual(new Set([0, 1]));
    game.undo();
    game.placeDigit([42], 4); // the thermometer falls
    expect(game.conflicts()).toEqual(new Set([41, 42]));
  });

  it('disjoint groups are houses: the k-th cell of every box, or of every jigsaw region in reading order', () => {
    const empty = '.'.repeat(81);
    const boxes = new Game(...(({ board, rules }) => [board, rules] as const)(readVariant({ size: 9, givens: empty, constraints: [{ type: 'disjointGroups' }] })));
    boxes.placeDigit([0], 5); // r1c1: the 1st cell of box 1
    boxes.placeDigit([30], 5); // r4c4: the 1st cell of box 5 (no row, column or box shared)
    expect(boxes.conflicts()).toEqual(new Set([0, 30]));
    expect(boxes.peers(10)).toContain(70); // r2c2 and r8c8: the 5th cells of boxes 1 and 9
    expect(boxes.peers(10)).not.toContain(80);
    // a jigsaw: r1c3 is region 1's 1st cell, r4c1 region 3's 1st
    const regions = readVariant({ ...jigsaw, givens: empty, constraints: [{ type: 'disjointGroups' }] });
    const game = new Game(regions.board, regions.rules);
    expect(game.peers(2)).toContain(27);
    expect(game.peers(0)).not.toContain(40); // r5c5 is region 4's 5th cell, not its 1st
  });

  it('renban, nabner and thermometer digits all differ: each is a house (a killer cage and an extra region already were)', () => {
    const play = readVariant({
      size: 9,
      givens: '.'.repeat(81),
      constraints: [
        { type: 'renban', cells: [20, 30] }, // r3c3, r4c4: no row, column or box shared
        { type: 'nabner', cells: [23, 33] }, // r3c6, r4c7
        { type: 'thermometer', cells: [74, 66, 58] }, // r9c3, r8c4, r7c5
      ],
    });
    const game = new Game(play.board, play.rules);
    for (const [a, b] of [[20, 30], [23, 33], [74, 58]]) {
      game.placeDigit([a], 3);
      game.placeDigit([b], 3);
      expect(game.conflicts()).toEqual(new Set([a, b]));
      game.undo();
      game.undo();
    }
  });

  it('anti-knight and anti-king: a digit repeated a knight\'s or a king\'s move away is a conflict, placing a digit takes it out of those cells\' marks, and filled candidates leave it out', () => {
    const play = readVariant({ size: 9, givens: '.'.repeat(81), constraints: [{ type: 'antiKnight' }, { type: 'antiKing' }] });
    const game = new Game(play.board, play.rules);
    game.placeDigit([40], 5); // r5c5
    game.placeDigit([21], 5); // r3c4: a knight's move away, no row, column or box shared
    expect(game.conflicts()).toEqual(new Set([40, 21]));
    game.undo();
    game.placeDigit([30], 5); // r4c4: a king's move (diagonal), same box
    expect(game.conflicts()).toEqual(new Set([40, 30]));
    game.undo();
    game.undo();
    game.fillCandidates();
    game.placeDigit([40], 5);
    for (const c of [21, 23, 39, 41, 57, 59, 29, 51]) expect(game.centre[c] & (1 << 4), `r${Math.floor(c / 9) + 1}c${(c % 9) + 1}, knight`).toBe(0);
    for (const c of [30, 32, 48, 50]) expect(game.centre[c] & (1 << 4)).toBe(0);
    expect(game.centre[20] & (1 << 4)).not.toBe(0); // r3c3: two steps diagonal, no rule
    game.undo();
    game.placeDigit([0], 7); // r1c1
    game.fillCandidates();
    expect(game.centre[11] & (1 << 6)).toBe(0); // r2c3: a knight's move from r1c1
    expect(game.centre[19] & (1 << 6)).toBe(0); // r3c2
    expect(game.centre[12] & (1 << 6)).not.toBe(0); // r2c4: no rule
    // a classic-looking puzzle with neither rule keeps its peers (20 each)
    const plain = readVariant({ size: 9, givens: '.'.repeat(81), constraints: [{ type: 'diagonal', direction: 'main' }] });
    expect(new Game(plain.board, plain.rules).peers(1)).toHaveLength(20);
  });

  it('sizes: a 4×4 variant is played on a 2×2-box board; 6×6 and 8×8 on their 2×3 and 2×4 boxes (as regions)', () => {
    const small = readVariant({ size: 4, givens: '1...............', constraints: [{ type: 'killer', cells: [1, 2], sum: 5 }] });
    expect(small.board.n).toBe(2);
    expect(new Game(small.board, small.rules).peers(1)).toContain(2);
    const six = readVariant({ size: 6, givens: '.'.repeat(36), constraints: [] });
    expect(isPlainClassic(six)).toBe(false);
    const g6 = new Game(six.board, six.rules);
    expect([g6.N, g6.n]).toEqual([6, 3]);
    // r1c1's box: r1c1-r1c3 and r2c1-r2c3 (2 rows × 3 columns)
    expect(g6.where(8)).toEqual({ row: 1, column: 2, box: 0 });
    expect(g6.where(9)).toEqual({ row: 1, column: 3, box: 1 });
    expect(g6.peers(0)).toContain(8);
    expect(g6.peers(0)).not.toContain(13); // r3c2: another box, row and column;
    const eight = readVariant({ size: 8, givens: '.'.repeat(64), constraints: [] });
    const g8 = new Game(eight.board, eight.rules);
    expect([g8.N, g8.n]).toEqual([8, 4]);
    expect(g8.where(11)).toEqual({ row: 1, column: 3, box: 0 });
    expect(g8.where(12)).toEqual({ row: 1, column: 4, box: 1 });
    g8.placeDigit([0], 8);
    g8.placeDigit([11], 8);
    expect(g8.conflicts()).toEqual(new Set([0, 11]));
  });

  it('a game is complete only on the solution when one is set (a cage sum no house checks)', () => {
    const game = new Game({ n: 2, cells: new Uint8Array(16) });
    const grid = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
    grid.forEach((d, c) => game.placeDigit([c], d));
    expect(game.isComplete()).toBe(true);
    game.solution = grid.map((d, c) => (c === 0 ? 9 : d));
    expect(game.isComplete()).toBe(false);
  });

  it('a saved variant game keeps the puzzle: read back with the reader, its houses and givens hold', () => {
    const play = readVariant(jigsaw);
    const game = new Game(play.board, play.rules);
    game.placeDigit([0], 9);
    const text = encodeSaved({ game, elapsed: 1000, paused: false, tally: { hints: 0, mistakes: 0, solvedByEngine: false }, info: {}, variant: play })!;
    expect(JSON.parse(text).variant).toBe(play.text);
    expect(decodeSaved(text)).toBeNull(); // without the reader a variant game is not read
    const back = decodeSaved(text, undefined, readVariant)!;
    expect(back.variant!.text).toBe(play.text);
    expect(back.game.values[0]).toBe(9);
    expect(back.game.where(21).box).toBe(0);
    // a variant whose givens are not the saved puzzle's is not read
    const other = JSON.parse(text);
    other.variant = readVariant({ ...jigsaw, givens: `4${jigsaw.givens.slice(1)}` }).text;
    expect(decodeSaved(JSON.stringify(other), undefined, readVariant)).toBeNull();
  });
});
