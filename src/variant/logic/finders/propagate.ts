/**
 * The cheap steps of the variant hints run on a copy of the candidates, as fast as they go, for
 * the contradiction step (./contradiction.ts): a cell left one digit takes it from its peers
 * (naked single), a digit left one place in a house goes there (hidden single), a digit whose
 * places in a house all lie where it crosses another house goes from that house's other cells
 * (locked candidates), a rule between two cells leaves the other what the first cell's digits
 * allow (a pair rule), and one rule of many cells narrowed by its own handler run alone
 * (`RuleCheck.narrow`). It stops at the first contradiction: a cell with no candidate, a house
 * with no place for a digit, a rule no filling of its cells keeps. Each of these is sound, so a
 * contradiction reached from an assumption proves the assumption false.
 *
 * Every removal is kept with its reason, so {@link chainOf} can say which of them the
 * contradiction needed (going back from it, the removals each needed one needs).
 *
 * Owns: {@link Propagation}, {@link Removal}, {@link Contradiction}, {@link chainOf}, {@link chainFrom}, {@link neededBy}. Does not
 * own: the rules (../hint-rules.ts), the narrowing (../rule-check.ts), the words (./contradiction.ts).
 */
import { bitCount } from '../../../engine/bitmask-ts/bits.js';
import type { HintRules } from '../hint-rules.js';
import { bit } from './step.js';

/** Why digits went from a cell. */
export type Reason =
  | { readonly kind: 'assume' }
  /** `from` holds only `digit`, a peer of the cell. */
  | { readonly kind: 'peer'; readonly from: number; readonly digit: number }
  /** The cell is the last place for `digit` in house `house` (an index into `HintRules.houses`). */
  | { readonly kind: 'hidden'; readonly house: number; readonly digit: number }
  /** Every place of `digit` in house `house` lies in house `other` too (locked candidates). */
  | { readonly kind: 'locked'; readonly house: number; readonly other: number; readonly digit: number }
  /** Pair rule `pair` (an index into `HintRules.pairs`) with its first cell holding `from` (a mask). */
  | { readonly kind: 'pair'; readonly pair: number; readonly from: number }
  /** Rule `rule` (an index into `HintRules.rules`) narrowed its cells from `masks` (in the order of its cells). */
  | { readonly kind: 'rule'; readonly rule: number; readonly masks: readonly number[] };

/** Digits `removed` (a mask) went from `cell` for `reason`, leaving it `left`. */
export interface Removal {
  readonly cell: number;
  readonly removed: number;
  readonly left: number;
  readonly reason: Reason;
}

/** What cannot hold: a cell with no digit, a house with no place for one, a rule with no filling. */
export type Contradiction =
  | { readonly kind: 'empty'; readonly cell: number }
  | { readonly kind: 'house'; readonly house: number; readonly digit: number }
  | { readonly kind: 'rule'; readonly rule: number; readonly masks: readonly number[] };

/** What a puzzle's rules look like from each cell, built once per puzzle. */
interface Net {
  peers: number[][];
  /** The houses (indices) of each cell. */
  housesOf: number[][];
  /** The pair rules (indices) whose first cell is the cell. */
  pairsFrom: number[][];
  /** The rules of many cells (indices) with the cell. */
  rulesOf: number[][];
  /** Each house's crossings with another house in two cells or more: its cells there (`inside`), its other cells, the other house's other cells. */
  crossings: { other: number; inside: number[]; rest: number[]; beyond: number[] }[][];
}

const nets = new WeakMap<HintRules, Net>();

function netOf(r: HintRules): Net {
  let net = nets.get(r);
  if (net) return net;
  const C = r.N * r.N;
  const lists = (): number[][] => Array.from({ length: C }, () => []);
  net = { peers: r.peers.map((p) => [...p]), housesOf: lists(), pairsFrom: lists(), rulesOf: lists(), crossings: [] };
  r.houses.forEach((h, i) => h.cells.forEach((c) => net!.housesOf[c].push(i)));
  r.pairs.forEach((p, i) => net!.pairsFrom[p.cell].push(i));
  if (r.check) r.rules.forEach((rule, i) => rule.cells.forEach((c) => net!.rulesOf[c].push(i)));
  net.crossings = r.houses.map(({ cells }, h) =>
    r.houses.flatMap(({ cells: them }, other) => {
      const inside = cells.filter((c) => them.includes(c));
      return other === h || inside.length < 2 ? [] : [{ other, inside, rest: cells.filter((c) => !them.includes(c)), beyond: them.filter((c) => !cells.includes(c)) }];
    }),
  );
  nets.set(r, net);
  return net;
}

/** A run of the cheap steps on a copy of the candidates. */
export class Propagation {
  /** The candidates as they go (bit d − 1 for digit d). */
  readonly masks: Int32Array;
  /** Every removal, in order, as four lists (no object per removal: a search makes many): its cell, the digits removed, those left, why. */
  readonly removedFrom: number[] = [];
  readonly removedDigits: number[] = [];
  readonly leftDigits: number[] = [];
  readonly reasons: Reason[] = [];
  /** The contradiction reached, if any. */
  contradiction: Contradiction | null = null;
  /** Work done: 1 for each cell and house looked at, 2 + its cells for each rule narrowed (a handler's run costs about that much more; 1 when the rule's masks were narrowed before). */
  work = 0;
  private readonly net: Net;
  /** Cells whose one digit has gone from their peers. */
  private readonly done: Uint8Array;
  /** The cells changed and not yet looked at (from `next` on), the houses and rules to look at. */
  private readonly cells: number[] = [];
  private next = 0;
  private readonly houses: number[] = [];
  private readonly rules: number[] = [];
  private readonly cellWaits: Uint8Array;
  private readonly houseWaits: Uint8Array;
  private readonly ruleWaits: Uint8Array;

  /**
   * Starts on `cands`, the filled cells (`values`) done. Runs that share `known` (a rule and its
   * cells' masks in a key, what the rule narrowed them to) narrow a rule once per masks.
   */
  constructor(
    private readonly r: HintRules,
    values: Uint8Array,
    cands: Int32Array,
    private readonly known = new Map<string, readonly number[] | null>(),
  ) {
    this.net = netOf(r);
    this.masks = cands.slice();
    this.done = new Uint8Array(values.length);
    for (let c = 0; c < values.length; c++) if (values[c] !== 0) this.done[c] = 1;
    this.cellWaits = new Uint8Array(values.length);
    this.houseWaits = new Uint8Array(r.houses.length);
    this.ruleWaits = new Uint8Array(r.rules.length);
  }

  /**
   * Takes the digits of `mask` from `cell` for `reason`; false (and the contradiction kept)
   * when that leaves it none.
   */
  remove(cell: number, mask: number, reason: Reason): boolean {
    const before = this.masks[cell];
    const removed = before & mask;
    if (removed === 0) return true;
    const left = before & ~mask;
    this.masks[cell] = left;
    this.removedFrom.push(cell);
    this.removedDigits.push(removed);
    this.leftDigits.push(left);
    this.reasons.push(reason);
    if (left === 0) {
      this.contradiction = { kind: 'empty', cell };
      return false;
    }
    if (!this.cellWaits[cell]) {
      this.cellWaits[cell] = 1;
      this.cells.push(cell);
    }
    return true;
  }

  /**
   * Runs the steps until none applies, a contradiction is reached (true) or `limit` work is
   * done (false, unfinished).
   */
  run(limit: number): boolean {
    const { r, net, masks } = this;
    const all = (1 << r.N) - 1;
    while (this.contradiction === null) {
      if (this.work >= limit) return false;
      this.work++;
      if (this.next < this.cells.length) {
        const c = this.cells[this.next++];
        this.cellWaits[c] = 0;
        const m = masks[c];
        if (bitCount(m) === 1 && !this.done[c]) {
          this.done[c] = 1;
          let why: Reason | undefined; // one for all the peers, made when one has the digit
          for (const p of net.peers[c]) {
            if ((masks[p] & m) === 0) continue;
            why ??= { kind: 'peer', from: c, digit: 32 - Math.clz32(m) };
            if (!this.remove(p, m, why)) return true;
          }
        }
        for (const i of net.pairsFrom[c]) {
          const { other, allows } = r.pairs[i];
          let reach = 0;
          for (let k = m; k; k &= k - 1) reach |= allows[31 - Math.clz32(k & -k)];
          if ((masks[other] & ~reach) !== 0 && !this.remove(other, all & ~reach, { kind: 'pair', pair: i, from: m })) return true;
        }
        for (const h of net.housesOf[c]) this.wait(this.houses, this.houseWaits, h);
        for (const i of net.rulesOf[c]) this.wait(this.rules, this.ruleWaits, i);
      } else if (this.houses.length > 0) {
        const h = this.houses.shift()!;
        this.houseWaits[h] = 0;
        const cells = r.houses[h].cells;
        // the digits with a place in the house (once), with two or more (twice)
        let once = 0;
        let twice = 0;
        for (const c of cells) {
          twice |= once & masks[c];
          once |= masks[c];
        }
        if (once !== all) {
          this.contradiction = { kind: 'house', house: h, digit: 32 - Math.clz32(all & ~once & -(all & ~once)) };
          return true;
        }
        for (let single = once & ~twice; single; single &= single - 1) {
          const b = single & -single;
          const place = cells.find((c) => masks[c] & b)!;
          if (masks[place] !== b && !this.remove(place, all & ~b, { kind: 'hidden', house: h, digit: 32 - Math.clz32(b) })) return true;
        }
        // locked candidates: a digit whose places all lie where the house crosses another goes from that one's other cells
        for (const { other, inside, rest, beyond } of net.crossings[h]) {
          let within = 0;
          for (const c of inside) within |= masks[c];
          for (const c of rest) within &= ~masks[c];
          for (let locked = within; locked; locked &= locked - 1) {
            const b = locked & -locked;
            let why: Reason | undefined;
            for (const c of beyond) {
              if ((masks[c] & b) === 0) continue;
              why ??= { kind: 'locked', house: h, other, digit: 32 - Math.clz32(b) };
              if (!this.remove(c, b, why)) return true;
            }
          }
        }
      } else if (this.rules.length > 0) {
        const i = this.rules.shift()!;
        this.ruleWaits[i] = 0;
        const rule = r.rules[i];
        const before = rule.cells.map((c) => masks[c]);
        const key = String.fromCharCode(i, ...before); // masks < 2¹⁶, as many rules
        let narrowed = this.known.get(key);
        if (narrowed === undefined) {
          this.known.set(key, (narrowed = r.check!.narrow(rule.record, masks)));
          this.work += 1 + rule.cells.length;
        }
        if (!narrowed) {
          this.contradiction = { kind: 'rule', rule: i, masks: before };
          return true;
        }
        for (let k = 0; k < rule.cells.length; k++) if (!this.remove(rule.cells[k], before[k] & ~narrowed[k], { kind: 'rule', rule: i, masks: before })) return true;
      } else {
        return false;
      }
    }
    return true;
  }

  private wait(queue: number[], waits: Uint8Array, i: number): void {
    if (waits[i]) return;
    waits[i] = 1;
    queue.push(i);
  }
}

/**
 * The removals the contradiction of `run` needed, in order: going back from it, a removal is
 * needed when it took a digit a needed fact counts on (the empty cell's digits, the house's
 * digit in its cells, the digits a rule's cells had lost), and then so are the removals its own
 * reason counts on (the digits its peer or pair cell had lost, the digit's other places in the
 * house, the digits the rule's cells had lost).
 */
export function chainOf(run: Propagation, r: HintRules): Removal[] {
  const { contradiction } = run;
  return contradiction ? chainFrom(run, r, neededBy(contradiction, r)) : [];
}

/** The digits gone (a mask per cell) that `contradiction` counts on: the empty cell's, the house's digit in its cells, those the rule's cells had lost. */
export function neededBy(contradiction: Contradiction, r: HintRules): Int32Array {
  const all = (1 << r.N) - 1;
  const needed = new Int32Array(r.N * r.N);
  if (contradiction.kind === 'empty') needed[contradiction.cell] = all;
  else if (contradiction.kind === 'house') for (const c of r.houses[contradiction.house].cells) needed[c] |= bit(contradiction.digit);
  else r.rules[contradiction.rule].cells.forEach((c, k) => (needed[c] |= all & ~contradiction.masks[k]));
  return needed;
}

/**
 * The removals of `run` that the digits of `needed` gone (a mask per cell) count on, in order,
 * as {@link chainOf} finds them; `needed` is left holding the digits whose removal came before
 * the run (those its start had lost already).
 */
export function chainFrom(run: Propagation, r: HintRules, needed: Int32Array): Removal[] {
  const all = (1 << r.N) - 1;
  const lost = (cells: readonly number[], masks: readonly number[]): void => cells.forEach((c, k) => (needed[c] |= all & ~masks[k]));
  const chain: Removal[] = [];
  for (let i = run.removedFrom.length - 1; i >= 0; i--) {
    if ((run.removedDigits[i] & needed[run.removedFrom[i]]) === 0) continue;
    const e: Removal = { cell: run.removedFrom[i], removed: run.removedDigits[i], left: run.leftDigits[i], reason: run.reasons[i] };
    chain.push(e);
    needed[e.cell] &= ~e.removed;
    const why = e.reason;
    if (why.kind === 'peer') needed[why.from] |= all & ~bit(why.digit);
    else if (why.kind === 'hidden' || why.kind === 'locked') for (const c of r.houses[why.house].cells) needed[c] |= c === e.cell ? 0 : bit(why.digit);
    else if (why.kind === 'pair') needed[r.pairs[why.pair].cell] |= all & ~why.from;
    else if (why.kind === 'rule') lost(r.rules[why.rule].cells, why.masks);
  }
  return chain.reverse();
}
