/**
 * The Sudoku graph: Sudoku as graph colouring, for every board size (4×4 to 64×64).
 *
 * Owns: the public surface of `src/graph/` (this barrel re-exports it; the peer table, label
 * and grid helpers stay internal). Each cell is a vertex joined to its 3n² - 2n - 1 peers (same
 * row, column or box); a solved board is a proper colouring with N colours, the digits.
 *
 *   cellPeers                 a cell's peers by house               peers.ts
 *   sudokuGraph               vertices, degree, sorted edges        graph.ts
 *   graphToJSON / graphToDot  the graph for other tools             export.ts
 *   colorOf / paletteFor      digit → colour (resistor code, hues)  colors.ts
 *   formatColors              a board as colour names or blocks     render.ts
 */

export { cellPeers } from './peers.js';
export type { CellPeers } from './peers.js';
export { sudokuGraph } from './graph.js';
export type { SudokuGraph } from './graph.js';
export { graphToJSON, graphToDot } from './export.js';
export type { EdgeJSON, GraphExportOptions, GraphJSON, VertexJSON } from './export.js';
export type { GridInput } from './grid.js';
export { colorOf, paletteFor } from './colors.js';
export type { PaletteColor } from './colors.js';
export { formatColors } from './render.js';
export type { FormatColorsOptions } from './render.js';
