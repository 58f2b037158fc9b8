/**
 * The shapes of human-style solving: a step (what a technique found, as data), its parts, and
 * the contract every technique module fulfils.
 *
 * Owns: {@link Step}, {@link Candidate}, {@link Highlight}, {@link Link}, {@link HouseRef},
 * {@link Technique}, {@link Level} ({@link LEVEL_NAMES}: their order). Does not own: the list of techniques and their scores
 * (`techniques/index.ts`), wording shared by techniques (`words.ts`).
 *
 * Cells are 0-based in reading order (cell = N·row + column); digits are 1…N. Every name a
 * person reads (sentences, notation) is 1-based: r1c1 … rNcN.
 */
import type { CandidateGrid } from './grid.js';

/**
 * One candidate: digit `digit` in cell `cell` (0-based).
 * @category Hints, steps and rating
 */
export interface Candidate {
  /** The cell, 0-based in reading order. */
  cell: number;
  /** The digit, 1 … N. */
  digit: number;
}

/**
 * A house of the board: kind and 0-based index (row 0 = r1).
 * @category Hints, steps and rating
 */
export interface HouseRef {
  /** A row, a column or a box. */
  kind: 'row' | 'column' | 'box';
  /** Which one, 0-based (row 0 is r1; boxes in reading order). */
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
 * @category Hints, steps and rating
 */
export type Role = 'pattern' | 'base' | 'cover' | 'fin' | 'endo-fin' | 'on' | 'off' | 'pivot' | 'pincer';

/**
 * A highlighted cell (no digit) or candidate.
 * @category Hints, steps and rating
 */
export interface Highlight {
  /** The cell, 0-based in reading order. */
  cell: number;
  /** The candidate's digit; absent when the whole cell is highlighted. */
  digit?: number;
  /** What it is in the pattern (see {@link Role}). */
  role: Role;
}

/**
 * A link of a chain between two candidates: strong (not both false) or weak (not both true).
 * @category Hints, steps and rating
 */
export interface Link {
  /** The candidate the link starts from. */
  from: Candidate;
  /** The candidate it leads to. */
  to: Candidate;
  /** Strong: not both false; weak: not both true. */
  kind: 'strong' | 'weak';
  /**
   * Grouped chains: the cells of a group node at this end (its digit in 2 or more cells of one
   * line-box intersection, true when one of them holds it); `from` / `to` then name its first cell.
   */
  fromCells?: number[];
  /** The cells of a group node at the `to` end, as {@link Link.fromCells} at the other. */
  toCells?: number[];
}

/**
 * HoDoKu's difficulty levels, easiest first; the variant scale's levels too (src/variant/logic/grade.ts).
 * @category Hints, steps and rating
 */
export type Level = 'Easy' | 'Medium' | 'Hard' | 'Unfair' | 'Extreme';

/** The {@link Level}s in order, easiest first. */
export const LEVEL_NAMES: readonly Level[] = ['Easy', 'Medium', 'Hard', 'Unfair', 'Extreme'];

/**
 * One step of a human-style solve: what was found, where, and what it does.
 * @category Hints, steps and rating
 */
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
  /**
   * The proof of a forcing chain or net step, as data (absent for other techniques): its
   * premises and, for each premise, every implication from it to the conclusion. See
   * {@link ForcingProof}.
   */
  proof?: ForcingProof;
  /**
   * The step's chain said link by link, in its own words, to walk through it (absent for most
   * steps): only the variant steps that suppose a digit carry it (Contradiction, Forcing,
   * Two-step contradiction: `hint`, `nextStep`, `logicSolve` on a variant puzzle). The
   * supposition first, then each link with the candidates it makes known and the cells it
   * comes from, the step's conclusion last (`final`). A step that tries options in turn marks
   * where each starts (`branch`). See {@link SaidLink}.
   */
  said?: SaidLink[];
}

/**
 * A fact of a forcing proof: candidate (cell, digit) is true (`on`) or false.
 * @category Hints, steps and rating
 */
export interface ForcingFact {
  /** The cell, 0-based in reading order. */
  cell: number;
  /** The digit, 1 … N. */
  digit: number;
  /** True: the candidate holds (the digit is in the cell); false: it does not. */
  on: boolean;
}

/**
 * One link of a chain a step says link by link ({@link Step.said}): a supposition
 * (`Suppose r2c2 is 8.`), a link (`r1c3 could hold only 1–7: thermometer with r1c2.`), a
 * contradiction or a conclusion.
 *
 * The candidates known at a link are the `facts` of the links before it and its own, except
 * where a link starts a branch: Forcing supposes each option in turn (`branch: 0`, each from
 * nothing supposed), a Two-step contradiction each option left after its supposition
 * (`branch: 1`, each from the supposition's facts). A link with `branch: d` drops the facts
 * the links before it made known at depth `d` or deeper; its own and those after it are known
 * at depth `d` until the next branch. The conclusion of such a step, which holds whichever
 * option, has `branch: 0` too.
 * @category Hints, steps and rating
 */
export interface SaidLink {
  /** The link in words: `r2c4 would be 1: the arrow of 5 cells at r1c5.` */
  text: string;
  /** The candidates it makes known: on for a cell that becomes a digit (the supposition's too), off for each digit a cell loses. */
  facts: ForcingFact[];
  /** The cells it comes from: the rule's, the house's, the supposed cell; at a contradiction, the cell, house or rule left without a filling. */
  cells: number[];
  /** Set on a link that starts a branch: its depth (0 the outermost). The facts the links before it made known at this depth or deeper belong to another branch. */
  branch?: number;
  /** The last link, the step's conclusion: its effect (`placements`, `eliminations`) is shown. */
  final?: boolean;
}

/**
 * One implication of a forcing proof: a fact and the facts it follows from, as indices into
 * the same branch's `facts` (earlier entries). The premise has none. One parent: a link of
 * the grid (on ⇒ off: same cell or same digit in a peer; off ⇒ on: bivalue cell or bilocal
 * digit), or an off from an off: in a static chain through a group node (the parent's digit
 * is otherwise only in one line-box intersection of a house of the parent's cell, so it is off
 * in the rest of that intersection's other house), in a net locked candidates. Several
 * parents (nets): the cell's or house's other candidates are all off (a single), or the
 * digit's places in a house are all in one line/box (locked candidates); in a static chain,
 * the cells of a group node, all off, leave the digit one place in a house.
 * @category Hints, steps and rating
 */
export interface ForcingImplication extends ForcingFact {
  /** The facts it follows from: indices into the branch's `facts`, earlier entries (none for the premise). */
  because: number[];
  /**
   * Nested proofs only: this fact (an off) holds because assuming the candidate on leads, on
   * top of the branch's facts so far, to a contradiction; `nested` is that inner branch (its
   * facts without parents besides its premise are the outer facts it uses = `because`).
   */
  nested?: ForcingBranch;
}

/**
 * What follows from one premise: every fact the conclusion needs, in the order derived (the premise first).
 * @category Hints, steps and rating
 */
export interface ForcingBranch {
  /** The fact assumed. */
  premise: ForcingFact;
  /** Every fact the conclusion needs, in the order derived, the premise first. */
  facts: ForcingImplication[];
}

/**
 * The proof of a forcing chain or net step. The Sudoku Explainer scale rates from `kind`,
 * `dynamic`, `plus`, `nesting` and `nodes`; keep them exact.
 * @category Hints, steps and rating
 */
export interface ForcingProof {
  /**
   * - `contradiction`: one premise leads to a contradiction (a fact and its negation, or a
   *   cell or house with no candidate left), so the premise is false (SE: contradiction
   *   forcing chain);
   * - `double`: a candidate on and the same candidate off both lead to the conclusion (SE:
   *   double forcing chain);
   * - `cell`: every candidate of a cell leads to it (SE: cell forcing chain);
   * - `house`: every place of a digit in a house leads to it (SE: region forcing chain).
   */
  kind: 'contradiction' | 'double' | 'cell' | 'house';
  /**
   * False: static, every implication is a link of the grid the step starts from, possibly
   * through a group node (chains). True: the grid is updated along the way, so singles (and with `plus`,
   * locked candidates) give facts with several parents (nets; SE's dynamic forcing chains).
   */
  dynamic: boolean;
  /** Dynamic with locked candidates applied inside the propagation (SE's "dynamic forcing chains (+)"). */
  plus: boolean;
  /**
   * 0: no forcing net inside the propagation. k > 0: whenever propagation runs dry, every
   * undecided candidate is tried in a contradiction net of nesting k − 1 (dynamic, plus) on
   * top of the facts so far (SE's nested forcing chains).
   */
  nesting: number;
  /**
   * Number of facts over all branches (each branch's facts, premise included; nested branches
   * counted inside, with the outer facts they use): the proof's size.
   */
  nodes: number;
  /** The premises: one for `contradiction`, on and off of one candidate for `double`, the cell's candidates, the digit's places. */
  premises: ForcingFact[];
  /** One branch per premise, in the order of `premises`. */
  branches: ForcingBranch[];
  /** What the step concludes (a placement when `on`, an elimination when not). */
  conclusion: ForcingFact;
  /** For `contradiction`: the facts the premise makes hold together although they cannot (all in the branch). */
  contradiction?: ForcingFact[];
  /** For `cell`: the cell whose every candidate leads to the conclusion. */
  cell?: number;
  /** For `house`: the house (0 … 3N−1: rows, then columns, then boxes) whose every place of the digit leads to it. */
  unit?: number;
}

/**
 * Receives the steps a technique finds. Returning true says "enough": the technique stops
 * searching at once (a solver wants the first step; `findAll` wants every one).
 * @category Hints, steps and rating
 */
export type StepSink = (step: Step) => boolean;

/**
 * What a technique may assume about the puzzle.
 * @category Hints, steps and rating
 */
export interface TechniqueContext {
  /** The puzzle is known to have exactly one solution (enables the uniqueness techniques). */
  unique: boolean;
  /**
   * Most facts one forcing chain/net search may derive before it throws `ForcingBudgetError`
   * (default `DEFAULT_FORCING_BUDGET` of `techniques/forcing/engine.ts`).
   */
  forcingBudget?: number;
  /**
   * Grouped nice loops and AICs may use almost locked sets as nodes (HoDoKu's option "ALS in
   * chains", off by default as there; `techniques/chains/nice-loops-search.ts`).
   */
  alsInChains?: boolean;
  /**
   * Static forcing chains also link through group nodes (a digit's places in one box-line
   * intersection), as HoDoKu's forcing chains do. The solver's functions (`logicSolve`, `rate`,
   * `hint`, `nextStep`, `findAll`) set it; Sudoku Explainer's scale leaves it off (its chains
   * have no groups).
   */
  forcingGroups?: boolean;
  /**
   * False: forcing steps come bare, their technique and candidates only (no proof, words,
   * highlights or links), for callers that read nothing else (`rate`; measured on
   * forum_hardest_1106: rate 1.08-1.13× → 1.27-1.38× the speed before kept runs). Default true.
   */
  explain?: boolean;
  /**
   * A `performance.now()` time past which the search for a step stops: the solver's functions
   * set it from `timeoutMs`, read between techniques and, every few thousand facts, by the
   * forcing chains and nets (which then throw; see `StepSearchTimeUp`). Default: none.
   */
  deadline?: number;
}

/**
 * A technique: metadata plus a finder that reports every instance on a grid, never mutating it.
 * @category Hints, steps and rating
 */
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
