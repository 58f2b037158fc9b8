/**
 * sudoku-wasm: the public API that every entry exports (src/index.ts for Node, src/browser.ts
 * for pages, both with the WebAssembly core embedded, and src/url.ts, which loads it by URL).
 *
 * Owns: what the package exports, nothing else; `initWasm` and `useTypeScriptEngines` are
 * the entries' own. Importing it
 * does no work: nothing runs at the top level of any module it reaches (package.json
 * `sideEffects`), so a bundler keeps only the modules a page's imports reach.
 *
 *   solve / someSolution / countSolutions / isUnique / validate / solveInto   one puzzle
 *   trueCandidates / trueCandidatesAsync                                       where the solutions differ
 *   validateLines / validateByteLines / validateText / validateAll            many puzzles
 *   parsePuzzle / formatLine / formatGrid / findConflict / SudokuParseError   9×9 text (src/text/, src/board/)
 *   parseBoard / formatBoard / tryParseBoardLine / findBoardConflict          any size, 4×4–64×64
 *   generate / generateSync / generateGrid / generatePuzzle                    seeded generation (src/generate/)
 *   generateVariant / generateVariantSync                                      variant puzzles made to order (src/variant/generate/)
 *   sudokuGraph / cellPeers / graphToJSON / graphToDot                         the Sudoku graph
 *   colorOf / paletteFor / formatColors                                        digits as colours
 *   canonicalize / transform / randomTransform                                 duplicates and transformations
 *   parseVariant / formatVariant / toFpuzzles / toFpuzzlesLink / useVariants    variant puzzles (src/variant/)
 *   getEngine / getGeneralSearch / useTypeScriptEngines / hasWebAssembly      engines
 *   useAllSizes / usePrepass                                                   optional parts (needed with sudoku-wasm/url only)
 *   backtrack / backtrackRuns / backtrackTrace                                 instrumented classic backtracking
 *   logicSolve / nextStep / hint / applyStep / findAll / rate                  solving like a human
 *   playerGrid / findMistake / gridOf                                          a player's grid (givens, entered digits, marks)
 *   CandidateGrid / gridFromPuzzle / gridFromRemoved / gridFromPencilMarks     candidate grids (pencil marks)
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
} from './api/single.js';
export { trueCandidates, trueCandidatesAsync } from './api/true-candidates.js';
export type { TrueCandidates } from './api/true-candidates.js';
export { validateLines, validateByteLines, validateText, validateAll } from './api/batch.js';
export type {
  AnyPuzzle,
  BatchOptions,
  InvalidVerdict,
  LineRanges,
  MultipleVerdict,
  NoneVerdict,
  PuzzleInput,
  SolveOptions,
  SolveVerdict,
  Status,
  TextOptions,
  UniqueVerdict,
  UnknownVerdict,
  Verdict,
  VerdictFields,
} from './api/types.js';
export type { StopReason } from './api/budget.js';
export type { Geometry } from './board/geometry.js';
/**
 * The optional parts of the calls that take a puzzle, which the default entry loads itself and
 * `sudoku-wasm/url` leaves to the page: boards other than 9×9 (`useAllSizes`) and the
 * `{ prepass: true }` option (`usePrepass`).
 */
export { useAllSizes, usePrepass } from './api/features.js';
export { useVariants } from './api/use-variants.js';
export { useVariantLogic } from './api/use-variant-logic.js';
/**
 * Variant puzzles (src/variant/): the model (`VariantPuzzle`, plain data, versioned JSON), its
 * readers (f-puzzles JSON and links, SudokuPad links, jigsaw lines) and writers. The solving
 * calls above take variant puzzles in any of these forms.
 */
export { parseVariant, formatVariant, toFpuzzles, toFpuzzlesLink, toSudokuPadLink, VARIANT_VERSION } from './variant/index.js';
export type {
  AntiKing,
  AntiKnight,
  Arrow,
  Between,
  ClueSide,
  Clone,
  Constraint,
  ConstraintType,
  Diagonal,
  DisjointGroups,
  DoubleArrow,
  Entropic,
  ExtraRegion,
  Extremum,
  Indexer,
  Killer,
  Kropki,
  LittleKiller,
  Lockout,
  Modular,
  Nabner,
  NegativeBlack,
  NegativeXV,
  NonConsecutive,
  Palindrome,
  Quadruple,
  Parity,
  RegionSum,
  Renban,
  Sandwich,
  Skyscraper,
  SlowThermometer,
  Thermometer,
  VariantPuzzle,
  VariantPuzzleInput,
  ReadonlyDeep,
  VariantSize,
  Whispers,
  XSum,
  XV,
  Zipper,
} from './variant/model.js';
export type { FpuzzlesCell, FpuzzlesPuzzle, ParseVariantOptions } from './variant/index.js';
export {
  SudokuParseError,
  formatGrid,
  formatLine,
  isPuzzleLine,
  parsePuzzle,
  tryParseLine,
  parseBoard,
  formatBoard,
  tryParseBoardLine,
} from './text/index.js';
export type {
  BoardAlphabet,
  BoardStyle,
  FormatBoardOptions,
  FormatGridOptions,
  ParseBoardOptions,
  ParseErrorCode,
  ParseErrorDetails,
  ParseErrorJSON,
  ParseOptions,
} from './text/index.js';
export { findBoardConflict, findConflict } from './board/index.js';
export type { Board, BoardConflict, Conflict, House } from './board/index.js';
export { generate, generateSync, generatePuzzle, GenerateBudgetError } from './generate/generate.js';
export type { GeneratedPuzzle, GenerateOptions, GeneratePuzzleOptions } from './generate/generate.js';
export { generateGrid } from './generate/grids.js';
export { generateVariant, generateVariantSync } from './variant/generate/index.js';
export type { GeneratedVariant, GenerateVariantOptions, VariantFamily } from './variant/generate/index.js';
export type { GenerateGridOptions, GridMethod } from './generate/grids.js';
export { SYMMETRIES } from './generate/symmetry.js';
export type { Symmetry } from './generate/symmetry.js';
export { cellPeers, sudokuGraph, graphToJSON, graphToDot, colorOf, paletteFor, formatColors } from './graph/index.js';
export type {
  CellPeers,
  EdgeJSON,
  FormatColorsOptions,
  GraphExportOptions,
  GraphJSON,
  GridInput,
  PaletteColor,
  SudokuGraph,
  VertexJSON,
} from './graph/index.js';
/**
 * Duplicates and transformations (src/canon/): the canonical form of a 9×9 puzzle (one string per
 * class of puzzles equivalent under the 3,359,232 geometric transformations and 9! relabellings),
 * and transformations as data (`{ rowOrder, colOrder, transpose, digits }`).
 */
export { canonicalize } from './canon/canonical.js';
export type { CanonicalizeOptions, CanonicalResult } from './canon/canonical.js';
export { randomTransform, transform } from './canon/transform.js';
export type { Transform } from './canon/transform.js';
export { getEngine, getGeneralSearch } from './api/engines.js';
export type { GeneralEngineKind, GeneralSearch, SearchState } from './engine/general-types.js';
export { BUDGET_EXHAUSTED_BIT } from './engine/types.js';
export type { Backend, Engine, TextLines, VerdictLines } from './engine/types.js';
export { hasWebAssembly, WasmBlockedError } from './wasm/core.js';
export type { WasmSource } from './wasm/core.js';
export type { WasmModule } from './wasm/global-types.js';
/**
 * Classic backtracking with exact counters (recursions, backtracks) for experiments on digit
 * and cell orders; src/classic/index.ts defines what is counted.
 */
export { backtrack, backtrackRuns, backtrackTrace, decodeTraceEvent } from './classic/index.js';
export type {
  BacktrackOptions,
  BacktrackResult,
  BacktrackRunsOptions,
  BacktrackRunsResult,
  BacktrackTrace,
  BacktrackTraceOptions,
  CellOrder,
  DigitOrder,
  TraceEvent,
} from './classic/index.js';
/** Human-style solving: candidate grids, techniques, steps as data and sentences, hints, rating. */
export { CandidateGrid, MAX_LOGIC_BOX } from './logic/grid.js';
export {
  formatPencilMarks,
  formatRemoved,
  gridFromPencilMarks,
  gridFromPuzzle,
  gridFromRemoved,
} from './logic/pencil.js';
export type { PencilMarkStyle } from './logic/pencil.js';
export { applyStep, findAll, hint, logicSolve, LogicError, nextStep } from './logic/solver.js';
export type { GridInput as LogicGridInput, Hint, HintOptions, LogicOptions, LogicSolveResult, VariantInput, VariantLogicSolveResult } from './logic/solver.js';
export { findMistake, gridOf, playerGrid } from './logic/player.js';
export type { Mistake, PlayerGridInput } from './logic/player.js';
export { LEVELS, RATE_SCALES, rate } from './logic/rate.js';
export type { RateOptions } from './logic/rate.js';
export type { SeRating } from './logic/se/path.js';
export type { VariantRating } from './variant/logic/grade.js';
export { VARIANT_GRADES } from './variant/logic/scale.js';
export type { VariantGrade, VariantGradeId } from './variant/logic/scale.js';
export { SE_TABLE, type SeTableRow, type SeTechnique } from './logic/se/table.js';
export { lengthModifier as seLengthModifier } from './logic/se/length.js';
export { registerSeForcing, type SeForcingProof, type SeForcingSource, type SeForcingLevel } from './logic/se/forcing-hook.js';
export type { Rating } from './logic/rate.js';
export { EXTRA_TECHNIQUES, HEAVY_TECHNIQUES, TECHNIQUES, techniqueById } from './logic/techniques/index.js';
export { DEFAULT_FORCING_BUDGET, ForcingBudgetError } from './logic/techniques/forcing/engine.js';
export { StepSearchTimeUp } from './logic/techniques/forcing/budget-error.js';
export { digitName, notation } from './logic/words.js';
export type { Candidate, Highlight, HouseRef, Level, Link, Role, Step, StepSink, Technique, TechniqueContext } from './logic/types.js';
export type { ForcingBranch, ForcingFact, ForcingImplication, ForcingProof, SaidLink } from './logic/types.js';
