/**
 * Transformations of variant puzzles that keep their solution count, for the property tests:
 * the eight symmetries of the square (every rule's cells moved along) and relabellings of the
 * digits (any permutation where every rule allows it; d ↦ N+1−d with the clues rewritten where
 * that is the only one).
 *
 * Owns: how each rule of the model moves. Does not own: what a rule means (./plain.ts).
 *
 * A symmetry g maps cell (r, c) to g(r, c); a puzzle p becomes g·p with
 *   givens, regions     moved cell by cell (region labels travel with their cells)
 *   cell lists          each cell moved, order kept (a thermometer's bulb stays first, a pill
 *                       keeps its digit order, a little killer still starts at the edge)
 *   diagonal            the image of the main diagonal is the main or the anti diagonal
 *   sandwich            the image of a row is a row or a column
 *   pair rules          unchanged (knight, king and orthogonal steps map to themselves)
 * and a solution s of p becomes g·s, a solution of g·p. Standard boxes stay implicit when g maps
 * boxes onto boxes (always for 4×4 and 9×9; for 6×6 and 8×8 only the identity, the half turn and
 * the two mirrors): otherwise the image boxes (3×2, 4×2) are written out as `regions`. Disjoint
 * groups are moved only where no region is written ({@link movable}): "the same position in
 * their box (region)" is the k-th cell of each region in reading order (the model, the engine
 * and the plain checker agree; conventions.test.ts; src/variant/rules/disjoint-groups.ts), which
 * a turned jigsaw region does not keep.
 *
 *   symmetry     (r, c) ↦            symmetry        (r, c) ↦
 *   identity     (r, c)              transpose        (c, r)
 *   rotate 90    (c, N−1−r)          anti-transpose   (N−1−c, N−1−r)
 *   rotate 180   (N−1−r, N−1−c)      mirror rows      (N−1−r, c)
 *   rotate 270   (N−1−c, r)          mirror columns   (r, N−1−c)
 */
import type { Constraint, VariantPuzzle } from '../../../src/variant/model';
import { regionLabels } from './plain';

/** One symmetry of the square. */
export interface Symmetry {
  readonly name: string;
  /** The image of (r, c) on an n×n grid. */
  readonly map: (r: number, c: number, n: number) => [number, number];
}

/** The eight symmetries of the square (the table in the header). */
export const SYMMETRIES: readonly Symmetry[] = [
  { name: 'identity', map: (r, c) => [r, c] },
  { name: 'rotate 90', map: (r, c, n) => [c, n - 1 - r] },
  { name: 'rotate 180', map: (r, c, n) => [n - 1 - r, n - 1 - c] },
  { name: 'rotate 270', map: (r, c, n) => [n - 1 - c, r] },
  { name: 'transpose', map: (r, c) => [c, r] },
  { name: 'anti-transpose', map: (r, c, n) => [n - 1 - c, n - 1 - r] },
  { name: 'mirror rows', map: (r, c, n) => [n - 1 - r, c] },
  { name: 'mirror columns', map: (r, c, n) => [r, n - 1 - c] },
];

/** The image of a cell. */
export function moveCell(g: Symmetry, n: number, cell: number): number {
  const [r, c] = g.map(Math.floor(cell / n), cell % n, n);
  return r * n + c;
}

/** The image of a grid (N² values): out[g(cell)] = grid[cell]. */
export function moveGrid(g: Symmetry, n: number, grid: ArrayLike<number>): Uint8Array {
  const out = new Uint8Array(n * n);
  for (let cell = 0; cell < n * n; cell++) out[moveCell(g, n, cell)] = grid[cell];
  return out;
}

/** True when two labellings cut the grid into the same pieces. */
function samePartition(a: readonly number[], b: readonly number[]): boolean {
  const pairs = new Map<number, number>();
  for (let i = 0; i < a.length; i++) {
    if (!pairs.has(a[i])) pairs.set(a[i], b[i]);
    else if (pairs.get(a[i]) !== b[i]) return false;
  }
  return new Set(pairs.values()).size === pairs.size;
}

/** True when g maps the standard boxes of size n onto themselves. */
export function keepsBoxes(g: Symmetry, n: number): boolean {
  const boxes = regionLabels({ size: n as VariantPuzzle['size'] });
  return samePartition(Array.from(moveGrid(g, n, boxes)), boxes);
}

/**
 * True when {@link movePuzzle} can move p by g: no disjoint groups on regions, given or written
 * out; indexers only by the identity, row and column indexers by the transposition too (which
 * swaps them: the digit still counts along the same line). Any other symmetry reverses the
 * count along some line, which only a relabelling of the digits would undo.
 */
export function movable(p: VariantPuzzle, g: Symmetry): boolean {
  if (p.constraints.some((k) => k.type === 'boxIndexer') && g.name !== 'identity') return false;
  if (p.constraints.some((k) => k.type === 'rowIndexer' || k.type === 'columnIndexer') && g.name !== 'identity' && g.name !== 'transpose') return false;
  return !p.constraints.some((k) => k.type === 'disjointGroups') || (!p.regions && keepsBoxes(g, p.size));
}

/**
 * The image of a puzzle under g (see the header).
 * @throws {Error} when it is not {@link movable}.
 */
export function movePuzzle(p: VariantPuzzle, g: Symmetry): VariantPuzzle {
  const n = p.size;
  const move = (cell: number) => moveCell(g, n, cell);
  const cells = (list: readonly number[]) => list.map(move);
  if (!movable(p, g)) throw new Error(`movePuzzle: disjoint groups on regions or indexers do not move by ${g.name}`);
  const givens = moveGrid(g, n, Array.from(p.givens, (ch) => (ch === '.' || ch === '0' ? 0 : Number(ch))));
  const out: VariantPuzzle = {
    version: 1,
    size: n,
    givens: Array.from(givens, (d) => (d === 0 ? '.' : String(d))).join(''),
    constraints: p.constraints.map((k): Constraint => {
      switch (k.type) {
        case 'diagonal': {
          const image = Array.from({ length: n }, (_, i) =>
            move(k.direction === 'main' ? i * n + i : (n - 1 - i) * n + i),
          );
          const main = image.every((cell) => Math.floor(cell / n) === cell % n);
          return { type: 'diagonal', direction: main ? 'main' : 'anti' };
        }
        case 'sandwich': {
          const line = Array.from({ length: n }, (_, i) => move(k.line === 'row' ? k.index * n + i : i * n + k.index));
          const rows = new Set(line.map((cell) => Math.floor(cell / n)));
          return rows.size === 1
            ? { ...k, line: 'row', index: Math.floor(line[0] / n) }
            : { ...k, line: 'column', index: line[0] % n };
        }
        case 'xSum':
        case 'skyscraper': {
          // the line in the clue's order, moved: its first two cells say where the clue now stands
          const n1 = n - 1;
          const line = Array.from({ length: n }, (_, i) =>
            move(k.side === 'top' ? i * n + k.index : k.side === 'bottom' ? (n1 - i) * n + k.index : k.side === 'left' ? k.index * n + i : k.index * n + n1 - i),
          );
          const [a, b] = line;
          if (Math.floor(a / n) === Math.floor(b / n)) return { ...k, side: b > a ? 'left' : 'right', index: Math.floor(a / n) };
          return { ...k, side: b > a ? 'top' : 'bottom', index: a % n };
        }
        case 'kropki':
        case 'xv':
          return { ...k, cells: [move(k.cells[0]), move(k.cells[1])] };
        case 'arrow':
          return { ...k, circle: cells(k.circle), shaft: cells(k.shaft) };
        case 'extraRegion':
        case 'killer':
        case 'littleKiller':
        case 'thermometer':
        case 'slowThermometer':
        case 'whispers':
        case 'renban':
        case 'palindrome':
        case 'regionSum':
        case 'between':
        case 'entropic':
        case 'modular':
        case 'nabner':
        case 'zipper':
        case 'doubleArrow':
        case 'lockout':
        case 'odd':
        case 'even':
        case 'minimum':
        case 'maximum':
          return { ...k, cells: cells(k.cells) };
        case 'clone':
          return { ...k, cells: cells(k.cells), clone: cells(k.clone) };
        case 'quadruple':
          return { ...k, cells: cells(k.cells) };
        case 'rowIndexer':
        case 'columnIndexer':
        case 'boxIndexer': {
          // movable: the identity, or the transposition of row and column indexers
          const type = g.name === 'identity' ? k.type : k.type === 'rowIndexer' ? 'columnIndexer' : 'rowIndexer';
          return { type, cells: cells(k.cells) };
        }
        default:
          return { ...k };
      }
    }),
  };
  if (p.regions) out.regions = Array.from(moveGrid(g, n, p.regions));
  else if (!keepsBoxes(g, n)) out.regions = Array.from(moveGrid(g, n, regionLabels(p)));
  return out;
}

/** The rule types whose meaning ignores which digit is which: any permutation of 1…N keeps them. */
const PERMUTABLE = new Set([
  'extraRegion', 'disjointGroups', 'diagonal', 'antiKnight', 'antiKing', 'palindrome', 'clone',
]);

/** True when every permutation of the digits keeps the puzzle's rules (a killer only without a sum). */
export function permutable(p: VariantPuzzle): boolean {
  return p.constraints.every((k) => PERMUTABLE.has(k.type) || (k.type === 'killer' && k.sum === undefined));
}

/** The givens with each digit d replaced by perm[d] (perm[0] unused). */
function relabelGivens(p: VariantPuzzle, perm: readonly number[]): string {
  return Array.from(p.givens, (ch) => (ch === '.' || ch === '0' ? '.' : String(perm[Number(ch)]))).join('');
}

/** The puzzle with its digits permuted (perm[d] replaces d). @throws {Error} when a rule does not allow it. */
export function relabelPuzzle(p: VariantPuzzle, perm: readonly number[]): VariantPuzzle {
  if (!permutable(p)) throw new Error('relabelPuzzle: a rule of this puzzle depends on the digits');
  return { ...p, givens: relabelGivens(p, perm) };
}

/** A grid with its digits permuted. */
export function relabelGrid(grid: ArrayLike<number>, perm: readonly number[]): Uint8Array {
  return Uint8Array.from(grid, (d) => (d === 0 ? 0 : perm[d]));
}

/** The permutation d ↦ N+1−d (index 0 unused). */
export function complementDigits(n: number): number[] {
  return Array.from({ length: n + 1 }, (_, d) => (d === 0 ? 0 : n + 1 - d));
}

/**
 * The clue of a rule under d ↦ N+1−d, or null when there is none: a sum of k cells becomes
 * k(N+1) − sum, a thermometer runs the other way, an X/V pair keeps its mark only when
 * 2(N+1) − sum = sum (X on 9×9, V on 4×4), odd and even swap when N+1 is odd, minimum and
 * maximum cells swap, a quadruple's digits are mapped.
 */
function complementClue(k: Constraint, n: number): Constraint | null {
  switch (k.type) {
    case 'extraRegion':
    case 'disjointGroups':
    case 'diagonal':
    case 'antiKnight':
    case 'antiKing':
    case 'nonConsecutive':
    case 'whispers':
    case 'renban':
    case 'palindrome':
    case 'clone':
    case 'between':
      return { ...k };
    case 'minimum':
      return { ...k, type: 'maximum' };
    case 'maximum':
      return { ...k, type: 'minimum' };
    case 'quadruple':
      return { ...k, digits: k.digits.map((d) => n + 1 - d) };
    case 'kropki':
      return k.color === 'white' ? { ...k } : null;
    case 'xv':
      return 2 * (n + 1) - k.sum === k.sum ? { ...k } : null;
    case 'killer':
      return k.sum === undefined ? { ...k } : { ...k, sum: k.cells.length * (n + 1) - k.sum };
    case 'littleKiller':
      return { ...k, sum: k.cells.length * (n + 1) - k.sum };
    case 'thermometer':
    case 'slowThermometer':
      return { ...k, cells: k.cells.slice().reverse() };
    case 'entropic':
    case 'modular':
    case 'nabner':
    case 'lockout':
      // low and high ranks swap, remainders mod 3 map one to one, gaps and ranges' outsides stay
      return { ...k };
    case 'zipper':
      // equal pair sums stay equal; on an odd line the pairs would add up to 2(N+1) − m and the middle hold N+1 − m
      return k.cells.length % 2 === 0 ? { ...k } : null;
    case 'odd':
    case 'even':
      return n % 2 === 1 ? { ...k } : { ...k, type: k.type === 'odd' ? 'even' : 'odd' };
    default:
      return null;
  }
}

/** True when d ↦ N+1−d can be applied to the puzzle ({@link complementPuzzle}). */
export function complementable(p: VariantPuzzle): boolean {
  return p.constraints.every((k) => complementClue(k, p.size) !== null);
}

/** The puzzle under d ↦ N+1−d, clues rewritten. @throws {Error} when a rule has no such image. */
export function complementPuzzle(p: VariantPuzzle): VariantPuzzle {
  const constraints = p.constraints.map((k) => {
    const image = complementClue(k, p.size);
    if (!image) throw new Error(`complementPuzzle: no image of ${k.type} under d ↦ N+1−d`);
    return image;
  });
  return { ...p, givens: relabelGivens(p, complementDigits(p.size)), constraints };
}
