/**
 * The variant module's ABI: the variant engine (variant/), the compiler's derived rules
 * (variant/derive.ts) and the reader of f-puzzles grids (text/fpuzzles-grid.ts), a WebAssembly
 * module of their own beside the core (index.ts), so that a page solving classic puzzles does
 * not carry them; `useVariants()` brings this module.
 *
 * Owns: the exported functions and their contracts. The TypeScript side
 * (src/wasm/variant-abi.ts) is the only caller. Does not own: the engine (variant/), the
 * derivation (variant/derive.ts), the reader (text/fpuzzles-grid.ts).
 */
import { budgetOf } from './budget';
import * as variant from './variant/search';
import { reserveProgram } from './variant/program';
import { DERIVE_IN, DERIVE_IN_WORDS, DERIVE_OUT, DERIVE_OUT_WORDS, deriveRules } from './variant/derive';
import { classicDigits, GRID_CELLS, GRID_DIGITS, GRID_TEXT, GRID_TEXT_CAPACITY, gridEnd, gridStart, scanGrid } from './text/fpuzzles-grid';

/** ABI version; the TS side refuses a module whose version it does not know. */
export function abiVersion(): i32 {
  return 4;
}
/** 1 in the SIMD128 build (asconfig.variants.json targets `simd`, `checked`), 0 in the scalar one (`release`). */
export function simdBuild(): i32 {
  return ASC_FEATURE_SIMD ? 1 : 0;
}

// ---- the variant engine (variant/): one compiled program at a time, resumable ----

/**
 * Address of a program buffer of at least `words` i32 words (grown when a longer program
 * arrives, which may grow memory: make views after this call).
 */
export function variantProgramPtr(words: i32): usize {
  return reserveProgram(words);
}
/**
 * Starts a variant search over the first `words` words of the program buffer for up to
 * `limit` solutions, collecting the union of the solutions found when `union` is 1: 0 on
 * success, -1 when the program is not sound (variant/program.ts).
 */
export function variantStart(words: i32, limit: i32, union: i32): i32 {
  return variant.start(words, limit, union != 0) ? 0 : -1;
}
/** Runs at most `maxNodes` more nodes: 0 = done, 1 = paused. */
export function variantRun(maxNodes: f64): i32 {
  return variant.run(budgetOf(maxNodes));
}
/** Solutions found so far by the variant search. */
export function variantCount(): i32 {
  return variant.solutionCount;
}
/** Nodes (guesses) so far. */
export function variantNodes(): f64 {
  return <f64>variant.nodeCount;
}
/** Address of the variant search's first solution (81 bytes, values 1…N). */
export function variantSolutionPtr(): usize {
  return changetype<usize>(variant.SOLUTION);
}
/** Address of the union of the solutions found (81 u16: bit d − 1 of a cell set when one puts d there), when started with `union`. */
export function variantUnionPtr(): usize {
  return changetype<usize>(variant.UNION);
}

// ---- the compiler's derived rules (variant/derive.ts) ----

/** Address of the derivation's input ({@link deriveInWords} i32 words; layout: variant/derive.ts). */
export function deriveInPtr(): usize {
  return DERIVE_IN;
}
export function deriveInWords(): i32 {
  return DERIVE_IN_WORDS;
}
/** Address of the derived rules ({@link deriveOutWords} i32 words; layout: variant/derive.ts). */
export function deriveOutPtr(): usize {
  return DERIVE_OUT;
}
export function deriveOutWords(): i32 {
  return DERIVE_OUT_WORDS;
}
/** Derives the rules of the input: the words written, or -1 when they do not fit (derive in TypeScript). */
export function derive(): i32 {
  return deriveRules();
}

// ---- the grid of f-puzzles JSON text (text/fpuzzles-grid.ts) ----

/** Address of the f-puzzles text buffer ({@link fpuzzlesTextCapacity} bytes, UTF-8). */
export function fpuzzlesTextPtr(): usize {
  return GRID_TEXT;
}
export function fpuzzlesTextCapacity(): i32 {
  return GRID_TEXT_CAPACITY;
}
/** Address of the grid's cells read by {@link fpuzzlesGrid}: 3 bytes a cell (value, given, region or 255). */
export function fpuzzlesCellsPtr(): usize {
  return GRID_CELLS;
}
/**
 * Reads the grid of the f-puzzles JSON text in the first `length` bytes of the text buffer:
 * its rows, or -1 when the text is not of the shape read there (text/fpuzzles-grid.ts);
 * {@link fpuzzlesGridStart} and {@link fpuzzlesGridEnd} give where its value lies.
 */
export function fpuzzlesGrid(length: i32): i32 {
  return scanGrid(length);
}
export function fpuzzlesGridStart(): i32 {
  return gridStart;
}
export function fpuzzlesGridEnd(): i32 {
  return gridEnd;
}
/** Address of a classic grid's 81 givens written by {@link fpuzzlesClassicDigits} (0: not given). */
export function fpuzzlesDigitsPtr(): usize {
  return GRID_DIGITS;
}
/**
 * Whether the grid {@link fpuzzlesGrid} read last (`rows` rows) is a classic 9×9 one: no region,
 * givens 1-9 with no digit twice in a house; its givens are then at {@link fpuzzlesDigitsPtr}.
 */
export function fpuzzlesClassicDigits(rows: i32): bool {
  return classicDigits(rows);
}
