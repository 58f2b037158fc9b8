/**
 * The optional parts of the calls that take a puzzle: boards other than 9×9 (the any-size
 * text layer: layouts, numeric grids, alphabets and their messages), the simple-rules
 * pre-pass (`{ prepass: true }`) and variant puzzles (their readers and their compiler). The
 * calls reach them only through the slots here, so a page whose calls only solve classic
 * puzzles does not carry them (measured with esbuild, minified and gzipped: 3.2 KB for the
 * sizes, 1.7 KB for the pre-pass; `npm run bench:bundle`).
 *
 * Owns: the slots, and the errors that say how to fill them. Does not own: the parts (src/text/,
 * src/prepass/, src/variant/) or filling the slots: `useAllSizes()`, `usePrepass()` and
 * `useVariants()` (./features.ts, ./use-variants.ts) and `useVariantLogic()` (./use-variant-logic.ts) do, and the default entries call them (src/defaults.ts calls
 * the first two, src/defaults-node.ts all three); the URL entry (src/url.ts) leaves them to the page.
 */
import type { prepass } from '../prepass/index.js';
import type { formatBoard } from '../text/format.js';
import type { inferredSizeError } from '../text/messages.js';
import type { parseBoard } from '../text/parse.js';
import type { VariantProgram } from '../engine/variant-types.js';
import type { VariantPuzzle } from '../variant/model.js';
import type { VariantLogic } from '../variant/logic/calls.js';
import type { SolveOptions } from './types.js';

/** Reading and writing boards of every size: the text layer's own functions. */
export interface AllSizes {
  readonly parseBoard: typeof parseBoard;
  readonly formatBoard: typeof formatBoard;
  readonly inferredSizeError: typeof inferredSizeError;
}

/** The pre-pass of src/prepass/index.ts. */
export type Prepass = typeof prepass;

/** Reading variant puzzles and compiling them for the variant engine (src/variant/). */
export interface Variants {
  /** Any variant input (a model, f-puzzles JSON or object, a link, a jigsaw line) → a checked model. */
  readonly parseVariant: (input: unknown, options?: { line?: number }) => VariantPuzzle;
  /**
   * A classic 9×9 puzzle in the barest form of a model or f-puzzles text (givens only), read
   * into 81 cells; false for any other input (read it with `parseVariant`).
   */
  readonly readBareClassic: (input: unknown, cells: Uint8Array) => boolean;
  /** Whether a model is a classic 9×9 puzzle (no rule beyond rows, columns and boxes). */
  readonly isClassic: (puzzle: VariantPuzzle) => boolean;
  /** A checked model → the variant engine's tables. */
  readonly compileVariant: (puzzle: VariantPuzzle) => VariantProgram;
  /** Why the solving options cannot apply to a variant puzzle (one puzzle's call, or a batch's line), or undefined. */
  readonly optionProblem: (options: SolveOptions | undefined, batch: boolean) => string | undefined;
}

let sizes: AllSizes | undefined;
let prepassRun: Prepass | undefined;
let variants: Variants | undefined;
let variantLogic: VariantLogic | undefined;
let variantsMissed = 0;

/** Fills the any-size slot (`useAllSizes()`). */
export function provideAllSizes(parts: AllSizes): void {
  sizes = parts;
}

/** Fills the pre-pass slot (`usePrepass()`). */
export function providePrepass(run: Prepass): void {
  prepassRun = run;
}

/** Fills the variant slot (`useVariants()`). */
export function provideVariants(parts: Variants): void {
  variants = parts;
}

/** Fills the slot of the human-style calls on variant puzzles (`useVariantLogic()`). */
export function provideVariantLogic(calls: VariantLogic): void {
  variantLogic = calls;
}

/**
 * The human-style calls on variant puzzles (src/variant/logic/calls.ts).
 * @param need who needs them, for the message, when not a call on a variant puzzle
 *   (`generateVariant: maxLevel`)
 * @throws {Error} when this page has not loaded them: the message says to call `useVariantLogic()`
 */
export function variantLogicPart(need?: string): VariantLogic {
  if (variantLogic) return variantLogic;
  if (need !== undefined) {
    throw new Error(
      `sudoku-wasm: ${need}: a level is met by the human-style steps for variants, which this page has not loaded: call useVariantLogic() once, before the first call ` +
        '(the browser entries leave them out until then; the Node entry and the worker script load them)',
    );
  }
  throw new Error(
    'sudoku-wasm: got a variant puzzle, and this page has no human-style steps for variants: call useVariantLogic() once, before the first call, ' +
      'to give hint, nextStep, logicSolve and rate variant puzzles (the browser entries leave them out until then; the Node entry and the worker script load them)',
  );
}

/** The any-size text layer, or undefined when this page has not loaded it. */
export function allSizesIfLoaded(): AllSizes | undefined {
  return sizes;
}

/** Whether this page has loaded the variant layer (`useVariants()`). */
export function variantsLoaded(): boolean {
  return variants !== undefined;
}

/**
 * The any-size text layer.
 * @param what the board that needs it, for the message (`a 16×16 board`, `size 16`)
 * @throws {Error} when this page has not loaded it: the message says to call `useAllSizes()`
 */
export function allSizes(what: string): AllSizes {
  if (sizes) return sizes;
  throw new Error(
    `sudoku-wasm: got ${what}, and this page reads 9×9 puzzles only: call useAllSizes() once, before the first call, ` +
      'to read boards of every size (sudoku-wasm/url leaves them out until then)',
  );
}

/**
 * The pre-pass.
 * @throws {Error} when this page has not loaded it: the message says to call `usePrepass()`
 */
export function prepassPart(): Prepass {
  if (prepassRun) return prepassRun;
  throw new Error(
    'sudoku-wasm: the prepass option needs the pre-pass, which this page has not loaded: call usePrepass() once, ' +
      'before the first call (sudoku-wasm/url leaves it out until then)',
  );
}

/**
 * How many calls have needed the variant layer while it was not loaded (each threw the error
 * of {@link variantsPart}): a caller that can load it asynchronously (the CLI, which loads it on
 * the first variant line: src/cli/lazy-parts.ts) compares the count before and after a run of
 * calls, and runs them again once it is loaded.
 */
export function variantsMissCount(): number {
  return variantsMissed;
}

/**
 * The variant layer.
 * @param what the input that needs it, for the message
 * @throws {Error} when this page has not loaded it: the message says to call `useVariants()`
 */
export function variantsPart(what: string): Variants {
  if (variants) return variants;
  variantsMissed++;
  throw new Error(
    `sudoku-wasm: got ${what}, and this page reads classic puzzles only: call useVariants() once, before the first call, ` +
      'to read variant puzzles (the browser entries leave them out until then; the Node entry and the worker script load them)',
  );
}
