/**
 * The Sudoku graph (src/graph/graph.ts): vertex and edge counts, the edge list's order, and the
 * colouring property: a solved board (9×9, 4×4 and 16×16 from the fixtures) is a proper
 * colouring, and the same board with two cells swapped is not.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Board } from '../../src/board/index';
import { parseBoard } from '../../src/text/index';
import { sudokuGraph, type SudokuGraph } from '../../src/graph/index';

const SOLUTION_9 = '468931527751624839392578461134756298289413675675289314846192753513867942927345186';

/** The solution of the first one-solution line of a `puzzle:count:solution` fixture file. */
function fixtureSolution(name: string): Board {
  const line = readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8')
    .split('\n')
    .find((l) => l !== '' && !l.startsWith('#') && l.split(':')[1] === '1');
  if (line === undefined) throw new Error(`${name}: no line with exactly one solution`);
  return parseBoard(line.split(':')[2]);
}

/** The edges whose two ends have the same colour. */
function monochromatic(graph: SudokuGraph, cells: ArrayLike<number>): [number, number][] {
  return graph.edges.filter(([a, b]) => cells[a] === cells[b]);
}

describe.each([2, 3, 4, 5, 6])('sudokuGraph(%i)', (n) => {
  const side = n * n;
  const degree = 3 * n * n - 2 * n - 1;
  const graph = sudokuGraph(n);

  it(`N² vertices of degree ${degree}, N²·degree/2 edges`, () => {
    expect(graph).toMatchObject({ n, side, vertices: side * side, degree });
    expect(graph.edges).toHaveLength((side * side * degree) / 2);
  });

  it('edges are pairs a < b, strictly ascending (so each appears once), every vertex in `degree` of them', () => {
    const seen = new Uint32Array(side * side);
    let previous: [number, number] = [-1, -1];
    for (const edge of graph.edges) {
      const [a, b] = edge;
      expect(a < b).toBe(true);
      expect(a > previous[0] || (a === previous[0] && b > previous[1])).toBe(true);
      seen[a]++;
      seen[b]++;
      previous = edge;
    }
    expect(seen.every((d) => d === degree)).toBe(true);
  });
});

describe('sudokuGraph', () => {
  it('9×9: 810 edges; labels are 1-based rNcM', () => {
    const graph = sudokuGraph(3);
    expect(graph.edges).toHaveLength(810);
    expect(graph.edges.slice(0, 3)).toEqual([[0, 1], [0, 2], [0, 3]]);
    expect(graph.edges.at(-1)).toEqual([79, 80]);
    expect([graph.label(0), graph.label(8), graph.label(9), graph.label(80)]).toEqual(['r1c1', 'r1c9', 'r2c1', 'r9c9']);
    expect(() => graph.label(81)).toThrow(RangeError);
    expect(sudokuGraph(8).label(4095)).toBe('r64c64');
  });

  it('49×49 and 64×64 edge counts', () => {
    expect(sudokuGraph(7).edges).toHaveLength(158_466);
    expect(sudokuGraph(8).edges).toHaveLength(358_400);
  });

  it('rejects box sizes other than 2-8', () => {
    for (const n of [1, 9, 2.5, Number.NaN]) expect(() => sudokuGraph(n)).toThrow(RangeError);
    expect(() => sudokuGraph('3' as never)).toThrow(/expected n to be a box size from 2 to 8, got the string "3"/);
  });
});

describe('a solved board is a proper colouring of the graph', () => {
  const boards: [string, Board][] = [
    ['9×9', parseBoard(SOLUTION_9)],
    ['4×4 (board-4.txt)', fixtureSolution('board-4.txt')],
    ['16×16 (board-16.txt)', fixtureSolution('board-16.txt')],
  ];

  it.each(boards)('%s: no edge joins two cells of the same digit', (_, board) => {
    const graph = sudokuGraph(board.n);
    expect(board.cells.every((v) => v >= 1 && v <= graph.side)).toBe(true); // complete
    expect(monochromatic(graph, board.cells)).toEqual([]);
  });

  it.each(boards)('%s: swapping two different digits of a row breaks it at both cells', (_, board) => {
    const graph = sudokuGraph(board.n);
    const cells = Uint8Array.from(board.cells);
    const [a, b] = [0, graph.side - 1]; // r1c1 and r1cN: same row, different columns and boxes
    expect(cells[a]).not.toBe(cells[b]);
    [cells[a], cells[b]] = [cells[b], cells[a]];
    const bad = monochromatic(graph, cells);
    expect(bad.length).toBeGreaterThan(0);
    for (const [x, y] of bad) expect([x, y].some((v) => v === a || v === b)).toBe(true);
    expect(bad.some(([x, y]) => x === a || y === a)).toBe(true);
    expect(bad.some(([x, y]) => x === b || y === b)).toBe(true);
  });
});
