/**
 * The shapes of human-style solving: a step (what a technique found, as data), its parts, and
 * the contract every technique module fulfils.
 *
 * Owns: {@link Step}, {@link Candidate}, {@link Highlight}, {@link Link}, {@link HouseRef},
 * {@link Technique}, {@link Level}. Does not own: the list of techniques and their scores
 * (`techniques/index.ts`), wording shared by techniques (`words.ts`).
 *
 * Cells are 0-based in reading order (cell = N·row + column); digits are 1…N. Every name a
 * person reads (sentences, notation) is 1-based: r1c1 … rNcN.
 */
import type { CandidateGrid } from './grid.js';

/** One candidate: digit `digit` in cell `cell` (0-based). */
export interface Candidate {
  cell: number;
  digit: number;
}

/** A house of the board: kind and 0-based index (row 0 = r1). */
export interface HouseRef {
  kind: 'row' | 'column' | 'box';
  index: number;
  /** Its part in the pattern: base sets and cover sets of fish, the house of a subset, … */
  role?: 'base' | 'cover' | 'house';
}

/**
 * What a highlighted cell or candidate is in a step's pattern, for drawing it:
 * - `pattern`: a cell or candidate that makes up the pattern (subset cells, wing cells, …)
 * - `base` / `cover`: fish candidates in base sets / cells of cover sets
 * - `fin` / `endo-fin`: fish fins
 * - `on` / `off`: chain or colouring candidates that are true / false in the chain's logic
 *   (colour A / colour B of colouring)
 * - `pivot` / `pincer`: wing centre and ends
 */
export type Role = 'pattern' | 'base' | 'cover' | 'fin' | 'endo-fin' | 'on' | 'off' | 'pivot' | 'pincer';

/** A highlighted cell (no digit) or candidate. */
export interface Highlight {
  cell: number;
  digit?: number;
  role: Role;
}

/** A link of a chain between two candidates: strong (not both false) or weak (not both true). */
export interface Link {
  from: Candidate;
  to: Candidate;
  kind: 'strong' | 'weak';
  /**
   * Grouped chains: the cells of a group node at this end (its digit in 2 or more cells of one
   * line-box intersection, true when one of them holds it); `from` / `to` then name its first cell.
   */
  fromCells?: number[];
  toCells?: number[];
}

/** HoDoKu's difficulty levels, easiest first. */
export type Level = 'Easy' | 'Medium' | 'Hard' | 'Unfair' | 'Extreme';

/** One step of a human-style solve: what was found, where, and what it does. */
export interface Step {
  /** The technique's id, e.g. `naked-pair` (see `TECHNIQUES`). */
  technique: string;
  /** The technique's name as players know it, e.g. `Naked Pair`. */
  name: string;
  /** HoDoKu's code for the technique (e.g. `0200`), or `''` for ours without one. */
  code: string;
  /** The digits the pattern is about, ascending (HoDoKu's "candidates" key of the step). */
  digits: number[];
  /** The cells of the pattern (0-based), for naming and highlighting. */
  cells: number[];
  /** Houses of the pattern (base and cover sets, the house of a subset, …). */
  houses: HouseRef[];
  /** Cells and candidates to highlight, with their roles. */
  highlights: Highlight[];
  /** Chain links, in chain order (chains, colouring, single-digit patterns). */
  links: Link[];
  /** Digits the step places. */
  placements: Candidate[];
  /** Candidates the step removes. */
  eliminations: Candidate[];
  /** One plain-English sentence a player understands. */
  text: string;
  /**
   * Eureka notation of the step's chain or chains, as the forums write them (chains, loops,
   * forcing chains: e.g. `(4=7)r2c3-(7)r2c8=(7)r5c8 => r5c3<>4`); absent for steps without one.
   */
  eureka?: string;
}

/**
 * Receives the steps a technique finds. Returning true says "enough": the technique stops
 * searching at once (a solver wants the first step; `findAll` wants every one).
 */
export type StepSink = (step: Step) => boolean;

/** What a technique may assume about the puzzle. */
export interface TechniqueContext {
  /** The puzzle is known to have exactly one solution (enables the uniqueness techniques). */
  unique: boolean;
}

/** A technique: metadata plus a finder that reports every instance on a grid, never mutating it. */
export interface Technique {
  /** Stable id (kebab-case), used in options and data. */
  readonly id: string;
  /** Name as players know it. */
  readonly name: string;
  /** HoDoKu's code, `''` when HoDoKu has none. */
  readonly code: string;
  /** HoDoKu's default score per step (rating). */
  readonly score: number;
  /** HoDoKu's level of the technique. */
  readonly level: Level;
  /** Valid only when the puzzle has exactly one solution. */
  readonly needsUnique?: boolean;
  /**
   * Techniques next to each other in a list with the same group are one choice for a solver,
   * as HoDoKu's one "nice loop" search reports continuous and discontinuous loops and AICs:
   * of their first steps the one with the most eliminations is taken (then the fewest links,
   * then the earliest technique).
   */
  readonly group?: string;
  /**
   * Reports every instance on `grid` to `sink`, in a fixed order, until the sink returns true.
   * Must not change `grid`. Returns true when the sink asked to stop.
   */
  find(grid: CandidateGrid, sink: StepSink, context: TechniqueContext): boolean;
}
