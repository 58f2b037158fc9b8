/**
 * Cage combinations across a house: a house (a row, column, box, or a house a rule adds) holds
 * each digit once, so the digit sets of the sums inside it (killer cages wholly inside, the sums
 * the 45 rule derives there: `RuleCheck.sumOf`, distinct, and the cells a crossing cage has
 * there) must be disjoint, the house's other cells holding the digits left. A set no choice of
 * the others completes goes, and with it the digits only it gave its cells: "Box 9 holds 1–9
 * once each; in it, the cage r8c7–r8c8 adds up to 6, the cage r8c9–r9c9 adds up to 14 and the 5
 * cells at r7c7 add up to 25. Their sets must use different digits, leaving the house's other
 * cells the rest, so the 5 cells at r7c7 hold 1+3+5+7+9, 1+3+6+7+8 or 2+3+4+7+9: remove 8 and 9
 * from r7c8, r7c9, r9c7 and r9c8." The killer solver's "combination clash" (a cage's combination
 * that leaves no digits for another cage of the house), made exact by a walk over the sets of
 * digits the sums use so far (2^N of them: 512 on a 9×9 grid), the digits left then matched to
 * the other cells.
 *
 * Sound: in every solution the house's cells hold its digits once each and each sum's cells one
 * of its sets, so the solution's sets are one of the choices walked, and only digits that no
 * choice gives a cell go.
 *
 * The sums of each house are fixed per puzzle: the puzzle's own cages wholly inside first, then
 * the derived sums, then the cages crossing it (by their cells inside, two or more), each taken
 * when it shares no cell with one taken before. A house with no sum of two cells or more is
 * skipped (its steps are the subsets'), and so is one whose walk passes {@link HOUSE_WORK}.
 *
 * Owns: {@link cageCombinations}. Does not own: the sums (the compiler's records, ../../rule-check.ts),
 * whether a set fits a cage's candidates (../basic.ts `fits`), the step's words (../step.ts).
 */
import { bitCount } from '../../../../engine/bitmask-ts/bits.js';
import { digitsOf } from '../../../../logic/grid.js';
import { andList, cellName, orList } from '../../../../logic/words.js';
import { cellsWords, span, type HintRules, type NamedCells } from '../../hint-rules.js';
import { fits } from '../basic.js';
import { bit, digitWords, out, removal, stepOf, type Found } from '../step.js';

/**
 * A sum of a house: its cells of a sum of different digits (a cage's, or one the 45 rule
 * derives). A cage partly inside the house gives the cells it has there (`cells`) and its
 * others (`beyond`): the digits inside are some of one of its sets, the rest of which fit the
 * cells beyond.
 */
interface Part {
  readonly cells: readonly number[];
  readonly beyond: readonly number[];
  readonly total: number;
  /** `the cage r1c1–r1c3`, `the cells r1c4–r1c6` (a derived sum). */
  readonly where: string;
}

/** The most cells a board may have per side for this walk (its table of used sets has 2^N entries). */
const MOST_DIGITS = 9;
/**
 * Most (set, sets used so far) pairs the forward walk of one house may look at: past it the house
 * is passed over (a grid still wide open, where the walk is dearest and finds least). On the 37
 * published puzzles every house that gave a step took 3,371 at most, and the dearest 12,375.
 */
export const HOUSE_WORK = 5000;
/**
 * The most sets a crossing cage may give its cells inside a house: past it the house is passed
 * over (its cells still take most sets; on the 37 published puzzles 40 left four contradictions
 * more, 80 none).
 */
export const MOST_OPTIONS = 80;
/** The most sets of one sum its sentence lists. */
const MOST_LISTED = 4;

/** A house's sums, and its cells in none of them. */
interface Parts {
  readonly sums: readonly Part[];
  readonly others: readonly number[];
}

const partsByRules = new WeakMap<HintRules, (Parts | null)[]>();

/** Each house's sums and other cells (null: no sum of two cells or more in it), built once per puzzle. */
function partsOf(r: HintRules): (Parts | null)[] {
  let parts = partsByRules.get(r);
  if (parts) return parts;
  const { N, check } = r;
  parts = r.houses.map((house) => {
    if (!check || house.cells.length !== N) return null;
    const inHouse = new Set(house.cells);
    const taken = new Set<number>();
    const list: Part[] = [];
    const take = (rule: HintRules['rules'][number], total: number, cells: readonly number[]): void => {
      cells.forEach((c) => taken.add(c));
      const where = rule.rule?.type === 'killer' ? `the cage ${span(rule.cells, N)}` : cellsWords(rule.cells, N);
      list.push({ cells, beyond: rule.cells.filter((c) => !inHouse.has(c)), total, where });
    };
    // the sums wholly inside first, then the cages that cross the house, by their cells inside
    for (const rule of r.rules) {
      const sum = check.sumOf(rule.record);
      if (!sum?.distinct || rule.cells.length < 2 || rule.cells.length >= N) continue;
      if (rule.cells.every((c) => inHouse.has(c)) && !rule.cells.some((c) => taken.has(c))) take(rule, sum.total, rule.cells);
    }
    for (const rule of r.rules) {
      const sum = check.sumOf(rule.record);
      if (!sum?.distinct || rule.rule?.type !== 'killer') continue;
      const inside = rule.cells.filter((c) => inHouse.has(c));
      if (inside.length >= 2 && inside.length < rule.cells.length && !inside.some((c) => taken.has(c))) take(rule, sum.total, inside);
    }
    return list.length === 0 ? null : { sums: list, others: house.cells.filter((c) => !taken.has(c)) };
  });
  partsByRules.set(r, parts);
  return parts;
}

/** The sets of different digits of 1…N by size and total (index `k · 256 + total`), per N, built on first use. */
const setTables = new Map<number, Map<number, number[]>>();

/** The sets of `k` different digits of 1…N adding up to `total`, as masks. */
function setsOf(k: number, total: number, N: number): number[] {
  let table = setTables.get(N);
  if (!table) {
    table = new Map();
    const sums = new Int32Array(1 << N);
    for (let mask = 1; mask < 1 << N; mask++) {
      const low = mask & -mask;
      sums[mask] = sums[mask & (mask - 1)] + 32 - Math.clz32(low);
      const key = bitCount(mask) * 256 + sums[mask];
      const list = table.get(key);
      if (list) list.push(mask);
      else table.set(key, [mask]);
    }
    setTables.set(N, table);
  }
  return table.get(k * 256 + total) ?? [];
}

/**
 * The sets of digits a sum's cells inside the house can hold: its sets that fit its cells; for
 * a cage partly inside, the subsets of its sets that fit the cells inside while the rest of the
 * set fits its cells beyond, or null past {@link MOST_OPTIONS} of those (a cage still wide open).
 */
function optionsOf(p: Part, cands: Int32Array, N: number): number[] | null {
  const sets = setsOf(p.cells.length + p.beyond.length, p.total, N);
  if (p.beyond.length === 0) return sets.filter((m) => fits(m, p.cells, cands));
  const found = new Set<number>();
  const cells = [...p.cells, ...p.beyond];
  for (const set of sets) {
    if (!fits(set, cells, cands)) continue;
    for (let m = set; m; m = (m - 1) & set) {
      if (bitCount(m) === p.cells.length && !found.has(m) && fits(m, p.cells, cands) && fits(set & ~m, p.beyond, cands)) found.add(m);
    }
    if (found.size > MOST_OPTIONS) return null;
  }
  return [...found];
}

/** The first house whose sums' sets, chosen together, leave some cell fewer digits. */
export function cageCombinations(r: HintRules, values: Uint8Array, cands: Int32Array): Found | null {
  const { N } = r;
  if (N > MOST_DIGITS || !r.check) return null;
  const byHouse = partsOf(r);
  for (let h = 0; h < r.houses.length; h++) {
    const parts = byHouse[h];
    const house = r.houses[h];
    if (!parts || house.cells.every((c) => values[c] !== 0)) continue;
    // each sum's sets that fit its candidates
    const options: number[][] = [];
    for (const p of parts.sums) {
      const list = optionsOf(p, cands, N);
      if (!list || list.length === 0) break; // wide open; or no set fits, a mistake said first by the hint
      options.push(list);
    }
    if (options.length < parts.sums.length) continue;
    const fitting = fittingTogether(options, parts.others, cands, N);
    if (!fitting) continue;
    const { kept, left } = fitting;
    const eliminations = [
      ...parts.sums.flatMap((p, i) => p.cells.flatMap((c) => (values[c] === 0 ? out(c, cands[c] & ~allowed(c, p.cells, kept[i], cands), N) : []))),
      ...parts.others.flatMap((c, k) => (values[c] === 0 ? out(c, cands[c] & ~left[k], N) : [])),
    ].sort((a, b) => a.cell - b.cell || a.digit - b.digit);
    if (eliminations.length === 0) continue;
    return combinationStep(r, house, parts.sums, options, kept, eliminations);
  }
  return null;
}

/** Scratch of the walk: per sum, which sets of digits the sums before it reach (2^N entries each). */
let reached = new Uint8Array(0);

/**
 * Of each sum's sets, those some choice of the other sums' completes, the house's other cells
 * then holding the digits left (one each, within their candidates); and the digits each of
 * those cells holds in some such choice. The sets of digits the first sums use are walked
 * forward (as lists), the digits left checked against the other cells (a matching), then back
 * from the last sum which sets can still finish. Null when no choice completes, or when the
 * forward walk passes {@link HOUSE_WORK}.
 */
function fittingTogether(options: readonly number[][], others: readonly number[], cands: Int32Array, N: number): { kept: number[][]; left: Int32Array } | null {
  const size = 1 << N;
  const all = size - 1;
  const P = options.length;
  if (reached.length < (P + 1) * size) reached = new Uint8Array((P + 1) * size);
  reached.fill(0, 0, (P + 1) * size);
  const lists: number[][] = [[0]];
  reached[0] = 1;
  let work = 0;
  for (let i = 0; i < P; i++) {
    const next: number[] = [];
    const at = (i + 1) * size;
    for (const m of lists[i]) {
      if ((work += options[i].length) > HOUSE_WORK) return null;
      for (const s of options[i]) {
        if ((m & s) !== 0 || reached[at + (m | s)]) continue;
        reached[at + (m | s)] = 1;
        next.push(m | s);
      }
    }
    lists.push(next);
  }
  // the sums' digits whose rest the other cells can hold (2), and what each other cell then holds
  const left = new Int32Array(others.length);
  const rivals = others.map((cell) => others.filter((c) => c !== cell));
  let any = false;
  for (const m of lists[P]) {
    const rest = all & ~m;
    if (!fits(rest, others, cands)) continue;
    reached[P * size + m] = 2;
    any = true;
    for (let k = 0; k < others.length; k++) {
      for (let ds = rest & cands[others[k]] & ~left[k]; ds; ds &= ds - 1) {
        const b = ds & -ds;
        if (fits(rest & ~b, rivals[k], cands)) left[k] |= b;
      }
    }
  }
  if (!any) return null;
  const kept: number[][] = new Array(P);
  for (let i = P - 1; i >= 0; i--) {
    const from = i * size;
    const to = (i + 1) * size;
    const keep = new Set<number>();
    for (const m of lists[i]) {
      for (const s of options[i]) {
        if ((m & s) !== 0 || reached[to + (m | s)] !== 2) continue;
        reached[from + m] = 2;
        keep.add(s);
      }
    }
    kept[i] = options[i].filter((s) => keep.has(s));
  }
  return { kept, left };
}

/** The digits `cell` holds in some filling of `cells` by one of `sets`. */
function allowed(cell: number, cells: readonly number[], sets: readonly number[], cands: Int32Array): number {
  const others = cells.filter((c) => c !== cell);
  let mask = 0;
  for (const s of sets) for (const d of digitsOf(s & cands[cell])) if ((mask & bit(d)) === 0 && fits(s & ~bit(d), others, cands)) mask |= bit(d);
  return mask;
}

function combinationStep(r: HintRules, house: NamedCells, parts: readonly Part[], options: number[][], kept: number[][], eliminations: ReturnType<typeof out>): Found {
  const { N } = r;
  const sums = parts.map((_, i) => i);
  const said = (sets: readonly number[]): string => (sets.length > MOST_LISTED ? `one of ${sets.length} sets` : orList(sets.map((s) => digitsOf(s).join('+')).sort()));
  // the sums whose sets the others narrowed, or whose cells lose digits
  const narrowed = sums.filter((i) => kept[i].length < options[i].length || eliminations.some((e) => parts[i].cells.includes(e.cell)));
  const cage = (p: Part): boolean => p.where.startsWith('the cage');
  // `the cage r1c1–r1c2 adds up to 3`, a crossing cage's cells inside: `the cage r1c1, r1c2 and r2c2 (8) has r1c1 and r1c2 here`
  const sumWords = (p: Part): string => (p.beyond.length > 0 ? `${p.where} (${p.total}) has ${andList(p.cells.map((c) => cellName(c, N)))} here` : `${p.where} ${cage(p) ? 'adds' : 'add'} up to ${p.total}`);
  const holds = (i: number): string => `${parts[i].where} ${cage(parts[i]) ? 'holds' : 'hold'} ${said(kept[i])}${parts[i].beyond.length > 0 ? ' here' : ''}`;
  const fitting = narrowed.length > 0 ? `so ${andList(narrowed.map(holds))}` : "so the house's other cells hold only the digits the sums leave";
  const text =
    `${house.name[0].toUpperCase()}${house.name.slice(1)} holds ${digitWords((1 << N) - 1, N)} once each; in it, ${andList(sums.map((i) => sumWords(parts[i])))}. ` +
    `Their sets must use different digits, leaving the house's other cells the rest, ${fitting}: ${removal(eliminations, N)}.`;
  const cells = sums.flatMap((i) => parts[i].cells);
  const step = stepOf('variant-cage-combinations', 'Cage combinations', cells, { eliminations }, text);
  return { step, region: house.cells, look: `Look at the sums inside ${house.name}: which of their combinations fit together?` };
}
