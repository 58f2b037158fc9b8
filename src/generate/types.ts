/**
 * The public shapes of generation: what a caller asks for ({@link GenerateOptions}) and what a
 * generated puzzle holds ({@link GeneratedPuzzle}).
 *
 * Owns: those two types and their documentation. Does not own: checking them (plan.ts) or
 * making puzzles (generate.ts).
 */
import type { Backend } from '../engine/types.js';
import type { Level, Step } from '../logic/types.js';
import type { GridMethod } from './grids.js';
import type { Symmetry } from './symmetry.js';

/**
 * What to generate (every option may be combined with the others, except `pattern` with `clues`, or with a symmetry the pattern lacks).
 * @category Generate
 */
export interface GenerateOptions {
  /** Side of the board: 4, 9 (default), 16, 25, 36, 49 or 64. Taken from `pattern` when that is given. */
  size?: number | undefined;
  /** HoDoKu level the puzzle must rate: `Easy` … `Extreme` (the runtime takes any case; the type the two usual ones). */
  level?: Level | Lowercase<Level> | undefined;
  /** Score range the puzzle must rate in (HoDoKu scores; either end may be left out). */
  score?: {
    /** The least score (absent: any from the lowest). */
    min?: number;
    /** The greatest score (absent: any up to the highest). */
    max?: number;
  };
  /**
   * A technique the solve path must use, by id (`x-wing`), HoDoKu code (`0300`) or name
   * (`X-Wing`, any case). The result then holds the first such step and the grid just before it.
   */
  technique?: string | undefined;
  /** Symmetry of the clue pattern (default `none`): `rotate180`, `rotate90`, `mirror`, `diagonal`, `antidiagonal`. */
  symmetry?: Symmetry | undefined;
  /**
   * Require that no clue can be removed (checked clue by clue; 4×4 and 9×9 only). Without a
   * symmetry or a clue target, removal already ends minimal; with a symmetry, attempts that
   * are minimal only orbit-wise are drawn again. Above 9×9 each uniqueness check runs under a
   * node budget and a clue whose check runs out stays, so those puzzles are proven unique but
   * not minimal.
   */
  minimal?: boolean | undefined;
  /** Exactly this many clues (attempts whose removal ends above it are drawn again). */
  clues?: number | undefined;
  /**
   * The clue positions: N² cells as a string (a clue wherever the character is not one of
   * `. 0 - _`; whitespace and `|` `+` are ignored, so a grid drawing works) or an array
   * (non-zero or true = clue). Each attempt improves a random grid until its digits there have
   * one solution (pattern.ts); hard patterns may take several attempts or run out of time.
   */
  pattern?: string | ArrayLike<number | boolean> | undefined;
  /** Seed of the run (default: a random one, reported in each result). */
  seed?: number | undefined;
  /** Puzzles to make (default 1). */
  count?: number | undefined;
  /**
   * Time budget of each puzzle in milliseconds (default 10,000); `0` = none. It is checked inside
   * attempts too, so it holds for boards whose one attempt takes long: a 49×49 or 64×64 puzzle
   * can need more than the default.
   */
  timeoutMs?: number | undefined;
  /** Attempts each puzzle may take (default: no limit; deterministic, unlike time). */
  maxAttempts?: number | undefined;
  /** Stops the async {@link generate} (read every few milliseconds, inside attempts too). */
  signal?: AbortSignal | undefined;
  /** Grid method (default `uniform` at 4×4 and 9×9, `transformed` above; see `generateGrid`). */
  gridMethod?: GridMethod | undefined;
  /** Technique ids the rating may use (default: HoDoKu's list); see `rate`. */
  techniques?: readonly string[] | undefined;
  /** Technique ids the rating leaves out. */
  exclude?: readonly string[] | undefined;
  /** Rate every puzzle (level, score, hardest), even when no option needs it. */
  rate?: boolean | undefined;
  /** Node budget of each uniqueness check (default: none at 4×4 and 9×9, 500 at 16×16, 200 above). */
  maxNodesPerCheck?: number | undefined;
  /** Backend of the engines (default: WebAssembly where available). */
  backend?: Backend | undefined;
}

/**
 * One generated puzzle.
 * @category Generate
 */
export interface GeneratedPuzzle {
  /** The puzzle as a one-line board (`.` = empty). */
  puzzle: string;
  /** Its solution as a one-line board. */
  solution: string;
  /** Number of clues. */
  clues: number;
  /** The seed that makes this puzzle again (with the same options and `count: 1`). */
  seed: number;
  /** Attempts it took (candidate puzzles made and checked). */
  attempts: number;
  /** HoDoKu level, when rated (an option needed it, or `rate: true`). */
  level?: Level;
  /** HoDoKu score, when rated. */
  score?: number;
  /** Hardest technique of the solve path, when rated. */
  hardest?: string;
  /**
   * With `technique`: the first step of it on the solve path (`p.step.text`, `p.step.technique`, …);
   * the grid just before it is {@link GeneratedPuzzle.before}.
   */
  step?: Step;
  /** With `technique`: the candidates just before {@link GeneratedPuzzle.step}, as a pencil-mark grid (`formatPencilMarks`). */
  before?: string;
}
