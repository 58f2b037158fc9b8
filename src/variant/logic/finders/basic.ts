/**
 * The first finders of the variant logic (their order: ../steps.ts), each on the candidates
 * (bit d − 1 for digit d; a filled cell holds its digit's bit):
 *
 *   Naked Single        a cell with one candidate
 *   Hidden Single       a digit with one place in a house (rows, columns, boxes or regions,
 *                       diagonals, extra regions, disjoint groups)
 *   Odd / Even cell     the digits an odd or even cell cannot hold
 *   a pair rule         what a rule between two cells (a dot, an X or V, a thermometer step,
 *                       non-consecutive …) leaves one cell, given the other's candidates
 *   a rule of many      what one rule (a cage's sum, an arrow, a little killer, a renban …)
 *                       leaves its cells, its handler run alone on their candidates
 *                       (`RuleCheck.narrow`, ../rule-check.ts); then the 45 rule's sums the
 *                       compiler derives from cages and houses, the same way
 *   Locked Candidates   a digit whose places in a house all lie in another group whose digits
 *                       differ (a row, a box, a cage, a diagonal): it goes from the group's other
 *                       cells; else from the cells that see every one of its places (the
 *                       peers: a shared house, or a knight's or king's move under those rules)
 *   Naked Pair, Triple  k cells of such a group holding k digits between them
 *   Hidden Pair, Triple k digits of a house with places in k cells only
 *
 * Each is sound: it removes a digit only when no solution keeps it there. The later finders
 * (rule pointing, fish, contradiction) have a file each here.
 *
 * Owns: those finders and their sentences, and {@link fits} (whether a set of digits can fill
 * some cells, one each within their candidates), which the cage steps (./cages/) share. Does not own: the words every finder shares
 * (./step.ts), the rules' names and groups (../hint-rules.ts), the rule handlers (the package's
 * variant-ts engine).
 */
import { bitCount as count } from '../../../engine/bitmask-ts/bits.js';
import { digitsOf } from '../../../logic/grid.js';
import { andList, cellName, orList, withArticle } from '../../../logic/words.js';
import { span, type HintRules, type NamedCells } from '../hint-rules.js';
import { bit, digitWords, out, picks, puts, removal, stepOf, type Found } from './step.js';

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** The first Naked Single: a cell with one candidate left. */
export function nakedSingle(r: HintRules, values: Uint8Array, cands: Int32Array): Found | null {
  const { N } = r;
  const cell = values.findIndex((v, c) => v === 0 && count(cands[c]) === 1);
  if (cell < 0) return null;
  const digit = digitsOf(cands[cell])[0];
  const box = r.houses[r.boxOf[cell]];
  const text = `${digit} is the only candidate left in ${cellName(cell, N)}, so it goes there.`;
  return { step: stepOf('naked-single', 'Naked Single', [cell], { placements: [{ cell, digit }] }, text), region: box.cells, look: `Look for ${withArticle('Naked Single')} in ${box.name}.` };
}

/** Each house and digit it does not hold yet, with the open cells where the digit is a candidate. */
function* placesInHouses(r: HintRules, values: Uint8Array, cands: Int32Array): Generator<[NamedCells, number, number[]]> {
  for (const house of r.houses) {
    for (let digit = 1; digit <= r.N; digit++) {
      if (house.cells.some((c) => values[c] === digit)) continue;
      yield [house, digit, house.cells.filter((c) => values[c] === 0 && cands[c] & bit(digit))];
    }
  }
}

/** The first Hidden Single: a digit with one place left in a house. */
export function hiddenSingle(r: HintRules, values: Uint8Array, cands: Int32Array): Found | null {
  const { N } = r;
  for (const [house, digit, places] of placesInHouses(r, values, cands)) {
    if (places.length !== 1) continue;
    const cell = places[0];
    const text = `In ${house.name}, ${digit} fits only in ${cellName(cell, N)}, so it goes there.`;
    return { step: stepOf('hidden-single', 'Hidden Single', [cell], { placements: [{ cell, digit }] }, text), region: house.cells, look: `Look for ${withArticle('Hidden Single')} in ${house.name}.` };
  }
  return null;
}

/** The first odd or even cell holding a digit its rule forbids. */
export function parityStep(r: HintRules, values: Uint8Array, cands: Int32Array): Found | null {
  const { N } = r;
  for (const { rule, cells, mask } of r.parity) {
    const eliminations = cells.flatMap((c) => (values[c] === 0 ? out(c, cands[c] & ~mask, N) : []));
    if (eliminations.length === 0) continue;
    const kind = rule.type === 'odd' ? 'odd' : 'even';
    const hit = [...new Set(eliminations.map((e) => e.cell))];
    const who = andList(hit.map((c) => cellName(c, N)));
    const text = `${who} ${hit.length === 1 ? `is an ${kind} cell` : `are ${kind} cells`}, so ${hit.length === 1 ? 'it holds' : 'they hold'} no ${kind === 'odd' ? 'even' : 'odd'} digit: ${removal(eliminations, N)}.`;
    const name = kind === 'odd' ? 'Odd cell' : 'Even cell';
    return { step: stepOf(`variant-${kind}`, name, hit, { eliminations }, text), region: cells, look: `Look at the ${kind} cells: which digits can they hold?` };
  }
  return null;
}

/** The first rule between two cells that leaves one of them fewer digits, given the other's candidates. */
export function pairStep(r: HintRules, values: Uint8Array, cands: Int32Array): Found | null {
  const { N } = r;
  for (const pair of r.pairs) {
    const { cell, other, allows } = pair;
    if (values[other] !== 0) continue;
    let reach = 0;
    for (let m = cands[cell]; m; m &= m - 1) reach |= allows[31 - Math.clz32(m & -m)];
    const gone = cands[other] & ~reach;
    if (gone === 0) continue;
    const a = cellName(cell, N);
    const b = cellName(other, N);
    const left = cands[other] & reach;
    const text = `${pair.sentence}. With ${digitWords(cands[cell], N, 'or')} in ${a}, ${b} can hold only ${digitWords(left, N, 'or')}: ${removal(out(other, gone, N), N)}.`;
    return {
      step: stepOf(pair.id, pair.technique, [cell, other], { eliminations: out(other, gone, N) }, text),
      region: [cell, other],
      look: `Look at ${a} and ${b} (${pair.technique.toLowerCase()}): what can one hold, given the other?`,
    };
  }
  return null;
}

/** The first rule of many cells that, run alone on its cells' candidates, narrows them. */
export function ruleStep(r: HintRules, values: Uint8Array, cands: Int32Array): Found | null {
  const { N, check } = r;
  if (!check) return null;
  for (const rule of r.rules) {
    if (rule.cells.every((c) => values[c] !== 0)) continue;
    const narrowed = check.narrow(rule.record, cands);
    if (!narrowed) continue; // the candidates contradict it: a mistake, said first (or none is sure)
    const eliminations = rule.cells.flatMap((c, i) => (values[c] === 0 ? out(c, cands[c] & ~narrowed[i], N) : []));
    if (eliminations.length === 0) continue;
    const text = `${cageWords(rule.rule, rule.cells, cands, N) ?? `${rule.sentence}. No filling of its cells from their candidates keeps it with ${puts(eliminations, N)}`}: ${removal(eliminations, N)}.`;
    return { step: stepOf(rule.id, rule.technique, rule.cells, { eliminations }, text), region: rule.cells, look: `Look at ${rule.where}: what can its cells hold?` };
  }
  return null;
}

/** The most sets of digits a cage's sentence lists. */
const MOST_COMBINATIONS = 4;

/**
 * A cage's reason, when it has a sum: the sets of different digits that add up to it and fit
 * its cells' candidates (one: "so it holds 1, 2 and 3"; a few: listed); undefined for other
 * rules or too many sets.
 */
function cageWords(rule: HintRules['rules'][number]['rule'], cells: readonly number[], cands: Int32Array, N: number): string | undefined {
  if (rule?.type !== 'killer' || rule.sum === undefined) return undefined;
  const k = cells.length;
  if (k === 1) return `The cage ${cellName(cells[0], N)} is one cell, so it holds its sum, ${rule.sum}`;
  const sets: number[] = [];
  for (let mask = 0; mask < 1 << N && sets.length <= MOST_COMBINATIONS; mask++) {
    if (count(mask) !== k || digitsOf(mask).reduce((a, b) => a + b, 0) !== rule.sum) continue;
    if (fits(mask, cells, cands)) sets.push(mask);
  }
  if (sets.length === 0 || sets.length > MOST_COMBINATIONS) return undefined;
  const head = `The cage ${span(cells, N)} adds up to ${rule.sum} with ${NUMBER_WORDS[k] ?? k} different digits`;
  if (sets.length === 1) return `${head}, so it holds ${digitWords(sets[0], N, 'and', false)}`;
  const listed = sets.map((m) => digitsOf(m).join('+')).sort(); // 1+4 before 2+3
  return `${head}, as ${orList(listed)} with its cells' candidates`;
}

/**
 * Whether the digits of `mask` can go one to each of `cells`, each within its candidates: a
 * matching of cells to digits (Kuhn's augmenting paths, a few dozen tries on a cage of 9 cells
 * where trying digit after digit could take 9! when none fits).
 */
export function fits(mask: number, cells: readonly number[], cands: ArrayLike<number>): boolean {
  if (count(mask) !== cells.length) return false;
  holder.fill(-1);
  for (let i = 0; i < cells.length; i++) {
    tried = 0;
    if (!place(i, mask, cells, cands)) return false;
  }
  return true;
}

/** The matching's scratch: the index of the cell each digit (by bit index) goes to, −1 for none; the digits tried in one augmenting walk. */
const holder = new Int32Array(32);
let tried = 0;

/** Finds cell `i` a digit of `mask`, moving the cells that hold one along an augmenting path. */
function place(i: number, mask: number, cells: readonly number[], cands: ArrayLike<number>): boolean {
  for (let m = mask & cands[cells[i]] & ~tried; m; m &= m - 1) {
    const b = m & -m;
    if (tried & b) continue;
    tried |= b;
    const d = 31 - Math.clz32(b);
    if (holder[d] < 0 || place(holder[d], mask, cells, cands)) {
      holder[d] = i;
      return true;
    }
  }
  return false;
}

/** The first Locked Candidates: a digit whose places in a house all lie in another group, or all see a cell. */
export function lockedCandidates(r: HintRules, values: Uint8Array, cands: Int32Array): Found | null {
  const { N } = r;
  for (const [house, digit, places] of placesInHouses(r, values, cands)) {
    if (places.length < 2) continue;
    for (const group of r.groups) {
      if (group === house || !places.every((c) => group.cells.includes(c))) continue;
      const hit = group.cells.filter((c) => values[c] === 0 && cands[c] & bit(digit) && !house.cells.includes(c));
      if (hit.length === 0) continue;
      return lockedStep(house, group, places, hit, digit, N);
    }
  }
  // the cells that see every place of the digit (a knight's move, a diagonal, a cage … away)
  for (const [house, digit, places] of placesInHouses(r, values, cands)) {
    if (places.length < 2) continue;
    const hit = [...r.peers[places[0]]].filter((c) => values[c] === 0 && cands[c] & bit(digit) && !house.cells.includes(c) && places.every((p) => r.peers[p].has(c)));
    if (hit.length === 0) continue;
    const eliminations = hit.map((cell) => ({ cell, digit }));
    const who = andList(hit.map((c) => cellName(c, N)));
    const text = `In ${house.name}, ${digit} can go only in ${andList(places.map((c) => cellName(c, N)))}, and ${who} ${hit.length === 1 ? 'sees' : 'see'} each of them (in a house or by a rule), so ${digit} goes from ${hit.length === 1 ? 'it' : 'them'}: ${removal(eliminations, N)}.`;
    const step = stepOf('locked-candidates', 'Locked Candidates', places, { eliminations }, text);
    step.highlights = places.map((cell) => ({ cell, digit, role: 'pattern' }));
    return { step, region: house.cells, look: `Look for ${withArticle('Locked Candidates')} in ${house.name}.` };
  }
  return null;
}

function lockedStep(house: NamedCells, group: NamedCells, places: number[], hit: number[], digit: number, N: number): Found {
  const eliminations = hit.map((cell) => ({ cell, digit }));
  const text = `In ${house.name}, ${digit} can go only in ${andList(places.map((c) => cellName(c, N)))}, all in ${group.name}, so ${digit} goes from the rest of ${group.name}: ${removal(eliminations, N)}.`;
  const step = stepOf('locked-candidates', 'Locked Candidates', places, { eliminations }, text);
  step.highlights = places.map((cell) => ({ cell, digit, role: 'pattern' }));
  return { step, region: house.cells, look: `Look for ${withArticle('Locked Candidates')} in ${house.name}.` };
}

/** The names of subsets by size. */
const SUBSETS = ['', '', 'Pair', 'Triple'];

/**
 * A naked pair or triple: k open cells of a group whose digits differ holding only k digits
 * between them; no other cell of the group can hold those digits.
 */
export function nakedSubset(r: HintRules, values: Uint8Array, cands: Int32Array): Found | null {
  const { N } = r;
  for (const [k, group, open] of openGroups(r.groups, values)) {
    const small = open.filter((c) => count(cands[c]) <= k);
    for (const cells of picks(small, k)) {
      const digits = cells.reduce((m, c) => m | cands[c], 0);
      if (count(digits) !== k) continue;
      const eliminations = open.filter((c) => !cells.includes(c)).flatMap((c) => out(c, cands[c] & digits, N));
      if (eliminations.length === 0) continue;
      const name = `Naked ${SUBSETS[k]}`;
      const text = `In ${group.name}, ${andList(cells.map((c) => cellName(c, N)))} hold only ${digitWords(digits, N)} between them, so no other cell of it can: ${removal(eliminations, N)}.`;
      const step = stepOf(`naked-${SUBSETS[k].toLowerCase()}`, name, cells, { eliminations }, text);
      return { step, region: group.cells, look: `Look for ${withArticle(name)} in ${group.name}.` };
    }
  }
  return null;
}

/** Each subset size (pairs, then triples) and group with more open cells than that, with its open cells. */
function* openGroups(groups: readonly NamedCells[], values: Uint8Array): Generator<[number, NamedCells, number[]]> {
  for (let k = 2; k <= 3; k++) {
    for (const group of groups) {
      const open = group.cells.filter((c) => values[c] === 0);
      if (open.length > k) yield [k, group, open];
    }
  }
}

/** A hidden pair or triple: k digits of a house with places in only k cells; those cells hold nothing else. */
export function hiddenSubset(r: HintRules, values: Uint8Array, cands: Int32Array): Found | null {
  const { N } = r;
  for (const [k, house, open] of openGroups(r.houses, values)) {
    const placesOf = (d: number): number[] => open.filter((c) => cands[c] & bit(d));
    const few = digitsOf((1 << N) - 1).filter((d) => !house.cells.some((c) => values[c] === d) && placesOf(d).length <= k);
    for (const digits of picks(few, k)) {
      const cells = [...new Set(digits.flatMap(placesOf))].sort((a, b) => a - b);
      if (cells.length !== k) continue;
      const mask = digits.reduce((m, d) => m | bit(d), 0);
      const eliminations = cells.flatMap((c) => out(c, cands[c] & ~mask, N));
      if (eliminations.length === 0) continue;
      const name = `Hidden ${SUBSETS[k]}`;
      const text = `In ${house.name}, ${andList(digits.map(String))} fit only in ${andList(cells.map((c) => cellName(c, N)))}, so those cells hold nothing else: ${removal(eliminations, N)}.`;
      const step = stepOf(`hidden-${SUBSETS[k].toLowerCase()}`, name, cells, { eliminations }, text);
      step.highlights = cells.flatMap((cell) => digits.filter((d) => cands[cell] & bit(d)).map((digit) => ({ cell, digit, role: 'pattern' as const })));
      return { step, region: house.cells, look: `Look for ${withArticle(name)} in ${house.name}.` };
    }
  }
  return null;
}
