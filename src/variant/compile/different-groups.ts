/**
 * Which rules of a variant puzzle make groups of cells whose digits all differ (beyond rows,
 * columns and regions), and their cells: one list, read by the compiler (./index.ts links the
 * cells as peers, and a group of N cells as a house) and by the demo page
 * (web/src/variant/houses.ts: conflicts and tidy marks follow the same groups).
 *
 * Owns: {@link differentGroups}, the table below. Does not own: the diagonals' cells or a
 * layout's regions in reading order (./geometry.ts), what the compiler makes of a group or of
 * the rest of a rule (./index.ts: a killer's sum, a renban's run, a nabner's gaps …).
 *
 *   rule             group (its cells)                       the compiler says so by
 *   ───────────────  ──────────────────────────────────────  ──────────────────────────────
 *   extraRegion      the region                              'group': peers (and a house)
 *   disjointGroups   N groups: group k is the k-th cell of   'group'
 *                    every region, cells in reading order
 *   diagonal         the main or anti diagonal               'group'
 *   killer           the cage                                'group'
 *   renban           the line                                'group'
 *   nabner           the line                                'relations': 2 or more apart
 *   thermometer      bulb to tip                             'relations': each above the last
 *
 * Groups come in constraint order (a disjoint-groups rule gives its N in turn): the compiler's
 * houses are numbered in that order, so the order is part of the program.
 */
import type { VariantPuzzle } from '../model.js';
import { layoutOf, variantGeometry, type Layout } from './geometry.js';

/** A group of cells whose digits all differ, and how the compiler enforces it. */
export interface DifferentGroup {
  /** Its cells, in the rule's order (shared with the model or the geometry caches: read only). */
  readonly cells: ArrayLike<number>;
  /**
   * `'group'`: the compiler links the cells as a group (all-different peers; a group of N
   * cells is also a house). `'relations'`: the rule's pair relations already keep the digits
   * apart (nabner: 2 or more apart; thermometer: strictly rising), so the compiler adds no group.
   */
  readonly by: 'group' | 'relations';
}

/**
 * The groups of `p` whose digits all differ, in constraint order (see the module's table).
 * `layout`: `p`'s layout when the caller has it (`layoutOf(p.size, p.regions)`), read only for
 * disjoint groups.
 */
export function differentGroups(p: VariantPuzzle, layout?: Layout): DifferentGroup[] {
  const N = p.size;
  const groups: DifferentGroup[] = [];
  for (const rule of p.constraints) {
    switch (rule.type) {
      case 'extraRegion':
      case 'killer':
      case 'renban':
        groups.push({ cells: rule.cells, by: 'group' });
        break;
      case 'disjointGroups': {
        // the regions' cells ascending: reading order
        const regions = (layout ?? layoutOf(N, p.regions)).houses.slice(2 * N);
        for (let k = 0; k < N; k++) groups.push({ cells: regions.map((cells) => cells[k]), by: 'group' });
        break;
      }
      case 'diagonal': {
        const geo = variantGeometry(N);
        groups.push({ cells: rule.direction === 'main' ? geo.mainDiagonal : geo.antiDiagonal, by: 'group' });
        break;
      }
      case 'nabner':
      case 'thermometer':
        groups.push({ cells: rule.cells, by: 'relations' });
        break;
    }
  }
  return groups;
}
