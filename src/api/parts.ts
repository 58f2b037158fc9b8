/**
 * The two optional parts of the calls that take a puzzle: boards other than 9×9 (the any-size
 * text layer: layouts, numeric grids, alphabets and their messages) and the simple-rules
 * pre-pass (`{ prepass: true }`). The calls reach them only through the two slots here, so a
 * page whose calls only solve 9×9 puzzles does not carry them (measured with esbuild, minified
 * and gzipped: 3.2 KB for the sizes, 1.7 KB for the pre-pass; `npm run bench:bundle`).
 *
 * Owns: the slots, and the errors that say how to fill them. Does not own: the parts (src/text/,
 * src/prepass/) or filling the slots: `useAllSizes()` and `usePrepass()` (./features.ts) do,
 * and the default entries call both (src/defaults.ts, src/defaults-node.ts); the URL entry
 * (src/url.ts) leaves them to the page.
 */
import type { prepass } from '../prepass/index.js';
import type { formatBoard } from '../text/format.js';
import type { inferredSizeError } from '../text/messages.js';
import type { parseBoard } from '../text/parse.js';

/** Reading and writing boards of every size: the text layer's own functions. */
export interface AllSizes {
  readonly parseBoard: typeof parseBoard;
  readonly formatBoard: typeof formatBoard;
  readonly inferredSizeError: typeof inferredSizeError;
}

/** The pre-pass of src/prepass/index.ts. */
export type Prepass = typeof prepass;

let sizes: AllSizes | undefined;
let prepassRun: Prepass | undefined;

/** Fills the any-size slot (`useAllSizes()`). */
export function provideAllSizes(parts: AllSizes): void {
  sizes = parts;
}

/** Fills the pre-pass slot (`usePrepass()`). */
export function providePrepass(run: Prepass): void {
  prepassRun = run;
}

/** The any-size text layer, or undefined when this page has not loaded it. */
export function allSizesIfLoaded(): AllSizes | undefined {
  return sizes;
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
