/**
 * Compiles a checked variant puzzle into a {@link VariantProgram}: the flat tables both
 * variant engines read (layout: ./program.ts). Runs once per puzzle and is part of the
 * measured time, so what depends only on the size (pair lists, relations) is cached, and the
 * program of the last rule set is kept (./rule-set-cache.ts): a puzzle with the same rules as
 * the one before writes only its givens.
 *
 * Owns: turning each rule of the model into the engine's primitives, and noticing arithmetic
 * impossibilities (a cage sum no distinct digits reach, more cells than digits on a cage,
 * renban or thermometer, a sum a little killer or sandwich cannot have). Does not own:
 * checking the model (src/variant/check.ts: cells in range, lines are paths …), which rules
 * make groups of cells whose digits all differ (./different-groups.ts), derived constraints
 * (./derive.ts), the layout (./program.ts).
 *
 *   rule                         compiles to
 *   ───────────────────────────  ─────────────────────────────────────────────────────────
 *   givens, odd, even            root candidate masks (INIT)
 *   rows, columns, regions,      all-different peers; a group of N cells is also a HOUSE
 *   diagonals, extra regions,    (hidden singles)
 *   disjoint groups, killer      (the groups: ./different-groups.ts)
 *   cages, renban lines
 *   anti-knight, anti-king       all-different peers (the pairs a move apart)
 *   kropki, XV, their negative   pair relations, every rule on one pair folded into one
 *   forms, non-consecutive,      (./relations.ts); thermometers and whispers on consecutive
 *   thermometers, whispers,      line cells, palindromes on mirrored cells
 *   palindromes, clones,
 *   minimum and maximum cells
 *   killer sum                   CAGE record (distinct digits, combinations)
 *   little killer                LINEAR record: Σ digits = sum
 *   arrow                        ARROW record (one-cell circle: circle = Σ shaft); a pill:
 *                                LINEAR record, shaft − Σ 10^i·pill digit = 0
 *   indexers                     pair relations: the indexer holding v implies the cell it
 *                                points to holds its row, column or region position
 *   entropic, modular lines      pair relations (other rank, other remainder) between cells
 *                                one and two steps apart
 *   nabner line                  pair relations (2 or more apart) between all its cells
 *   zipper line, double arrow    LINEAR records: pair − middle = 0 (odd zipper), pair − ends
 *                                = 0 (even zipper), between − ends = 0 (double arrow)
 *   renban                       RENBAN record
 *   sandwich                     SANDWICH record over the row or column, in order
 *   X-sum, skyscraper            X_SUM, SKYSCRAPER records over the row or column, in the
 *                                order the clue reads it
 *   quadruple                    QUADRUPLE record (its digits ascending)
 *   between line                 BETWEEN record (of 3 or more cells)
 *   lockout line                 ends: pair relation (⌊N/2⌋ or more apart); LOCKOUT record (of 3
 *                                or more cells)
 *   region-sum line              REGION_SUM record (segments cut by region borders)
 */
import type { VariantProgram } from '../../engine/variant-types.js';
import type { VariantPuzzle } from '../model.js';
import { deriveRules } from './derive.js';
import { differentGroups } from './different-groups.js';
import { layoutOf, variantGeometry } from './geometry.js';
import { keepRulesProgram, keptRulesProgram, sameRulesAsLast, withGivens } from './rule-set-cache.js';
import { writeProgram, RULE_ARROW, RULE_BETWEEN, RULE_CAGE, RULE_LINEAR, RULE_LOCKOUT, RULE_QUADRUPLE, RULE_REGION_SUM, RULE_RENBAN, RULE_SANDWICH, RULE_SKYSCRAPER, RULE_X_SUM } from './program.js';
import {
  apart,
  difference,
  equal,
  implies,
  notConsecutive,
  notRatio2,
  notXV,
  otherRank,
  otherRemainder,
  PairRelations,
  ratio,
  rise,
  sumOf,
} from './relations.js';
import { cageSumPossible } from './sums.js';
import { sideClueCells } from '../rules/side-clue.js';
import { lockoutGap } from '../rules/lines/lockout.js';

/** Compiler switches (for tests and measurements). */
export interface CompileOptions {
  /**
   * Add the derived, non-essential rules of ./derive.ts (innies and outies of houses covered
   * by cages). They change no answer, only the work; default true. `'typescript'`: derive them
   * in TypeScript even where the variant module's twin of the walk is at hand.
   */
  derive?: boolean | 'typescript';
  /**
   * Reuse the program of the rule set compiled last when this puzzle's rules are the same
   * (./rule-set-cache.ts): only the givens are written. The same program either way; default
   * true.
   */
  reuse?: boolean;
}

/** What the compiler collects before packing (shared with ./derive.ts). */
export interface CompiledParts {
  N: number;
  C: number;
  /** Root candidate masks (derivations may narrow them). */
  init: Int32Array;
  /** Full houses, N cells each (cells ascending): the rows, the columns, the regions, then the others. */
  houses: ArrayLike<number>[];
  /** The region of each cell (0 … N − 1: region r is house 2N + r). */
  regions: ArrayLike<number>;
  /** The cells of each house as a cell set (./geometry.ts). */
  houseMasks: Uint32Array;
  /** Rule records. */
  rules: number[][];
  /** Killer cages with a sum, as given (cells, sum): the derivations start from them. */
  cages: { cells: number[]; sum: number }[];
}

// Working memory reused by every compile (one at a time; V8 typed arrays are costly to make).
const initScratch = new Int32Array(81);
const peerScratch = new Uint32Array(3 * 81);
let houseScratch = new Uint32Array(3 * 64);
const groupMask = new Uint32Array(3);
/** Marks of the cell pairs (key min · C + max): DOT where a kropki dot is, XV where an X or V is. */
const pairMarks = new Uint8Array(81 * 81);
const DOT = 1;
const XV = 2;

/**
 * Compiles a checked model (cells in range, lines are paths, regions of N cells …: the
 * compiler does not re-check) into the engines' program.
 */
export function compileVariant(p: VariantPuzzle, options: CompileOptions = {}): VariantProgram {
  const derive = options.derive ?? true;
  if (derive !== true || options.reuse === false) return compileModel(p, derive, p.givens);
  if (!sameRulesAsLast(p)) return compileModel(p, true, p.givens);
  let rules = keptRulesProgram();
  if (rules === null) {
    rules = compileModel(p, true, null);
    keepRulesProgram(rules);
  }
  // an impossible rule set's program has no root candidates and no rules, whatever the givens
  if (rules.impossible) return { size: rules.size, words: rules.words.slice(), impossible: true };
  return withGivens(rules, p.givens) ?? compileModel(p, true, p.givens);
}

/** Compiles `p` with `givens` (null: none) into a program; `derive`: add the derived rules (see {@link CompileOptions}). */
function compileModel(p: VariantPuzzle, derive: boolean | 'typescript', givens: string | null): VariantProgram {
  const N = p.size;
  const C = N * N;
  const all = (1 << N) - 1;
  const geo = variantGeometry(N);
  const layout = layoutOf(N, p.regions);
  const regions = layout.regions;
  let impossible = false;

  const init = initScratch.subarray(0, C).fill(all);
  for (let cell = 0; givens !== null && cell < C; cell++) {
    const v = givens.charCodeAt(cell) - 48;
    if (v >= 1 && v <= N) init[cell] = 1 << (v - 1);
  }

  // all-different peers as cell sets (3 words per cell); own bits are cleared at the end
  const peerBits = peerScratch;
  peerBits.set(layout.peerBits);
  let linked = false;
  const houses: ArrayLike<number>[] = layout.houses.slice();
  houseScratch.set(layout.houseMasks);
  /** Cells whose digits all differ; with N cells, also a house (unless it is one already). */
  const group = (cells: ArrayLike<number>): void => {
    groupMask.fill(0);
    for (let i = 0; i < cells.length; i++) groupMask[cells[i] >> 5] |= 1 << (cells[i] & 31);
    for (let i = 0; i < cells.length; i++) {
      const c = cells[i];
      peerBits[3 * c] |= groupMask[0];
      peerBits[3 * c + 1] |= groupMask[1];
      peerBits[3 * c + 2] |= groupMask[2];
    }
    linked = true;
    if (cells.length !== N) return;
    const masks = houseScratch;
    for (let h = 0; h < houses.length; h++) {
      if (masks[3 * h] === groupMask[0] && masks[3 * h + 1] === groupMask[1] && masks[3 * h + 2] === groupMask[2]) return;
    }
    if (masks.length < 3 * (houses.length + 1)) {
      houseScratch = new Uint32Array(2 * masks.length);
      houseScratch.set(masks);
    }
    houseScratch.set(groupMask, 3 * houses.length);
    houses.push(Int32Array.from(cells).sort());
  };
  const linkPairs = (pairs: Int32Array): void => {
    for (let k = 0; k < pairs.length; k += 2) {
      const a = pairs[k];
      const b = pairs[k + 1];
      peerBits[3 * a + (b >> 5)] |= 1 << (b & 31);
      peerBits[3 * b + (a >> 5)] |= 1 << (a & 31);
    }
  };
  const line = (kind: 'row' | 'column', index: number): ArrayLike<number> => layout.houses[kind === 'row' ? index : N + index];

  const relations = new PairRelations(N, C);
  const rules: number[][] = [];
  /** Ids of the ARROW records (one-cell circles), whose word 2 says whether the shaft's digits all differ. */
  const arrows: number[] = [];
  const cages: { cells: number[]; sum: number }[] = [];
  // dots on orthogonal pairs (pairMarks), for the negative rules
  pairMarks.fill(0, 0, C * C);
  const pairKey = (a: number, b: number): number => (a < b ? a * C + b : b * C + a);
  let nonConsecutive = false;
  let negativeBlack = false;
  let negativeXV = false;

  // extra regions, disjoint groups, diagonals, killer cages, renban lines (./different-groups.ts),
  // in constraint order (the houses' order); the rest of a rule (a cage's sum, a renban's run …)
  // is the switch's below, which reads neither the peers nor the houses
  for (const g of differentGroups(p, layout)) if (g.by === 'group') group(g.cells);
  for (const rule of p.constraints) {
    switch (rule.type) {
      case 'antiKnight':
        linkPairs(geo.knight);
        break;
      case 'antiKing':
        linkPairs(geo.kingDiagonal);
        break;
      case 'nonConsecutive':
        nonConsecutive = true;
        break;
      case 'negativeBlack':
        negativeBlack = true;
        break;
      case 'negativeXV':
        negativeXV = true;
        break;
      case 'kropki': {
        const [a, b] = rule.cells;
        relations.add(a, b, rule.color === 'white' ? difference(N, rule.value ?? 1) : ratio(N, rule.value ?? 2));
        pairMarks[pairKey(a, b)] |= DOT;
        break;
      }
      case 'xv':
        relations.add(rule.cells[0], rule.cells[1], sumOf(N, rule.sum));
        pairMarks[pairKey(rule.cells[0], rule.cells[1])] |= XV;
        break;
      case 'killer': {
        const k = rule.cells.length;
        if (k > N) impossible = true;
        if (rule.sum !== undefined) {
          if (!cageSumPossible(k, rule.sum, N)) impossible = true;
          rules.push([RULE_CAGE, k, rule.sum, ...rule.cells]);
          cages.push({ cells: rule.cells, sum: rule.sum });
        }
        break;
      }
      case 'littleKiller': {
        const k = rule.cells.length;
        if (rule.sum < k || rule.sum > k * N) impossible = true;
        rules.push([RULE_LINEAR, k, rule.sum, ...rule.cells, ...rule.cells.map(() => 1)]);
        break;
      }
      case 'arrow': {
        const { circle, shaft } = rule;
        if (circle.length === 1) {
          // whether the shaft's digits all differ is known once every group is in (below)
          arrows.push(rules.length);
          rules.push([RULE_ARROW, 1 + shaft.length, 0, circle[0], ...shaft]);
          break;
        }
        // the pill's leading digit is at least 1: a number of more digits than the shaft can sum is impossible
        if (10 ** (circle.length - 1) > shaft.length * N) impossible = true;
        const coefs = [...shaft.map(() => 1), ...circle.map((_, i) => -(10 ** (circle.length - 1 - i)))];
        rules.push([RULE_LINEAR, shaft.length + circle.length, 0, ...shaft, ...circle, ...coefs]);
        break;
      }
      case 'sandwich': {
        if (rule.sum < 0 || rule.sum > (N * (N + 1)) / 2 - 1 - N) impossible = true; // the digits 2 … N−1 at most
        rules.push([RULE_SANDWICH, N, rule.sum, ...Array.prototype.slice.call(line(rule.line, rule.index))]);
        break;
      }
      case 'thermometer': {
        const t = rule.cells;
        if (t.length > N) impossible = true;
        for (let i = 1; i < t.length; i++) relations.add(t[i - 1], t[i], rise(N, 1));
        break;
      }
      case 'slowThermometer': {
        const t = rule.cells;
        for (let i = 1; i < t.length; i++) relations.add(t[i - 1], t[i], rise(N, 0));
        break;
      }
      case 'whispers': {
        const t = rule.cells;
        const d = rule.difference ?? Math.ceil(N / 2);
        for (let i = 1; i < t.length; i++) relations.add(t[i - 1], t[i], apart(N, d));
        break;
      }
      case 'palindrome': {
        const t = rule.cells;
        for (let i = 0, j = t.length - 1; i < j; i++, j--) relations.add(t[i], t[j], equal(N));
        break;
      }
      case 'entropic':
      case 'modular': {
        // three cells in a row along the line hold three classes: any two of them one or two
        // steps apart hold two
        const t = rule.cells;
        const other = rule.type === 'entropic' ? otherRank(N) : otherRemainder(N);
        for (let i = 1; i < t.length; i++) {
          relations.add(t[i - 1], t[i], other);
          if (i >= 2) relations.add(t[i - 2], t[i], other);
        }
        break;
      }
      case 'nabner': {
        const t = rule.cells;
        if (t.length > N) impossible = true;
        const twoApart = apart(N, 2);
        for (let i = 0; i < t.length; i++) for (let j = i + 1; j < t.length; j++) relations.add(t[i], t[j], twoApart);
        break;
      }
      case 'zipper': {
        // odd: each pair minus the middle is 0; even: each pair minus the ends is 0
        const t = rule.cells;
        const last = t.length - 1;
        const middle = t.length % 2 === 1 ? t[last / 2] : -1;
        for (let i = middle >= 0 ? 0 : 1; 2 * i < last; i++) {
          rules.push(
            middle >= 0
              ? [RULE_LINEAR, 3, 0, t[i], t[last - i], middle, 1, 1, -1]
              : [RULE_LINEAR, 4, 0, t[i], t[last - i], t[0], t[last], 1, 1, -1, -1],
          );
        }
        break;
      }
      case 'doubleArrow': {
        const t = rule.cells;
        const last = t.length - 1;
        rules.push([RULE_LINEAR, t.length, 0, ...t.slice(1, last), t[0], t[last], ...t.slice(1, last).map(() => 1), -1, -1]);
        break;
      }
      case 'renban': {
        if (rule.cells.length > N) impossible = true;
        rules.push([RULE_RENBAN, rule.cells.length, ...rule.cells]);
        break;
      }
      case 'regionSum': {
        const t = rule.cells;
        const ends: number[] = [];
        for (let i = 1; i <= t.length; i++) if (i === t.length || regions[t[i]] !== regions[t[i - 1]]) ends.push(i);
        if (ends.length > 1) rules.push([RULE_REGION_SUM, t.length, ends.length, ...ends, ...t]);
        break;
      }
      case 'clone': {
        for (let i = 0; i < rule.cells.length; i++) if (rule.cells[i] !== rule.clone[i]) relations.add(rule.cells[i], rule.clone[i], equal(N));
        break;
      }
      case 'minimum':
      case 'maximum': {
        // each orthogonal neighbour's digit is greater (minimum) or less (maximum): every
        // orthogonal pair of the grid with a marked end
        const marked = new Set(rule.cells);
        const greater = rise(N, 1);
        const pairs = geo.orthogonal;
        for (let i = 0; i < pairs.length; i += 2) {
          for (const [cell, other] of [[pairs[i], pairs[i + 1]], [pairs[i + 1], pairs[i]]]) {
            if (!marked.has(cell)) continue;
            if (rule.type === 'minimum') relations.add(cell, other, greater);
            else relations.add(other, cell, greater);
          }
        }
        break;
      }
      case 'lockout': {
        const t = rule.cells;
        relations.add(t[0], t[t.length - 1], apart(N, lockoutGap(N)));
        if (t.length > 2) rules.push([RULE_LOCKOUT, t.length, 0, ...t]);
        break;
      }
      case 'rowIndexer':
      case 'columnIndexer':
      case 'boxIndexer': {
        // the indexer holding v puts its own row, column or position at the cell v points to
        for (const x of rule.cells) {
          const row = Math.floor(x / N);
          const column = x % N;
          const region = layout.houses[2 * N + regions[x]]; // its cells ascending: reading order
          const put = rule.type === 'rowIndexer' ? row + 1 : rule.type === 'columnIndexer' ? column + 1 : region.indexOf(x) + 1;
          for (let v = 1; v <= N; v++) {
            const y = rule.type === 'rowIndexer' ? (v - 1) * N + column : rule.type === 'columnIndexer' ? row * N + v - 1 : region[v - 1];
            if (y !== x) relations.add(x, y, implies(N, v, put));
          }
        }
        break;
      }
      case 'xSum':
        if (rule.sum < 1 || rule.sum > (N * (N + 1)) / 2) impossible = true;
        rules.push([RULE_X_SUM, N, rule.sum, ...sideClueCells(rule.side, rule.index, N)]);
        break;
      case 'skyscraper':
        if (rule.count < 1 || rule.count > N) impossible = true;
        rules.push([RULE_SKYSCRAPER, N, rule.count, ...sideClueCells(rule.side, rule.index, N)]);
        break;
      case 'between':
        if (rule.cells.length > 2) rules.push([RULE_BETWEEN, rule.cells.length, 0, ...rule.cells]);
        break;
      case 'quadruple': {
        if (rule.digits.length > rule.cells.length) impossible = true;
        rules.push([RULE_QUADRUPLE, rule.cells.length, rule.digits.length, ...rule.cells, ...rule.digits.slice().sort((a, b) => a - b)]);
        break;
      }
      case 'odd':
      case 'even': {
        let mask = 0;
        for (let v = rule.type === 'odd' ? 1 : 2; v <= N; v += 2) mask |= 1 << (v - 1);
        for (const cell of rule.cells) init[cell] &= mask;
        break;
      }
    }
  }

  if (nonConsecutive || negativeBlack || negativeXV) {
    const pairs = geo.orthogonal;
    const notOne = notConsecutive(N);
    const notDouble = notRatio2(N);
    const notFiveOrTen = notXV(N);
    for (let k = 0; k < pairs.length; k += 2) {
      const a = pairs[k];
      const b = pairs[k + 1];
      const marks = pairMarks[a * C + b];
      if (nonConsecutive && (marks & DOT) === 0) relations.add(a, b, notOne);
      if (negativeBlack && (marks & DOT) === 0) relations.add(a, b, notDouble);
      if (negativeXV && (marks & XV) === 0) relations.add(a, b, notFiveOrTen);
    }
  }
  if (linked) for (let c = 0; c < C; c++) peerBits[3 * c + (c >> 5)] &= ~(1 << (c & 31));
  // a pair that are also peers holds different digits: its relation says so too, so that the
  // pair tables see it (non-consecutive neighbours: |v − w| ≥ 2, not just ≠ 1)
  relations.foldPeers(peerBits);
  for (const id of arrows) {
    const r = rules[id];
    let apart = 1;
    for (let i = 4; i < r.length && apart; i++) {
      for (let j = i + 1; j < r.length; j++) {
        if (((peerBits[3 * r[i] + (r[j] >> 5)] >>> (r[j] & 31)) & 1) === 0) {
          apart = 0;
          break;
        }
      }
    }
    r[2] = apart;
  }

  const parts: CompiledParts = { N, C, init, houses, regions, houseMasks: houseScratch, rules, cages };
  if (derive !== false && !deriveRules(parts, derive === true)) impossible = true;
  if (init.includes(0)) impossible = true;

  const { keys, ids, relations: masks } = relations.emit();
  if (impossible) init.fill(0);
  const words = writeProgram({
    size: N,
    init,
    peerBits,
    pairKeys: keys,
    pairRelations: ids,
    relations: masks,
    houses,
    rules: impossible ? [] : rules,
  });
  return { size: N, words, impossible };
}
