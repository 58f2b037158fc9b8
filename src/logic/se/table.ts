/**
 * Sudoku Explainer 1.2.1's difficulty table: the base rating of every technique it knows, as
 * published in "Difficulty ratings in Sudoku Explainer v1.2.1" (SukakuExplainer's wiki) and the
 * forum threads that explain serate's numbers.
 *
 * Owns: `SE_BASE` (technique → base difficulty), {@link SE_TABLE} (the rows docs/design/logic.md
 * prints). Does not own the modifiers (`length.ts` for chain length, `forcing-hook.ts` for the
 * forcing levels) or which technique a step is (`producers.ts`).
 *
 *   1.0 last value in a house       2.3 naked single        3.6 naked triple     5.0 naked quad
 *   1.2 hidden single, box          2.5 direct hidden triple 3.8 swordfish       5.2 jellyfish
 *   1.5 hidden single, line         2.6 pointing            4.0 hidden triple    5.4 hidden quad
 *   1.7 direct pointing             2.8 claiming            4.2 XY-wing          5.6+ BUG
 *   1.9 direct claiming             3.0 naked pair          4.4 XYZ-wing         6.2 aligned pair excl.
 *   2.0 direct hidden pair          3.2 X-wing, 3.4 hidden pair   4.5 unique rectangles (types 1-4;
 *                                   serate rates types 2 and 3 with a pair 4.5 on magictour; SE's
 *                                   unique loops of 6+ cells, 4.6-5.0, have no finder here)
 *   chains: 6.5 X-cycle, 6.6 forcing X-chain and Y-cycle, 7.0 other cycles and forcing chains
 *   (an XY-chain is one); 7.5 aligned triple exclusion and Nishio; 8.0 cell and region
 *   forcing chains; 8.5 dynamic; 9.0 dynamic (+) (locked candidates inside); 10.5 dynamic
 *   forcing chains with dynamic (+) nets inside (SE's level 4; its levels 2 and 3, 9.5 and 10.0,
 *   have no engine counterpart). Every chain adds the length modifier of `length.ts`.
 */

/**
 * The techniques of SE 1.2.1's rating, each a key of `SE_BASE`.
 * @category Hints, steps and rating
 */
export type SeTechnique =
  | 'last-value'
  | 'hidden-single-box'
  | 'hidden-single-line'
  | 'direct-pointing'
  | 'direct-claiming'
  | 'direct-hidden-pair'
  | 'naked-single'
  | 'direct-hidden-triple'
  | 'pointing'
  | 'claiming'
  | 'naked-pair'
  | 'x-wing'
  | 'hidden-pair'
  | 'naked-triple'
  | 'swordfish'
  | 'hidden-triple'
  | 'xy-wing'
  | 'xyz-wing'
  | 'unique-rectangle-1'
  | 'unique-rectangle-2'
  | 'unique-rectangle-3'
  | 'unique-rectangle-4'
  | 'naked-quad'
  | 'jellyfish'
  | 'hidden-quad'
  | 'bug-1'
  | 'aligned-pair-exclusion'
  | 'x-cycle'
  | 'forcing-x-chain'
  | 'y-cycle'
  | 'bidirectional-cycle'
  | 'forcing-chain'
  | 'aligned-triple-exclusion'
  | 'nishio'
  | 'cell-forcing-chains'
  | 'region-forcing-chains'
  | 'dynamic-forcing-chains'
  | 'dynamic-forcing-chains-plus'
  | 'nested-forcing-chains';

/**
 * One row of the table: the technique, SE's name for it, its base difficulty, what is added.
 * @category Hints, steps and rating
 */
export interface SeTableRow {
  /** The technique's id. */
  readonly id: SeTechnique;
  /** Its name, as Sudoku Explainer says it. */
  readonly name: string;
  /** Its base difficulty (ER) before the modifier. */
  readonly base: number;
  /** What raises the base: `''` (nothing), `length` (chain length), `size` (subset of a UR type 3), … */
  readonly modifier: string;
}

/**
 * SE 1.2.1's techniques in the order its solver tries them, with base difficulty and modifier.
 * @category Hints, steps and rating
 */
export const SE_TABLE: readonly SeTableRow[] = [
  { id: 'last-value', name: 'Last value in a house (full house)', base: 1.0, modifier: '' },
  { id: 'hidden-single-box', name: 'Hidden Single (block)', base: 1.2, modifier: '' },
  { id: 'hidden-single-line', name: 'Hidden Single (row or column)', base: 1.5, modifier: '' },
  { id: 'direct-pointing', name: 'Direct Pointing', base: 1.7, modifier: '' },
  { id: 'direct-claiming', name: 'Direct Claiming', base: 1.9, modifier: '' },
  { id: 'direct-hidden-pair', name: 'Direct Hidden Pair', base: 2.0, modifier: '' },
  { id: 'naked-single', name: 'Naked Single', base: 2.3, modifier: '' },
  { id: 'direct-hidden-triple', name: 'Direct Hidden Triplet', base: 2.5, modifier: '' },
  { id: 'pointing', name: 'Pointing', base: 2.6, modifier: '' },
  { id: 'claiming', name: 'Claiming', base: 2.8, modifier: '' },
  { id: 'naked-pair', name: 'Naked Pair', base: 3.0, modifier: '' },
  { id: 'x-wing', name: 'X-Wing', base: 3.2, modifier: '' },
  { id: 'hidden-pair', name: 'Hidden Pair', base: 3.4, modifier: '' },
  { id: 'naked-triple', name: 'Naked Triplet', base: 3.6, modifier: '' },
  { id: 'swordfish', name: 'Swordfish', base: 3.8, modifier: '' },
  { id: 'hidden-triple', name: 'Hidden Triplet', base: 4.0, modifier: '' },
  { id: 'xy-wing', name: 'XY-Wing', base: 4.2, modifier: '' },
  { id: 'xyz-wing', name: 'XYZ-Wing', base: 4.4, modifier: '' },
  { id: 'unique-rectangle-1', name: 'Unique Rectangle type 1', base: 4.5, modifier: '' },
  { id: 'unique-rectangle-2', name: 'Unique Rectangle type 2', base: 4.5, modifier: '' },
  { id: 'unique-rectangle-3', name: 'Unique Rectangle type 3', base: 4.5, modifier: '' },
  { id: 'unique-rectangle-4', name: 'Unique Rectangle type 4', base: 4.5, modifier: '' },
  { id: 'naked-quad', name: 'Naked Quad', base: 5.0, modifier: '' },
  { id: 'jellyfish', name: 'Jellyfish', base: 5.2, modifier: '' },
  { id: 'hidden-quad', name: 'Hidden Quad', base: 5.4, modifier: '' },
  { id: 'bug-1', name: 'Bivalue Universal Grave type 1', base: 5.6, modifier: '' },
  { id: 'aligned-pair-exclusion', name: 'Aligned Pair Exclusion', base: 6.2, modifier: '' },
  { id: 'x-cycle', name: 'Bidirectional X-Cycle', base: 6.5, modifier: 'length' },
  { id: 'forcing-x-chain', name: 'Forcing X-Chain', base: 6.6, modifier: 'length' },
  { id: 'y-cycle', name: 'Bidirectional Y-Cycle', base: 6.6, modifier: 'length' },
  { id: 'bidirectional-cycle', name: 'Bidirectional Cycle', base: 7.0, modifier: 'length' },
  { id: 'forcing-chain', name: 'Forcing Chain', base: 7.0, modifier: 'length' },
  { id: 'aligned-triple-exclusion', name: 'Aligned Triplet Exclusion', base: 7.5, modifier: '' },
  { id: 'nishio', name: 'Nishio Forcing Chains', base: 7.5, modifier: 'length' },
  { id: 'cell-forcing-chains', name: 'Cell Forcing Chains', base: 8.0, modifier: 'length' },
  { id: 'region-forcing-chains', name: 'Region Forcing Chains', base: 8.0, modifier: 'length' },
  { id: 'dynamic-forcing-chains', name: 'Dynamic (Cell/Region/Contradiction) Forcing Chains', base: 8.5, modifier: 'length' },
  { id: 'dynamic-forcing-chains-plus', name: 'Dynamic Forcing Chains (+)', base: 9.0, modifier: 'length' },
  { id: 'nested-forcing-chains', name: 'Dynamic Forcing Chains (+Dynamic Forcing Chains), nesting k', base: 10.5, modifier: 'length; +0.5 per level of nesting past 1' },
];

/** Base difficulty per technique (see {@link SE_TABLE}). */
export const SE_BASE: Readonly<Record<SeTechnique, number>> = Object.fromEntries(SE_TABLE.map((r) => [r.id, r.base])) as Record<SeTechnique, number>;

/** SE's name per technique. */
export const SE_NAME: Readonly<Record<SeTechnique, string>> = Object.fromEntries(SE_TABLE.map((r) => [r.id, r.name])) as Record<SeTechnique, string>;

/** A difficulty rounded to SE's one decimal (sums of tenths drift in binary floating point). */
export function tenths(x: number): number {
  return Math.round(x * 10) / 10;
}
