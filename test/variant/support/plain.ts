/**
 * The deliberately plain checker of variant puzzles: the oracle of the variant engine's tests.
 *
 * Owns: what "a solution" means, read from the one-sentence meanings in src/variant/model.ts and
 * nothing else (no code, tables or ideas shared with the engine or its TypeScript twin), and
 * {@link plainCount}, a counter built on it that is obviously correct before it is fast.
 * Does not own: generating puzzles (./generate.ts) or moving them around (./transform.ts).
 *
 * Every rule becomes one or more {@link Check}s: a list of cells and a test that reads the grid
 * (0 = empty). A check is written so that
 *   - on a full grid it is exactly the rule's sentence, and
 *   - on a partly filled grid it fails only when no filling of the empty cells can satisfy it
 *     (the filled cells already break the rule), from bounds anyone can verify by eye:
 *     a sum of e empty cells lies in [e, e·N], a thermometer's cell i is at least i+1, …
 * {@link isSolution} runs every check on a full grid. {@link plainCount} is a backtracking search:
 * at each node it tries every digit in every empty cell against the checks that contain the
 * cell, branches on the cell with the fewest digits left (stopping the scan at a cell with 0 or
 * 1), and counts complete grids. No propagation is kept between nodes: each node starts again
 * from the grid alone. A node budget lets a test skip a puzzle the counter cannot settle.
 */
import type { Constraint, VariantPuzzle } from '../../../src/variant/model';

/** One rule on some cells. `holds` reads the grid: digits 1…N, 0 for an empty cell. */
export interface Check {
  /** The rule's `type` (and which part of it), for messages. */
  readonly rule: string;
  /** Every cell the test reads. */
  readonly cells: readonly number[];
  /** False when the filled cells already break the rule (on a full grid: exactly the rule). */
  holds(grid: ArrayLike<number>): boolean;
}

/** Box height and width per size (grid.ts's table: 4 → 2×2, 5 → 1×5, 6 → 2×3, 7 → 1×7, 8 → 2×4, 9 → 3×3). */
export function boxShape(size: number): { rows: number; cols: number } {
  switch (size) {
    case 4:
      return { rows: 2, cols: 2 };
    case 5:
      return { rows: 1, cols: 5 };
    case 7:
      return { rows: 1, cols: 7 };
    case 6:
      return { rows: 2, cols: 3 };
    case 8:
      return { rows: 2, cols: 4 };
    case 9:
      return { rows: 3, cols: 3 };
    default:
      throw new RangeError(`plain checker: expected a size of 4 … 9, got ${size}`);
  }
}

/** The region label of every cell: the puzzle's `regions`, else the standard boxes numbered in reading order. */
export function regionLabels(p: Pick<VariantPuzzle, 'size' | 'regions'>): number[] {
  const n = p.size;
  if (p.regions) return p.regions.slice();
  const { rows, cols } = boxShape(n);
  const labels: number[] = [];
  for (let cell = 0; cell < n * n; cell++) {
    const r = Math.floor(cell / n);
    const c = cell % n;
    labels.push(Math.floor(r / rows) * (n / cols) + Math.floor(c / cols));
  }
  return labels;
}

/** Cells of each region, in reading order. */
export function regionCells(p: Pick<VariantPuzzle, 'size' | 'regions'>): number[][] {
  const labels = regionLabels(p);
  const regions: number[][] = Array.from({ length: p.size }, () => []);
  labels.forEach((label, cell) => regions[label].push(cell));
  return regions;
}

/** The default whispers difference: ⌈N/2⌉ (5 on 9×9). */
export function defaultWhispersDifference(size: number): number {
  return Math.ceil(size / 2);
}

/**
 * The rank of a digit on an entropic line, 0 low, 1 middle, 2 high: the digits split in three
 * runs whose sizes are, low / middle / high, 1 / 2 / 1 on 4×4, 2 / 2 / 2 on 6×6, 3 / 2 / 3 on
 * 8×8, 3 / 3 / 3 on 9×9 (written out here, not derived as the library derives them).
 */
export function entropicClass(size: number, digit: number): number {
  const low = { 4: 1, 6: 2, 8: 3, 9: 3 }[size as 4 | 6 | 8 | 9];
  return digit <= low ? 0 : digit > size - low ? 2 : 1;
}

// ---- check builders ----

function allDifferent(rule: string, cells: readonly number[]): Check {
  return {
    rule,
    cells,
    holds(g) {
      let seen = 0; // bit d set once digit d is seen
      for (const cell of cells) {
        const bit = (1 << g[cell]) & ~1;
        if (seen & bit) return false;
        seen |= bit;
      }
      return true;
    },
  };
}

function pair(rule: string, a: number, b: number, allowed: (x: number, y: number) => boolean): Check {
  return { rule, cells: [a, b], holds: (g) => g[a] === 0 || g[b] === 0 || allowed(g[a], g[b]) };
}

/** The filled sum and the number of empty cells. */
function partialSum(g: ArrayLike<number>, cells: readonly number[]): { sum: number; empty: number } {
  let sum = 0;
  let empty = 0;
  for (const cell of cells) {
    if (g[cell] === 0) empty++;
    else sum += g[cell];
  }
  return { sum, empty };
}

/** The cells add up to `target` (each empty cell will hold 1…N). */
function sumIs(rule: string, cells: readonly number[], target: number, n: number): Check {
  return {
    rule,
    cells,
    holds(g) {
      const { sum, empty } = partialSum(g, cells);
      return sum + empty <= target && target <= sum + empty * n;
    },
  };
}

/**
 * Distinct digits adding up to `target`: the e empty cells will hold e different digits that
 * the filled cells do not hold, so their sum lies between the e smallest and the e largest of those.
 */
function distinctSumIs(rule: string, cells: readonly number[], target: number, n: number): Check {
  return {
    rule,
    cells,
    holds(g) {
      let sum = 0;
      let empty = 0;
      let used = 0; // bit d set when a filled cell holds d
      for (const cell of cells) {
        if (g[cell] === 0) empty++;
        else {
          sum += g[cell];
          used |= 1 << g[cell];
        }
      }
      let low = 0; // the `empty` smallest unused digits
      for (let d = 1, taken = 0; d <= n && taken < empty; d++) {
        if (!(used & (1 << d))) {
          low += d;
          taken++;
        }
      }
      let high = 0; // the `empty` largest
      let taken = 0;
      for (let d = n; d >= 1 && taken < empty; d--) {
        if (!(used & (1 << d))) {
          high += d;
          taken++;
        }
      }
      return taken === empty && sum + low <= target && target <= sum + high;
    },
  };
}

/** Orthogonal neighbours: each unordered pair once, [left, right] or [up, down]. */
function orthogonalPairs(n: number): [number, number][] {
  const pairs: [number, number][] = [];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (c + 1 < n) pairs.push([r * n + c, r * n + c + 1]);
      if (r + 1 < n) pairs.push([r * n + c, (r + 1) * n + c]);
    }
  }
  return pairs;
}

/** Pairs of cells whose offset is one of `steps` (each unordered pair once). */
function pairsAt(n: number, steps: readonly [number, number][]): [number, number][] {
  const pairs: [number, number][] = [];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      for (const [dr, dc] of steps) {
        const r2 = r + dr;
        const c2 = c + dc;
        if (r2 < 0 || r2 >= n || c2 < 0 || c2 >= n) continue;
        if (r2 * n + c2 > r * n + c) pairs.push([r * n + c, r2 * n + c2]);
      }
    }
  }
  return pairs;
}

const KNIGHT: [number, number][] = [
  [1, 2], [2, 1], [1, -2], [2, -1], [-1, 2], [-2, 1], [-1, -2], [-2, -1],
];
const KING: [number, number][] = [
  [0, 1], [1, 0], [1, 1], [1, -1], [0, -1], [-1, 0], [-1, -1], [-1, 1],
];

const pairKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** Every pair that carries a marking of the given types (kropki dots, X/V). */
function markedPairs(p: VariantPuzzle, types: readonly string[]): Set<string> {
  const marked = new Set<string>();
  for (const k of p.constraints) {
    if (!types.includes(k.type)) continue;
    const cells = (k as { cells: number[] }).cells;
    marked.add(pairKey(cells[0], cells[1]));
  }
  return marked;
}

/** The digits of a pill (or one circle) read as a number, each empty cell taken as `fill`. */
function circleNumber(g: ArrayLike<number>, circle: readonly number[], fill: number): number {
  let value = 0;
  for (const cell of circle) value = value * 10 + (g[cell] === 0 ? fill : g[cell]);
  return value;
}

/** The checks of one constraint. */
function checksOf(p: VariantPuzzle, k: Constraint, labels: readonly number[]): Check[] {
  const n = p.size;
  switch (k.type) {
    case 'extraRegion':
      return [allDifferent('extraRegion', k.cells)];
    case 'disjointGroups': {
      // position of a cell = its rank in reading order among its region's cells: the model's
      // "same position in their box (region)" (on jigsaw regions too; conventions.test.ts)
      const groups: number[][] = Array.from({ length: n }, () => []);
      const seenInRegion = new Array<number>(n).fill(0);
      for (let cell = 0; cell < n * n; cell++) groups[seenInRegion[labels[cell]]++].push(cell);
      return groups.map((cells) => allDifferent('disjointGroups', cells));
    }
    case 'diagonal': {
      const cells = Array.from({ length: n }, (_, i) => (k.direction === 'main' ? i * n + i : (n - 1 - i) * n + i));
      return [allDifferent(`diagonal ${k.direction}`, cells)];
    }
    case 'antiKnight':
      return pairsAt(n, KNIGHT).map(([a, b]) => pair('antiKnight', a, b, (x, y) => x !== y));
    case 'antiKing':
      return pairsAt(n, KING).map(([a, b]) => pair('antiKing', a, b, (x, y) => x !== y));
    case 'nonConsecutive': {
      // "the negative form of the white dot": like every negative rule it leaves out the pairs
      // that carry a dot at all, so a 1-2 pair may carry either dot (see conventions.test.ts)
      const dotted = markedPairs(p, ['kropki']);
      return orthogonalPairs(n)
        .filter(([a, b]) => !dotted.has(pairKey(a, b)))
        .map(([a, b]) => pair('nonConsecutive', a, b, (x, y) => Math.abs(x - y) !== 1));
    }
    case 'kropki': {
      const [a, b] = k.cells;
      if (k.color === 'white') {
        const value = k.value ?? 1;
        return [pair('kropki white', a, b, (x, y) => Math.abs(x - y) === value)];
      }
      const value = k.value ?? 2;
      return [pair('kropki black', a, b, (x, y) => x === value * y || y === value * x)];
    }
    case 'xv':
      return [pair(`xv ${k.sum}`, k.cells[0], k.cells[1], (x, y) => x + y === k.sum)];
    case 'negativeBlack': {
      const dotted = markedPairs(p, ['kropki']);
      return orthogonalPairs(n)
        .filter(([a, b]) => !dotted.has(pairKey(a, b)))
        .map(([a, b]) => pair('negativeBlack', a, b, (x, y) => x !== 2 * y && y !== 2 * x));
    }
    case 'negativeXV': {
      const marked = markedPairs(p, ['xv']);
      return orthogonalPairs(n)
        .filter(([a, b]) => !marked.has(pairKey(a, b)))
        .map(([a, b]) => pair('negativeXV', a, b, (x, y) => x + y !== 5 && x + y !== 10));
    }
    case 'killer': {
      const checks = [allDifferent('killer digits', k.cells)];
      if (k.sum !== undefined) checks.push(distinctSumIs('killer sum', k.cells, k.sum, n));
      return checks;
    }
    case 'littleKiller':
      return [sumIs('littleKiller', k.cells, k.sum, n)];
    case 'arrow': {
      const cells = [...k.circle, ...k.shaft];
      return [
        {
          rule: 'arrow',
          cells,
          holds(g) {
            const { sum, empty } = partialSum(g, k.shaft);
            const low = circleNumber(g, k.circle, 1);
            const high = circleNumber(g, k.circle, n);
            return sum + empty <= high && low <= sum + empty * n;
          },
        },
      ];
    }
    case 'sandwich': {
      const cells = Array.from({ length: n }, (_, i) => (k.line === 'row' ? k.index * n + i : i * n + k.index));
      return [
        {
          rule: `sandwich ${k.line} ${k.index}`,
          cells,
          holds(g) {
            const one = cells.findIndex((cell) => g[cell] === 1);
            const top = cells.findIndex((cell) => g[cell] === n);
            if (one < 0 || top < 0) return true;
            const between = cells.slice(Math.min(one, top) + 1, Math.max(one, top));
            const { sum, empty } = partialSum(g, between);
            return sum + empty <= k.sum && k.sum <= sum + empty * n;
          },
        },
      ];
    }
    case 'thermometer': {
      const cells = k.cells;
      const last = cells.length - 1;
      return [
        {
          rule: 'thermometer',
          cells,
          holds(g) {
            // strictly increasing ⇔ every pair i < j has v[j] − v[i] ≥ j − i, and cell i lies in [i+1, N−(last−i)]
            for (let i = 0; i <= last; i++) {
              const v = g[cells[i]];
              if (v === 0) continue;
              if (v < i + 1 || v > n - (last - i)) return false;
              for (let j = i + 1; j <= last; j++) {
                const w = g[cells[j]];
                if (w !== 0 && w - v < j - i) return false;
              }
            }
            return true;
          },
        },
      ];
    }
    case 'slowThermometer': {
      const cells = k.cells;
      return [
        {
          rule: 'slowThermometer',
          cells,
          holds(g) {
            for (let i = 0; i < cells.length; i++) {
              const v = g[cells[i]];
              if (v === 0) continue;
              for (let j = i + 1; j < cells.length; j++) {
                const w = g[cells[j]];
                if (w !== 0 && w < v) return false;
              }
            }
            return true;
          },
        },
      ];
    }
    case 'whispers': {
      const difference = k.difference ?? defaultWhispersDifference(n);
      return k.cells
        .slice(1)
        .map((cell, i) => pair('whispers', k.cells[i], cell, (x, y) => Math.abs(x - y) >= difference));
    }
    case 'renban': {
      const cells = k.cells;
      const distinct = allDifferent('renban digits', cells);
      return [
        distinct,
        {
          rule: 'renban run',
          cells,
          holds(g) {
            // distinct digits form a run of consecutive numbers ⇔ max − min ≤ length − 1
            let min = Infinity;
            let max = -Infinity;
            for (const cell of cells) {
              if (g[cell] === 0) continue;
              min = Math.min(min, g[cell]);
              max = Math.max(max, g[cell]);
            }
            return max - min <= cells.length - 1 || min === Infinity;
          },
        },
      ];
    }
    case 'palindrome': {
      const cells = k.cells;
      const checks: Check[] = [];
      for (let i = 0, j = cells.length - 1; i < j; i++, j--) {
        checks.push(pair('palindrome', cells[i], cells[j], (x, y) => x === y));
      }
      return checks;
    }
    case 'entropic':
    case 'modular': {
      // any three cells in a row along the line (the whole line when it has two) hold digits
      // of different classes: ranks low / middle / high, or remainders mod 3
      const classOf = k.type === 'entropic' ? (d: number) => entropicClass(n, d) : (d: number) => d % 3;
      const windows: number[][] = [];
      if (k.cells.length === 2) windows.push(k.cells);
      for (let i = 0; i + 3 <= k.cells.length; i++) windows.push(k.cells.slice(i, i + 3));
      return windows.map((cells) => ({
        rule: k.type,
        cells,
        holds(g: ArrayLike<number>) {
          const seen = new Set<number>();
          for (const cell of cells) {
            if (g[cell] === 0) continue;
            if (seen.has(classOf(g[cell]))) return false;
            seen.add(classOf(g[cell]));
          }
          return true;
        },
      }));
    }
    case 'nabner':
      return [
        allDifferent('nabner digits', k.cells),
        {
          rule: 'nabner gaps',
          cells: k.cells,
          holds(g) {
            const digits = new Set(k.cells.map((cell) => g[cell]).filter((d) => d !== 0));
            for (const d of digits) if (digits.has(d + 1)) return false;
            return true;
          },
        },
      ];
    case 'zipper': {
      // the pairs at equal distance from the middle that are filled add up to one sum, the
      // middle cell's digit on a line of odd length
      const cells = k.cells;
      const last = cells.length - 1;
      const middle = cells.length % 2 === 1 ? cells[last / 2] : -1;
      return [
        {
          rule: 'zipper',
          cells,
          holds(g) {
            const sums = new Set<number>();
            if (middle >= 0 && g[middle] !== 0) sums.add(g[middle]);
            for (let i = 0; i < last - i; i++) {
              if (g[cells[i]] !== 0 && g[cells[last - i]] !== 0) sums.add(g[cells[i]] + g[cells[last - i]]);
            }
            return sums.size <= 1;
          },
        },
      ];
    }
    case 'doubleArrow': {
      // the ends' sum and the sum between them can still meet (each empty cell will hold 1…N)
      const cells = k.cells;
      const ends = [cells[0], cells[cells.length - 1]];
      const between = cells.slice(1, -1);
      return [
        {
          rule: 'doubleArrow',
          cells,
          holds(g) {
            const e = partialSum(g, ends);
            const b = partialSum(g, between);
            return e.sum + e.empty <= b.sum + b.empty * n && b.sum + b.empty <= e.sum + e.empty * n;
          },
        },
      ];
    }
    case 'regionSum': {
      const segments: number[][] = [];
      k.cells.forEach((cell, i) => {
        if (i > 0 && labels[cell] === labels[k.cells[i - 1]]) segments[segments.length - 1].push(cell);
        else segments.push([cell]);
      });
      return [
        {
          rule: 'regionSum',
          cells: k.cells,
          holds(g) {
            // every segment's sum lies in [filled + empty, filled + empty·N]; one common value must fit all
            let low = -Infinity;
            let high = Infinity;
            for (const segment of segments) {
              const { sum, empty } = partialSum(g, segment);
              low = Math.max(low, sum + empty);
              high = Math.min(high, sum + empty * n);
            }
            return low <= high;
          },
        },
      ];
    }
    case 'clone':
      return k.cells.map((cell, i) => pair('clone', cell, k.clone[i], (x, y) => x === y));
    case 'minimum':
    case 'maximum': {
      // the cell against each cell orthogonally next to it
      return k.cells.map((cell) => {
        const r = Math.floor(cell / n);
        const c = cell % n;
        const next = [
          [r - 1, c],
          [r + 1, c],
          [r, c - 1],
          [r, c + 1],
        ].flatMap(([rr, cc]) => (rr >= 0 && rr < n && cc >= 0 && cc < n ? [rr * n + cc] : []));
        const smaller = k.type === 'minimum';
        return {
          rule: k.type,
          cells: [cell, ...next],
          holds: (g: ArrayLike<number>) =>
            g[cell] === 0 || next.every((o) => g[o] === 0 || (smaller ? g[cell] < g[o] : g[cell] > g[o])),
        };
      });
    }
    case 'xSum':
    case 'skyscraper': {
      // the row or column, in the order the clue outside the grid reads it
      const line = Array.from({ length: n }, (_, i) => {
        if (k.side === 'top') return i * n + k.index;
        if (k.side === 'bottom') return (n - 1 - i) * n + k.index;
        if (k.side === 'left') return k.index * n + i;
        return k.index * n + (n - 1 - i);
      });
      if (k.type === 'xSum') {
        const sum = k.sum;
        return [
          {
            rule: `xSum ${k.side} ${k.index}`,
            cells: line,
            holds(g) {
              const x = g[line[0]];
              if (x === 0) return true;
              const part = partialSum(g, line.slice(0, x));
              return part.sum + part.empty <= sum && sum <= part.sum + part.empty * n;
            },
          },
        ];
      }
      const count = k.count;
      return [
        {
          rule: `skyscraper ${k.side} ${k.index}`,
          cells: line,
          holds(g) {
            // buildings seen in the filled run from the clue: later ones can only add to them
            let tallest = 0;
            let seen = 0;
            for (const cell of line) {
              if (g[cell] === 0) return seen <= count;
              if (g[cell] > tallest) {
                tallest = g[cell];
                seen++;
              }
            }
            return seen === count;
          },
        },
      ];
    }
    case 'between': {
      // the cells between the ends lie strictly between the ends' digits
      const ends = [k.cells[0], k.cells[k.cells.length - 1]];
      const inner = k.cells.slice(1, -1);
      return [
        {
          rule: 'between',
          cells: k.cells,
          holds(g) {
            if (g[ends[0]] === 0 || g[ends[1]] === 0) return true;
            const low = Math.min(g[ends[0]], g[ends[1]]);
            const high = Math.max(g[ends[0]], g[ends[1]]);
            return inner.every((cell) => g[cell] === 0 || (g[cell] > low && g[cell] < high));
          },
        },
      ];
    }
    case 'quadruple': {
      // each listed digit needs as many cells as it is listed: those holding it, or empty ones
      return [
        {
          rule: 'quadruple',
          cells: k.cells,
          holds(g) {
            const empty = k.cells.filter((cell) => g[cell] === 0).length;
            let missing = 0;
            for (const d of new Set(k.digits)) {
              const wanted = k.digits.filter((x) => x === d).length;
              const held = k.cells.filter((cell) => g[cell] === d).length;
              missing += Math.max(0, wanted - held);
            }
            return missing <= empty;
          },
        },
      ];
    }
    case 'lockout': {
      // the ends ⌊N/2⌋ or more apart; once both are filled, the cells between lie outside their range
      const a = k.cells[0];
      const b = k.cells[k.cells.length - 1];
      const inner = k.cells.slice(1, -1);
      return [
        pair('lockout ends', a, b, (x, y) => Math.abs(x - y) >= Math.floor(n / 2)),
        {
          rule: 'lockout',
          cells: k.cells,
          holds: (g: ArrayLike<number>) =>
            g[a] === 0 || g[b] === 0 || inner.every((c) => g[c] === 0 || g[c] < Math.min(g[a], g[b]) || g[c] > Math.max(g[a], g[b])),
        },
      ];
    }
    case 'rowIndexer':
    case 'columnIndexer':
    case 'boxIndexer':
      // the indexer's digit v names a cell of its row, column or region: that cell holds the
      // indexer's own column, row or position (1-based; positions in reading order)
      return k.cells.map((x) => {
        const r = Math.floor(x / n);
        const c = x % n;
        const region = Array.from({ length: n * n }, (_, cell) => cell).filter((cell) => labels[cell] === labels[x]);
        const line =
          k.type === 'columnIndexer'
            ? Array.from({ length: n }, (_, i) => r * n + i)
            : k.type === 'rowIndexer'
              ? Array.from({ length: n }, (_, i) => i * n + c)
              : region;
        const own = k.type === 'columnIndexer' ? c + 1 : k.type === 'rowIndexer' ? r + 1 : region.indexOf(x) + 1;
        return {
          rule: k.type,
          cells: line.includes(x) ? line : [x, ...line],
          holds: (g: ArrayLike<number>) => g[x] === 0 || g[line[g[x] - 1]] === 0 || g[line[g[x] - 1]] === own,
        };
      });
    case 'odd':
    case 'even': {
      const rest = k.type === 'odd' ? 1 : 0;
      return k.cells.map((cell) => ({ rule: k.type, cells: [cell], holds: (g) => g[cell] === 0 || g[cell] % 2 === rest }));
    }
    default: {
      const unknown: never = k;
      throw new TypeError(`plain checker: unknown constraint ${JSON.stringify(unknown)}`);
    }
  }
}

/** The checks of the houses every puzzle has: rows, columns and regions (boxes or jigsaw). */
export function houseChecks(p: VariantPuzzle): Check[] {
  const n = p.size;
  const checks: Check[] = [];
  for (let i = 0; i < n; i++) {
    checks.push(allDifferent(`row ${i}`, Array.from({ length: n }, (_, c) => i * n + c)));
    checks.push(allDifferent(`column ${i}`, Array.from({ length: n }, (_, r) => r * n + i)));
  }
  regionCells(p).forEach((cells, label) => checks.push(allDifferent(`region ${label}`, cells)));
  return checks;
}

/** The checks of the puzzle's constraints. */
export function constraintChecks(p: VariantPuzzle): Check[] {
  const labels = regionLabels(p);
  return p.constraints.flatMap((k) => checksOf(p, k, labels));
}

/** Every check of a puzzle: its houses, then each constraint's. Givens are not checks. */
export function puzzleChecks(p: VariantPuzzle): Check[] {
  return [...houseChecks(p), ...constraintChecks(p)];
}

/** The givens as digits (0 = empty). */
export function givenDigits(p: VariantPuzzle): number[] {
  return Array.from(p.givens, (ch) => (ch === '.' || ch === '0' ? 0 : Number(ch)));
}

/**
 * Why a full grid is not a solution (the first rule it breaks), or null when it is one.
 * @param grid N² digits in reading order.
 */
export function violation(p: VariantPuzzle, grid: ArrayLike<number>): string | null {
  const n = p.size;
  if (grid.length !== n * n) return `expected ${n * n} cells, got ${grid.length}`;
  const givens = givenDigits(p);
  for (let cell = 0; cell < n * n; cell++) {
    const v = grid[cell];
    if (!(Number.isInteger(v) && v >= 1 && v <= n)) return `cell ${cell} holds ${v}, not a digit 1…${n}`;
    if (givens[cell] !== 0 && givens[cell] !== v) return `cell ${cell} holds ${v}, the given is ${givens[cell]}`;
  }
  for (const check of puzzleChecks(p)) {
    if (!check.holds(grid)) return `${check.rule} broken on cells ${check.cells.join(',')}`;
  }
  return null;
}

/** True when `grid` (N² digits in reading order) keeps the givens and every rule of the puzzle. */
export function isSolution(p: VariantPuzzle, grid: ArrayLike<number>): boolean {
  return violation(p, grid) === null;
}

/** What {@link plainCount} found. */
export interface PlainResult {
  /** Solutions found, at most the limit. */
  count: number;
  /** The first solutions found (up to 2), N² digits each. */
  solutions: Uint8Array[];
  /** False when the node budget ran out first: `count` is then only a lower bound. */
  settled: boolean;
  /** Digits tried at branching cells. */
  nodes: number;
}

/** Options of {@link plainCount}. */
export interface PlainOptions {
  /** Node budget (default 2,000,000). */
  budget?: number;
  /** When given, shuffles the digits tried at each cell (a random solution instead of the first). */
  shuffle?: (digits: number[]) => void;
  /** When given, called with every solution found (N² digits; the array is reused). */
  each?: (solution: Uint8Array) => void;
}

/**
 * Counts the solutions of a puzzle up to `limit` by plain backtracking (see the header).
 * Givens that already break a rule give 0.
 */
export function plainCount(p: VariantPuzzle, limit: number, options: PlainOptions = {}): PlainResult {
  const n = p.size;
  const budget = options.budget ?? 2_000_000;
  const grid = Uint8Array.from(givenDigits(p));
  const result: PlainResult = { count: 0, solutions: [], settled: true, nodes: 0 };
  if (!puzzleChecks(p).every((check) => check.holds(grid))) return result;

  // houses: one bit per digit used in each row, column and region (bit d for digit d)
  const labels = regionLabels(p);
  const rowUsed = new Int32Array(n);
  const columnUsed = new Int32Array(n);
  const regionUsed = new Int32Array(n);
  const mark = (cell: number, digit: number) => {
    const bit = 1 << digit;
    rowUsed[Math.floor(cell / n)] ^= bit;
    columnUsed[cell % n] ^= bit;
    regionUsed[labels[cell]] ^= bit;
  };
  for (let cell = 0; cell < n * n; cell++) if (grid[cell] !== 0) mark(cell, grid[cell]);
  // every other rule: the checks that read the cell
  const byCell: Check[][] = Array.from({ length: n * n }, () => []);
  for (const check of constraintChecks(p)) for (const cell of new Set(check.cells)) byCell[cell].push(check);

  const fits = (cell: number, digit: number): boolean => {
    const used = rowUsed[Math.floor(cell / n)] | columnUsed[cell % n] | regionUsed[labels[cell]];
    if (used & (1 << digit)) return false;
    grid[cell] = digit;
    const ok = byCell[cell].every((check) => check.holds(grid));
    grid[cell] = 0;
    return ok;
  };

  const search = (): void => {
    let best = -1;
    let bestDigits: number[] = [];
    for (let cell = 0; cell < n * n; cell++) {
      if (grid[cell] !== 0) continue;
      const digits: number[] = [];
      for (let d = 1; d <= n; d++) if (fits(cell, d)) digits.push(d);
      if (best < 0 || digits.length < bestDigits.length) {
        best = cell;
        bestDigits = digits;
        if (digits.length <= 1) break;
      }
    }
    if (best < 0) {
      result.count++;
      if (result.solutions.length < 2) result.solutions.push(grid.slice());
      options.each?.(grid);
      return;
    }
    options.shuffle?.(bestDigits);
    for (const d of bestDigits) {
      if (result.nodes >= budget) {
        result.settled = false;
        return;
      }
      result.nodes++;
      grid[best] = d;
      mark(best, d);
      search();
      mark(best, d);
      grid[best] = 0;
      if (result.count >= limit || !result.settled) return;
    }
  };
  search();
  return result;
}
