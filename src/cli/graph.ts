/**
 * `sudoku-wasm graph`: the Sudoku graph of one board size, as Graphviz DOT or JSON.
 *
 * Owns: the command's output text. Does not own: the graph or its serialisations (src/graph/),
 * or writing them (main.ts, through output.ts). Pure.
 *
 *   sudoku-wasm graph                       DOT of the 9×9 graph: 81 nodes, 810 edges
 *   sudoku-wasm graph --size 2 --format json
 *   sudoku-wasm graph | neato -n -Tsvg > sudoku9.svg
 */
import { graphToDot, graphToJSON } from '../graph/index.js';
import type { GraphRequest } from './options/args.js';

/**
 * The text `graph` prints, ending with a line break.
 * @param request the box size and format
 * @returns DOT text, or the JSON object on one line
 */
export function graphOutput(request: GraphRequest): string {
  return request.format === 'dot' ? graphToDot(request.n) : JSON.stringify(graphToJSON(request.n)) + '\n';
}
