/**
 * One variant puzzle from a seeded stream: a random grid that obeys the rule families' "where
 * digits differ" rules, the other families' clues drawn on it, then the givens removed one at
 * a time in random order while the puzzle stays unique, so it ends minimal (a given whose count
 * passes the check's node budget, ./count.ts, stays: a few puzzles of many families). Killer:
 * no givens where the cages alone are unique, otherwise up to 3 (each placed where another
 * solution differs from the grid), each kept only if needed.
 *
 * Owns: the rule families ({@link FAMILIES}), an attempt ({@link makeVariant}) and the removal.
 * Does not own: the grid and the drawn clues (./grid.ts; ./shapes.ts, ./lines.ts, ./clues.ts),
 * counting (the caller's `answer`), the options and budgets (./index.ts).
 *
 * The steps and the order of their draws are those the benchmark's committed sets were made
 * with (bench/variants/make-sets.mjs), so a seed names the same puzzle there and here; families
 * added later come after the first eleven, so asking for them changes no draw of the others
 * (test/variant/generate/seeds.test.ts holds the first eleven's puzzles to that). Sizes added
 * later (thermo, arrow, little killer and the lines below 9×9) draw only on those sizes. Arrows
 * keep off the thermometers drawn before them (they did not at first: thermo with arrows is
 * the one combination of the first eleven whose seeds changed). Pill arrows (`pillArrow`) are a
 * family of their own, so `arrow`'s draws stay as they were.
 */
import { variantGrid } from '../grid.js';
import type { Constraint, VariantPuzzle, VariantSize } from '../model.js';
import type { Work } from '../../generate/work.js';
import type { FairPuzzle } from '../logic/fair.js';
import type { Count } from './count.js';
import { between, randomGrid, shuffle, type Rng } from './grid.js';
import { allKropkiDots, allXV, arrows, jigsawRegions, killerCages, pillArrows, thermometers } from './shapes.js';
import { littleKillers, parityCells, sandwichClues } from './clues.js';
import { lineCells, palindromeLines, regionSumLines, renbanLines, whispersLines, type LineCounts } from './lines.js';

/**
 * A rule family a generated puzzle can have (the `rules` option of `generateVariant` says
 * what each draws): `x`, `windoku`, `jigsaw`, `antiKnight`, `antiKing` and `nonConsecutive`
 * are rules the grid is filled under; `killer`, `thermo`, `arrow`, `kropki`, `xv`, `sandwich`,
 * `littleKiller`, `whispers`, `renban`, `palindrome`, `regionSum`, `oddEven` and `pillArrow`
 * (arrows, some with two-cell pills) are clues read off the filled grid.
 * @category Generate
 */
export type VariantFamily =
  | 'x'
  | 'windoku'
  | 'jigsaw'
  | 'antiKnight'
  | 'antiKing'
  | 'nonConsecutive'
  | 'killer'
  | 'thermo'
  | 'arrow'
  | 'kropki'
  | 'xv'
  | 'sandwich'
  | 'littleKiller'
  | 'whispers'
  | 'renban'
  | 'palindrome'
  | 'regionSum'
  | 'oddEven'
  | 'pillArrow';

/**
 * A count to 2 and, when the engine found one, the first solution (./count.ts); a count left
 * unsettled by its node budget is taken as "not unique".
 */
export type Answer = (puzzle: VariantPuzzle) => Work<Count>;

/**
 * The minimal puzzle (unique, with this solution) made fair to the plan's level: its givens with
 * those added, and its rating (src/variant/logic/fair.ts, through the caller).
 */
export type Fair = (puzzle: VariantPuzzle, solution: string) => Work<FairPuzzle>;

/** The windows of windoku (9×9): four 3×3 extra regions at r2c2, r2c6, r6c2, r6c6. */
const WINDOWS = [[1, 1], [1, 5], [5, 1], [5, 5]].map(([r, c]) => Array.from({ length: 9 }, (_, k) => (r + Math.floor(k / 3)) * 9 + c + (k % 3)));

/**
 * The families: `grid` ones are rules the grid is filled under (drawn before the grid: a
 * jigsaw's regions), `drawn` ones are read off the filled grid (null: none fit, draw again).
 */
interface Family {
  grid?: (rng: Rng, n: VariantSize) => { regions?: number[]; constraints: Constraint[] };
  /** `puzzle`: the rules so far (lines keep off their cells); `lineFamilies`: how many of the plan's families draw lines. */
  drawn?: (rng: Rng, n: VariantSize, grid: string, puzzle: VariantPuzzle, lineFamilies: number) => Constraint[] | null;
  /** The sizes it is made on. */
  sizes: readonly VariantSize[];
}

/** Every size the generator makes. */
const ALL: readonly VariantSize[] = [4, 5, 6, 7, 8, 9];

/** Families and the sizes each is made on (others have no grid or no shapes that fit, or take long). */
export const FAMILIES: Readonly<Record<VariantFamily, Family>> = {
  x: { sizes: [4, 6, 8, 9], grid: () => ({ constraints: [{ type: 'diagonal', direction: 'main' }, { type: 'diagonal', direction: 'anti' }] }) },
  windoku: { sizes: [9], grid: () => ({ constraints: WINDOWS.map((cells) => ({ type: 'extraRegion', cells })) }) },
  jigsaw: { sizes: [4, 5, 6, 7, 8, 9], grid: (rng, n) => ({ regions: jigsawRegions(rng, n, variantGrid(n).boxes), constraints: [] }) },
  antiKnight: { sizes: [6, 8, 9], grid: () => ({ constraints: [{ type: 'antiKnight' }] }) },
  antiKing: { sizes: [8, 9], grid: () => ({ constraints: [{ type: 'antiKing' }] }) },
  nonConsecutive: { sizes: [6, 8, 9], grid: () => ({ constraints: [{ type: 'nonConsecutive' }] }) },
  killer: { sizes: [4, 5, 6, 7, 8, 9], drawn: (rng, n, grid) => killerCages(rng, n, grid) },
  thermo: { sizes: ALL, drawn: (rng, n, grid, puzzle, k) => thermometers(rng, n, grid, between(rng, ...thermosOn(n, k)), thermoLongest(n))?.map((cells) => ({ type: 'thermometer', cells })) ?? null },
  kropki: { sizes: [4, 5, 6, 7, 8, 9], drawn: (rng, n, grid) => [...allKropkiDots(rng, n, grid), { type: 'nonConsecutive' }, { type: 'negativeBlack' }] },
  xv: { sizes: [4, 5, 6, 7, 8, 9], drawn: (rng, n, grid) => [...allXV(n, grid), { type: 'negativeXV' }] },
  arrow: { sizes: ALL, drawn: (rng, n, grid, puzzle, k) => arrows(rng, n, grid, between(rng, ...thermosOn(n, k)), arrowShaft(n), lineCells(puzzle)) },
  // the families below came later: each draws only when asked for, after the ones above, so
  // their seeds keep naming the puzzles they named
  sandwich: { sizes: [4, 5, 6, 7, 8, 9], drawn: (rng, n, grid) => sandwichClues(n, grid) },
  littleKiller: { sizes: ALL, drawn: (rng, n, grid) => littleKillers(rng, n, grid, between(rng, Math.max(2, n - 4), n - 1)) },
  whispers: { sizes: ALL, drawn: (rng, n, grid, puzzle, k) => whispersLines(rng, n, grid, puzzle, linesOn(n, k)) },
  renban: { sizes: ALL, drawn: (rng, n, grid, puzzle, k) => renbanLines(rng, n, grid, puzzle, linesOn(n, k)) },
  palindrome: { sizes: ALL, drawn: (rng, n, grid, puzzle, k) => palindromeLines(rng, n, grid, puzzle, linesOn(n, k)) },
  regionSum: { sizes: ALL, drawn: (rng, n, grid, puzzle, k) => regionSumLines(rng, n, grid, puzzle, linesOn(n, k)) },
  oddEven: { sizes: [4, 5, 6, 7, 8, 9], drawn: (rng, n, grid) => parityCells(rng, n, grid) },
  pillArrow: {
    sizes: [5, 6, 7, 8, 9],
    drawn: (rng, n, grid, puzzle, k) => {
      const count = between(rng, ...thermosOn(n, k));
      return pillArrows(rng, n, grid, count, between(rng, ...pillsOn(n)), arrowShaft(n), PILL_SHAFT, lineCells(puzzle));
    },
  },
};

/** The families that draw lines (no two lines share a cell, so several share the grid). */
const LINE_FAMILIES: ReadonlySet<VariantFamily> = new Set(['thermo', 'arrow', 'whispers', 'renban', 'palindrome', 'regionSum', 'pillArrow']);

/**
 * The number and length of whispers, renban, palindrome or region-sum lines drawn on an n×n
 * grid (9×9: 4–7 lines of 3–7 cells; 6×6 to 8×8: 2–4 of 3–5; 4×4, 5×5: 2–3 of 3–4), the
 * number shared out when `share` line families are asked for together (2: 2–4 each; 4: 1–2
 * each), so that they fit side by side.
 */
function linesOn(n: VariantSize, share: number): LineCounts {
  const [fewest, most] = n === 9 ? [4, 7] : n >= 6 ? [2, 4] : [2, 3];
  const length: [number, number] = n === 9 ? [3, 7] : n >= 6 ? [3, 5] : [3, 4];
  return { count: [Math.max(1, Math.floor(fewest / share)), Math.max(1, Math.ceil(most / share))], length };
}

/**
 * How many thermometers (or arrows) an n×n grid draws: 9×9 6–10; smaller, N − 4 (at least 2)
 * to N − 2, shared out as {@link linesOn} does when `share` line families are asked for
 * together.
 */
function thermosOn(n: VariantSize, share: number): [number, number] {
  if (n === 9) return [6, 10];
  const [fewest, most] = [Math.max(2, n - 4), n - 2];
  return [Math.max(1, Math.floor(fewest / share)), Math.max(1, Math.ceil(most / share))];
}

/**
 * The shortest and longest arrow shaft on an n×n grid: 2–4 cells from 7×7 up, 2–3 on 5×5 and
 * 6×6 (circles of at most 5 or 6), 1–3 on 4×4, whose circles of 3 or 4 leave few shafts of 2
 * (a one-cell shaft repeats its circle's digit in a cell diagonally next to it).
 */
function arrowShaft(n: VariantSize): [number, number] {
  return n >= 7 ? [2, 4] : n >= 5 ? [2, 3] : [1, 3];
}

/**
 * How many of a `pillArrow` puzzle's arrows have a pill: 2–3 on 9×9 (of 6–10 arrows), 1–2 on
 * 7×7 and 8×8 (of 3–6), 1 on 5×5 and 6×6 (of 2–4). Not on 4×4: a number of 12 or more from
 * digits of at most 4 is a shaft of nearly all 4s.
 */
function pillsOn(n: VariantSize): [number, number] {
  return n === 9 ? [2, 3] : n >= 7 ? [1, 2] : [1, 1];
}

/**
 * The shortest and longest shaft of a pill: 3–5 cells. A pill's number is 12 or more (its two
 * digits share a row or column, so they differ), which 2 cells reach only with two large digits.
 */
const PILL_SHAFT: readonly [number, number] = [3, 5];

/** The longest thermometer on an n×n grid: 7 cells, N − 1 below 9×9 (4×4: 3). */
function thermoLongest(n: VariantSize): number {
  return Math.min(7, n - 1);
}

/** What one attempt makes. */
export interface Made {
  puzzle: VariantPuzzle;
  solution: string;
  /** With a `fair` step: the givens it added and the puzzle's rating. */
  fair?: Omit<FairPuzzle, 'givens'>;
}

/** The plan of a puzzle: its families (in {@link FAMILIES} order), size and given range. */
export interface VariantPlan {
  families: readonly VariantFamily[];
  n: VariantSize;
  clues: { min: number; max: number };
}

/**
 * One attempt: pauses (yields) before every count and between its slices; returns null when
 * the draw fails (a grid or a shape that does not fit, a killer that needs more than 3 givens, a
 * given count outside the range), and the caller draws again from the same stream. `fair`
 * (a level asked for) adds its givens to the minimal puzzle before the count is checked.
 */
export function* makeVariant(rng: Rng, plan: VariantPlan, answer: Answer, fair?: Fair): Work<Made | null> {
  const { n, families } = plan;
  const empty = '.'.repeat(n * n);
  let regions: number[] | undefined;
  const constraints: Constraint[] = [];
  for (const id of families) {
    const rules = FAMILIES[id].grid?.(rng, n);
    if (rules?.regions) regions = rules.regions;
    if (rules) constraints.push(...rules.constraints);
  }
  // the keys in the model's order (version, size, givens, regions, constraints), as JSON shows them
  const puzzle: VariantPuzzle = { version: 1, size: n, givens: empty, ...(regions ? { regions } : {}), constraints };
  const grid = randomGrid(rng, puzzle);
  if (!grid) return null;
  for (const id of families) {
    const draw = FAMILIES[id].drawn;
    if (!draw) continue;
    const drawn = draw(rng, n, grid, puzzle, families.filter((f) => LINE_FAMILIES.has(f)).length);
    if (!drawn) return null;
    const have = new Set(puzzle.constraints.map((k) => k.type));
    // a negative rule the grid's families already hold (nonConsecutive beside kropki) once
    puzzle.constraints = [...puzzle.constraints, ...drawn.filter((k) => !(NO_ARGUMENTS.has(k.type) && have.has(k.type)))];
  }
  let givens: string[];
  if (families.includes('killer')) {
    const kept = yield* killerGivens(rng, puzzle, grid, answer);
    if (!kept) return null;
    givens = kept;
  } else {
    givens = yield* minimise(rng, puzzle, grid, Array.from({ length: n * n }, (_, i) => i), answer);
  }
  let made: Made = { solution: grid, puzzle: { ...puzzle, givens: givens.join('') } };
  if (fair) {
    const { givens: more, ...said } = yield* fair(made.puzzle, grid);
    made = { ...made, puzzle: { ...made.puzzle, givens: more }, fair: said };
  }
  const count = Array.from(made.puzzle.givens).reduce((k, c) => k + (c === '.' ? 0 : 1), 0);
  if (count < plan.clues.min || count > plan.clues.max) return null;
  return made;
}

/** Rule types that take no arguments (a second copy adds nothing). */
const NO_ARGUMENTS = new Set(['nonConsecutive', 'negativeBlack', 'negativeXV', 'antiKnight', 'antiKing']);

/** `cells` (given) removed one at a time in random order while the puzzle stays unique. */
function* minimise(rng: Rng, puzzle: VariantPuzzle, grid: string, cells: number[], answer: Answer): Work<string[]> {
  const givens = Array.from(puzzle.givens);
  for (const c of cells) givens[c] = grid[c];
  for (const c of shuffle(rng, cells.slice())) {
    givens[c] = '.';
    yield;
    const { count, settled } = yield* answer({ ...puzzle, givens: givens.join('') });
    if (count !== 1 || !settled) givens[c] = grid[c]; // not unique, or not settled within the check's nodes
  }
  return givens;
}

/**
 * Killer givens: none where the cages alone are unique; otherwise up to 3, each where the
 * engine's first solution differs from the grid, then each kept only if needed. Null when 3
 * were not enough.
 */
function* killerGivens(rng: Rng, puzzle: VariantPuzzle, grid: string, answer: Answer): Work<string[] | null> {
  const cells = grid.length;
  const added: number[] = [];
  const givens = Array.from(puzzle.givens);
  for (;;) {
    yield;
    const { count, settled, solution } = yield* answer({ ...puzzle, givens: givens.join('') });
    if (count === 1 && settled) break;
    if (added.length === 3) return null;
    // a cell where another solution differs from the grid rules that solution out
    const free = Array.from({ length: cells }, (_, i) => i).filter((i) => givens[i] === '.');
    const differ = solution && solution !== grid ? free.filter((i) => solution[i] !== grid[i]) : [];
    const cell = (differ.length ? differ : free)[Math.floor(rng() * (differ.length || free.length))];
    added.push(cell);
    givens[cell] = grid[cell];
  }
  return added.length ? yield* minimise(rng, puzzle, grid, added, answer) : givens;
}
