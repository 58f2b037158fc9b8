/**
 * Random variant puzzles for the engine's tests: one rule kind on one size, made by the seeded
 * generators of ../support/generate.ts (a random grid that obeys the whole-grid rules, clues
 * read off it, so the grid is a solution), with givens taken from the grid at a density.
 *
 * Owns: {@link RULE_KINDS} (one entry per rule of the model, some in more than one form, each
 * naming the generator families that make it) and {@link randomCase}. Does not own the grids,
 * regions, clues or the seeded stream (../support/generate.ts), nor what a rule means
 * (../support/plain.ts).
 */
import type { Constraint, VariantPuzzle, VariantSize } from '../../../src/variant/model';
import { FAMILIES, generateBase, kropkiDots, regionSumLines, Rng, SIZES, type Family } from '../support/generate';

/** The family of ../support/generate.ts named `name`. */
function family(name: string): Family {
  const found = FAMILIES.find((f) => f.name === name);
  if (!found) throw new Error(`no generator family '${name}'`);
  return found;
}

/** A whole-grid negative rule: its grid has no pair the rule forbids, so marks of that kind cannot be read from it. */
const negative = (name: string, rule: Constraint, clues: Family['clues'], sizes = SIZES): Family => ({
  name,
  sizes,
  relabelling: 'none',
  layout: () => ({ constraints: [rule] }),
  clues,
});

/**
 * Families the engine tests add to ../support/generate.ts `FAMILIES`: a negative rule with
 * few marks (kropki: some dots, of differences and ratios the rule does not forbid; XV: none,
 * as the grid has no sum of 5 or 10 next to each other) and region sums on jigsaw regions.
 */
const NEGATIVE_BLACK = negative('negative black, some dots', { type: 'negativeBlack' }, (ctx, rng) => kropkiDots(ctx, rng, 'some', 0.25), [5, 6, 7, 8, 9]);
const NEGATIVE_XV = negative('negative XV', { type: 'negativeXV' }, () => []);
const JIGSAW_REGION_SUM: Family = {
  name: 'region sum on jigsaw regions',
  sizes: SIZES,
  relabelling: 'none',
  layout: () => ({ regions: 'jigsaw', constraints: [] }),
  clues: (ctx, rng) => regionSumLines(ctx, rng, ctx.size),
};

/** The rule kinds the tests cover (every constraint type; some in more than one form) and the families that make each. */
const KINDS = {
  jigsaw: ['jigsaw'],
  extraRegion: ['extra regions'],
  disjointGroups: ['disjoint groups'],
  diagonal: ['diagonals'],
  antiKnight: ['anti-knight'],
  antiKing: ['anti-king'],
  nonConsecutive: ['non-consecutive'],
  negativeBlack: [NEGATIVE_BLACK],
  negativeXV: [NEGATIVE_XV],
  kropki: ['kropki, some dots'],
  kropkiAll: ['kropki, every dot'],
  xv: ['XV, some marks'],
  xvAll: ['XV, every mark'],
  killer: ['killer', 'killer, some sums', 'killer without sums'],
  littleKiller: ['little killer'],
  arrow: ['arrow', 'arrow with pills'],
  sandwich: ['sandwich'],
  thermometer: ['thermometer'],
  slowThermometer: ['slow thermometer'],
  whispers: ['whispers'],
  renban: ['renban'],
  palindrome: ['palindrome'],
  regionSum: ['region sum', JIGSAW_REGION_SUM],
  parity: ['odd/even'],
  extremum: ['minimum/maximum'],
  clone: ['clone'],
  quadruple: ['quadruple'],
  between: ['between lines'],
  xSum: ['X-sum'],
  skyscraper: ['skyscraper'],
  entropic: ['entropic lines'],
  modular: ['modular lines'],
  nabner: ['nabner lines'],
  zipper: ['zipper lines'],
  doubleArrow: ['double arrows'],
  indexer: ['indexers'],
  lockout: ['lockout lines'],
} satisfies Record<string, readonly (string | Family)[]>;

export type RuleKind = keyof typeof KINDS;
export const RULE_KINDS = Object.keys(KINDS) as readonly RuleKind[];

const FAMILIES_OF = new Map(
  RULE_KINDS.map((kind) => [kind, (KINDS[kind] as readonly (string | Family)[]).map((f) => (typeof f === 'string' ? family(f) : f))]),
);

/** A case: a puzzle and a grid that solves it. */
export interface RandomCase {
  puzzle: VariantPuzzle;
  grid: number[];
}

/**
 * A random puzzle of `kind` on side N: the grid's clues plus each cell given with probability
 * `density`; with `wrong`, one given is changed to another digit (usually no solution left).
 * Null when no grid was found for the rule (or none exists on this size).
 */
export function randomCase(kind: RuleKind, N: VariantSize, seed: number, density: number, wrong = false): RandomCase | null {
  const rng = new Rng(seed);
  const fam = rng.pick(FAMILIES_OF.get(kind)!);
  if (!fam.sizes.includes(N)) return null;
  const made = generateBase(fam, N, rng);
  if (!made) return null;
  const grid = Array.from(made.grid);
  const givens = grid.map((v) => (rng.int(1000) < density * 1000 ? String(v) : '.'));
  if (wrong) {
    const cell = rng.int(N * N);
    givens[cell] = String(((grid[cell] + rng.int(N - 1)) % N) + 1);
  }
  return { puzzle: { ...made.puzzle, givens: givens.join('') }, grid };
}
