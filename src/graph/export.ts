/**
 * The Sudoku graph for other tools: a plain JSON object, and Graphviz DOT.
 *
 * Owns: {@link graphToJSON} and {@link graphToDot}, their shapes and the grid layout of the DOT
 * nodes. Does not own: the graph itself (`graph.ts`, `peers.ts`) or the palette (`colors.ts`).
 * Both take an optional grid (a board or its cells) that colours the vertices by digit.
 *
 *   JSON  { name: 'sudoku9', directed: false, n: 3, side: 9, degree: 20,
 *           vertices: [{ id: 0, label: 'r1c1', row: 0, column: 0, box: 0,
 *                        digit?: 5, color?: 'Green', hex?: '#008000' }, …],     N² of them
 *           edges: [{ source: 0, target: 1, houses: ['row', 'box'] }, …] }        N²·D/2
 *
 *         ids, rows, columns and boxes are 0-based (id = cell index in reading order, box =
 *         n·⌊row/n⌋ + ⌊column/n⌋); the label is the 1-based rNcM name. An edge lists every
 *         house its two cells share: ['row'], ['column'], ['box'], ['row', 'box'] or
 *         ['column', 'box'].
 *
 *   DOT   graph sudoku9 {
 *           graph [outputorder=edgesfirst];
 *           node [shape=circle, …];
 *           r1c1 [pos="0,0!"];                                one line per vertex, …
 *           r1c1 -- r1c2 [class="row box"];                   then one line per edge
 *         }
 *
 *         Nodes are pinned on the grid, column c and row r at pos="c·S,-r·S!" with S = 54
 *         points (0.75 in), row 1 on top. `neato -n` takes pos in points as given:
 *         `sudoku-wasm graph | neato -n -Tsvg > sudoku9.svg`. With a grid, each node is
 *         filled with its digit's colour and labelled with the digit's symbol.
 */

import { checkKeys, keysOf, namingCall } from '../api/options.js';
import { ALNUM_SYMBOLS } from '../text/alphabet.js';
import { checkBoxSize } from '../board/sizes.js';
import type { House } from '../board/conflicts.js';
import { paletteFor } from './colors.js';
import { cellLabel, sudokuGraph } from './graph.js';
import { gridCells, type GridInput } from './grid.js';
import { sharedHouses } from './peers.js';

/**
 * Options of {@link graphToJSON} and {@link graphToDot}.
 * @category Graph and colours
 */
export interface GraphExportOptions {
  /**
   * A grid to colour the vertices with: a board of the same box size, or its N² cell values
   * 0…N in reading order (0 = empty, coloured Black). Default: no colours.
   */
  grid?: GridInput | undefined;
}

const EXPORT_OPTION_KEYS = keysOf<GraphExportOptions>()({ grid: true });

/**
 * A vertex of {@link GraphJSON}: one cell.
 * @category Graph and colours
 */
export interface VertexJSON {
  /** 0-based cell index in reading order. */
  id: number;
  /** 1-based rNcM name, e.g. `r1c1`. */
  label: string;
  /** 0-based row, column and box (box n·⌊row/n⌋ + ⌊column/n⌋, boxes in reading order). */
  row: number;
  /** 0-based column. */
  column: number;
  /** 0-based box, in reading order. */
  box: number;
  /** With a grid: the cell's digit (0 = empty), its colour's name and `#RRGGBB` value. */
  digit?: number;
  /** With a grid: the name of the digit's colour. */
  color?: string;
  /** With a grid: the digit's colour as `#RRGGBB`. */
  hex?: string;
}

/**
 * An edge of {@link GraphJSON}: two peers.
 * @category Graph and colours
 */
export interface EdgeJSON {
  /** The two cells' ids, `source < target`. */
  source: number;
  /** The other cell's id. */
  target: number;
  /** The houses the two cells share (one or two of row, column, box). */
  houses: House[];
}

/**
 * The Sudoku graph as a plain, serialisable object, from {@link graphToJSON}.
 * @category Graph and colours
 */
export interface GraphJSON {
  /** `sudoku4`, `sudoku9`, `sudoku16`, …: `sudoku` and the side. */
  name: string;
  /** Always false: peers are a symmetric relation. */
  directed: false;
  /** Box size n, side N = n², and the degree of every vertex, 3n² - 2n - 1. */
  n: number;
  /** Side N = n². */
  side: number;
  /** Peers of every cell, 3n² − 2n − 1. */
  degree: number;
  /** N² vertices, by id. */
  vertices: VertexJSON[];
  /** N²·degree/2 edges, sorted by source then target. */
  edges: EdgeJSON[];
}

/** Points between neighbouring DOT nodes (0.75 in). */
const SPACING = 54;

/**
 * The Sudoku graph of a board size as a plain object (shape in the module header), ready for
 * `JSON.stringify`.
 * @param n box size, 2–8 (3 for 9×9)
 * @param options `grid`: a board or cells to colour the vertices with (default none)
 * @returns N² vertices and N²·D/2 edges (81 and 810 for 9×9)
 * @throws RangeError for a bad box size, or a grid of another size or with values outside 0…N
 * @throws TypeError when the grid is neither a board nor an array of numbers
 * @category Graph and colours
 */
export function graphToJSON(n: number, options?: GraphExportOptions): GraphJSON {
  return namingCall('graphToJSON', () => {
    checkKeys(options, EXPORT_OPTION_KEYS, 'graphToJSON');
    checkBoxSize(n, 'n');
    const graph = sudokuGraph(n);
    const side = graph.side;
    const cells = options?.grid === undefined ? undefined : gridCells(options.grid, n, 'options.grid');
    const palette = paletteFor(side);
    const vertices: VertexJSON[] = [];
    for (let id = 0; id < graph.vertices; id++) {
      const row = (id / side) | 0;
      const column = id - row * side;
      const box = n * ((row / n) | 0) + ((column / n) | 0);
      const vertex: VertexJSON = { id, label: cellLabel(id, side), row, column, box };
      if (cells !== undefined) {
        const color = palette[cells[id]];
        vertex.digit = color.digit;
        vertex.color = color.name;
        vertex.hex = color.hex;
      }
      vertices.push(vertex);
    }
    const edges = graph.edges.map(([source, target]) => ({ source, target, houses: sharedHouses(n, source, target) }));
    return { name: `sudoku${side}`, directed: false, n, side, degree: graph.degree, vertices, edges };
  });
}

/**
 * The Sudoku graph of a board size as Graphviz DOT (layout in the module header): an undirected
 * `graph sudokuN`, one node line per cell pinned at its place on the grid, one edge line per
 * pair of peers. Draw it with `neato -n`.
 * @param n box size, 2–8 (3 for 9×9)
 * @param options `grid`: a board or cells whose digits fill the nodes (default: no fill colour)
 * @returns the DOT text, lines joined with `\n`, ending with a line break
 * @throws RangeError for a bad box size, or a grid of another size or with values outside 0…N
 * @throws TypeError when the grid is neither a board nor an array of numbers
 * @example
 * ```ts
 * import { graphToDot } from 'sudoku-wasm';
 *
 * const dot = graphToDot(2); // 4×4: draw it with `neato -n -Tsvg`
 * dot.split('\n')[0]; // → 'graph sudoku4 {'
 * ```
 * @category Graph and colours
 */
export function graphToDot(n: number, options?: GraphExportOptions): string {
  return namingCall('graphToDot', () => {
    checkKeys(options, EXPORT_OPTION_KEYS, 'graphToDot');
    checkBoxSize(n, 'n');
    const graph = sudokuGraph(n);
    const side = graph.side;
    const cells = options?.grid === undefined ? undefined : gridCells(options.grid, n, 'options.grid');
    const palette = paletteFor(side);
    const lines = [
      `graph sudoku${side} {`,
      `  // ${side}×${side} Sudoku graph: ${graph.vertices} cells, each joined to its ${graph.degree} peers ` +
        `(same row, column or box), ${graph.edges.length} edges. Draw with: neato -n -Tsvg`,
      '  graph [outputorder=edgesfirst];',
      '  node [shape=circle, fixedsize=true, width=0.5, fontname="Helvetica", fontsize=10];',
      '  edge [color="#00000040"];',
    ];
    for (let cell = 0; cell < graph.vertices; cell++) {
      const row = (cell / side) | 0;
      const pos = `pos="${(cell - row * side) * SPACING},${-row * SPACING}!"`;
      if (cells === undefined) {
        lines.push(`  ${cellLabel(cell, side)} [${pos}];`);
      } else {
        const color = palette[cells[cell]];
        const label = color.digit === 0 ? '' : ALNUM_SYMBOLS[color.digit - 1];
        lines.push(
          `  ${cellLabel(cell, side)} [${pos}, label="${label}", style=filled, ` +
            `fillcolor="${color.hex}", fontcolor="${color.text}"];`,
        );
      }
    }
    for (const [a, b] of graph.edges) {
      lines.push(`  ${cellLabel(a, side)} -- ${cellLabel(b, side)} [class="${sharedHouses(n, a, b).join(' ')}"];`);
    }
    lines.push('}');
    return lines.join('\n') + '\n';
  });
}
