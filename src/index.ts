/**
 * sudoku-wasm: the public API.
 *
 * Owns: what the package exports, nothing else. Importing it does no work: the WebAssembly
 * core is compiled and instantiated on the first call that needs it.
 *
 *   solve / someSolution / countSolutions / isUnique / validate / solveInto   one puzzle
 *   validateLines / validateText / validateAll                                many puzzles
 *   parsePuzzle / formatLine / formatGrid / findConflict / SudokuParseError   grid text
 *   parseBoard / formatBoard / tryParseBoardLine / findBoardConflict          any size, 4×4–64×64
 *   generateGrid / generatePuzzle                                              seeded generation
 *   getEngine / getGeneralSearch / initWasm                                    engines
 */
export {
  solve,
  someSolution,
  countSolutions,
  countSolutionsAsync,
  isUnique,
  validate,
  validateAsync,
  solveInto,
  BudgetExhaustedError,
} from './api/single';
export { validateLines, validateText, validateAll } from './api/batch';
export type { BatchOptions, PuzzleInput, SolveOptions, Status, Verdict } from './api/types';
export {
  SudokuParseError,
  findConflict,
  formatGrid,
  formatLine,
  isPuzzleLine,
  parsePuzzle,
  tryParseLine,
} from './grid/index';
export type { Conflict, FormatGridOptions, House, ParseErrorCode, ParseErrorJSON, ParseOptions } from './grid/index';
export { generateGrid, generatePuzzle } from './generate/generate';
export type { GenerateOptions } from './generate/generate';
export { parseBoard, formatBoard, tryParseBoardLine, findBoardConflict } from './board/index';
export type { Board, BoardAlphabet, BoardConflict, BoardStyle, FormatBoardOptions, ParseBoardOptions } from './board/index';
export { getEngine, getGeneralSearch } from './engine/registry';
export type { GeneralEngineKind, GeneralSearch, SearchState } from './engine/general-types';
export { BUDGET_EXHAUSTED_BIT } from './engine/types';
export type { Backend, Engine } from './engine/types';
export { initWasm, hasWebAssembly } from './wasm/core';
