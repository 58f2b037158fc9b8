/**
 * The graph for other tools (src/graph/export.ts): the JSON object's shape and round trip, the
 * DOT text's structure (header, one node line per cell on the grid, one edge line per pair of
 * peers), and colouring both from a grid.
 */
import { describe, expect, it } from 'vitest';
import { graphToDot, graphToJSON, paletteFor, sudokuGraph } from '../../src/graph/index';

const SOLUTION_9 = '468931527751624839392578461134756298289413675675289314846192753513867942927345186';
const CELLS_9 = Uint8Array.from(SOLUTION_9, Number);

const NODE = /^ {2}(r\d+c\d+) \[pos="(-?\d+),(-?\d+)!"(.*)\];$/;
const EDGE = /^ {2}(r\d+c\d+) -- (r\d+c\d+) \[class="([a-z ]+)"\];$/;

describe('graphToJSON', () => {
  it.each([2, 3, 4])('n = %i: survives JSON.stringify/parse unchanged, with N² vertices and N²·D/2 edges', (n) => {
    const json = graphToJSON(n);
    expect(JSON.parse(JSON.stringify(json))).toEqual(json);
    const side = n * n;
    const degree = 3 * n * n - 2 * n - 1;
    expect(json).toMatchObject({ name: `sudoku${side}`, directed: false, n, side, degree });
    expect(json.vertices).toHaveLength(side * side);
    expect(json.edges).toHaveLength((side * side * degree) / 2);
    expect(json.edges.map((e) => [e.source, e.target])).toEqual(sudokuGraph(n).edges);
  });

  it('9×9 vertices: id, label, 0-based row, column and box; no colour without a grid', () => {
    const { vertices } = graphToJSON(3);
    expect(vertices[0]).toEqual({ id: 0, label: 'r1c1', row: 0, column: 0, box: 0 });
    expect(vertices[40]).toEqual({ id: 40, label: 'r5c5', row: 4, column: 4, box: 4 });
    expect(vertices[80]).toEqual({ id: 80, label: 'r9c9', row: 8, column: 8, box: 8 });
    expect(vertices[33]).toMatchObject({ label: 'r4c7', box: 5 });
  });

  it('edges name the houses the two cells share', () => {
    const { edges } = graphToJSON(3);
    const find = (a: number, b: number) => edges.find((e) => e.source === a && e.target === b)?.houses;
    expect(find(0, 1)).toEqual(['row', 'box']);
    expect(find(0, 8)).toEqual(['row']);
    expect(find(0, 9)).toEqual(['column', 'box']);
    expect(find(0, 72)).toEqual(['column']);
    expect(find(0, 20)).toEqual(['box']);
    expect(find(0, 21)).toBeUndefined(); // r3c4: not a peer
    const counts = { row: 0, column: 0, box: 0 };
    for (const e of edges) for (const h of e.houses) counts[h]++;
    expect(counts).toEqual({ row: 81 * 4, column: 81 * 4, box: 81 * 4 }); // 9 houses × C(9,2) = 324 pairs each
  });

  it('a grid colours the vertices: a board or bare cells, the same result', () => {
    const fromCells = graphToJSON(3, { grid: CELLS_9 });
    expect(graphToJSON(3, { grid: { n: 3, cells: CELLS_9 } })).toEqual(fromCells);
    expect(graphToJSON(3, { grid: Array.from(CELLS_9) })).toEqual(fromCells);
    const palette = paletteFor(9);
    fromCells.vertices.forEach((v, i) => {
      expect(v).toMatchObject({ digit: CELLS_9[i], color: palette[CELLS_9[i]].name, hex: palette[CELLS_9[i]].hex });
    });
    expect(fromCells.vertices[0]).toMatchObject({ digit: 4, color: 'Yellow', hex: '#FFFF00' });
  });

  it('rejects a grid of the wrong size or with bad values', () => {
    expect(() => graphToJSON(3, { grid: { n: 2, cells: new Uint8Array(16) } })).toThrow(
      /expected options.grid.n to be 3, got 2/,
    );
    expect(() => graphToJSON(3, { grid: new Uint8Array(80) })).toThrow(RangeError);
    expect(() => graphToJSON(3, { grid: new Uint8Array(80) })).toThrow(/to hold 81 cells for n = 3, got 80/);
    expect(() => graphToJSON(2, { grid: [1, 2, 3, 5, ...new Array(12).fill(0)] })).toThrow(/integers 0-4, got 5 in cell 4/);
    expect(() => graphToJSON(3, { grid: 'x' as never })).toThrow(TypeError);
    expect(() => graphToJSON(1)).toThrow(RangeError);
  });
});

describe('graphToDot', () => {
  it.each([2, 3, 4])('n = %i: `graph sudokuN {`, one node line per cell, one edge line per edge, `}`', (n) => {
    const side = n * n;
    const degree = 3 * n * n - 2 * n - 1;
    const dot = graphToDot(n);
    expect(dot.endsWith('}\n')).toBe(true);
    const lines = dot.trimEnd().split('\n');
    expect(lines[0]).toBe(`graph sudoku${side} {`);
    expect(lines.at(-1)).toBe('}');
    expect(dot.split('{').length).toBe(2); // one block; attribute lists use [ ]
    const nodes = lines.filter((l) => NODE.test(l)).map((l) => l.match(NODE)![1]);
    const edges = lines.filter((l) => EDGE.test(l)).map((l) => l.match(EDGE)!.slice(1, 3));
    expect(nodes).toHaveLength(side * side);
    expect(new Set(nodes).size).toBe(side * side);
    expect(edges).toHaveLength((side * side * degree) / 2);
    expect(lines.filter((l) => l.includes(' -- '))).toHaveLength(edges.length);
    const declared = new Set(nodes);
    for (const [a, b] of edges) expect(declared.has(a) && declared.has(b)).toBe(true);
    // Everything else is a comment or a default-attribute statement.
    const rest = lines.slice(1, -1).filter((l) => !NODE.test(l) && !EDGE.test(l));
    for (const l of rest) expect(l).toMatch(/^ {2}(\/\/ .*|(graph|node|edge) \[.*\];)$/);
  });

  it('nodes are pinned on the grid: column → x, row → -y, 54 points apart', () => {
    const lines = graphToDot(3).split('\n');
    const pos = (name: string) => {
      const m = lines.map((l) => l.match(NODE)).find((m) => m?.[1] === name);
      return m ? [Number(m[2]), Number(m[3])] : undefined;
    };
    expect(pos('r1c1')).toEqual([0, 0]);
    expect(pos('r1c2')).toEqual([54, 0]);
    expect(pos('r2c1')).toEqual([0, -54]);
    expect(pos('r9c9')).toEqual([432, -432]);
    expect(lines).toContain('  r1c1 -- r1c2 [class="row box"];');
    expect(lines).toContain('  r1c1 -- r9c1 [class="column"];');
  });

  it('a grid fills each node with its digit colour and labels it with the digit', () => {
    const lines = graphToDot(3, { grid: CELLS_9 }).split('\n');
    const nodes = lines.filter((l) => NODE.test(l));
    expect(nodes).toHaveLength(81);
    const palette = paletteFor(9);
    nodes.forEach((l, i) => {
      const color = palette[CELLS_9[i]];
      expect(l).toContain(`label="${CELLS_9[i]}", style=filled, fillcolor="${color.hex}", fontcolor="${color.text}"`);
    });
    const empty = graphToDot(2, { grid: new Uint8Array(16) }).split('\n').filter((l) => NODE.test(l));
    expect(empty[0]).toContain('label="", style=filled, fillcolor="#000000", fontcolor="#FFFFFF"');
  });
});
