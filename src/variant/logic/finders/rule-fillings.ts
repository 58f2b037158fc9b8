/**
 * One rule's fillings, walked: the digits of a rule of many cells (a little killer, an arrow, a
 * sandwich, a line …) that no filling of its cells from their candidates keeps, once the cells
 * of the rule that see each other (a shared house or group, a knight's or king's move under
 * those rules: the peers) hold different digits. The rule's own handler (`RuleCheck.narrow`,
 * ./basic.ts `ruleStep`) reasons on each cell's candidates as a set and lets digits repeat
 * where the rule allows it, as the engines' propagation must; a player adds up the digits
 * that can really go together: "The little killer r4c4, r3c3, r2c2, r1c1 adds up to 12; r1c1
 * and r2c2 share box 1, so no filling keeps 3 in r1c1".
 *
 * Each candidate of an open cell is looked for in a filling ("a witness"): one found keeps every
 * digit it holds; a candidate whose search ends without one goes. The search puts a digit in
 * one cell at a time (the cell with fewest digits left first) and asks the handler, after each,
 * whether the rule can still hold; a full filling the handler accepts is exact (./rule-check.ts).
 * Within {@link RULE_NODES} handler runs per rule and {@link SEARCH_NODES} per search, so the
 * same grid always gives the same step; a rule whose walk runs out is passed over. Only the
 * puzzle's own rules are walked: killer cages are left to the handler's exact step (their digits
 * always differ), and the sums the 45 rule derives to the cage steps (walked too, they cost the
 * page's hints a finished published puzzle: docs/design/logic.md).
 *
 * Sound: every solution fills the rule's cells from their candidates with different digits in
 * cells that see each other, so each digit a solution holds has a witness, and only digits with
 * none go.
 *
 * Owns: {@link ruleFillings}, its budgets. Does not own: the handlers and the narrowing
 * (../rule-check.ts), the rules' names and peers (../hint-rules.ts), the step's words (./step.ts).
 */
import { bitCount } from '../../../engine/bitmask-ts/bits.js';
import type { HintRules, NamedRule } from '../hint-rules.js';
import { bit, out, puts, removal, stepOf, type Found } from './step.js';

/** Most handler runs for one rule: a rule past it is passed over. */
export const RULE_NODES = 3_000;
/** Most handler runs over one search. */
export const SEARCH_NODES = 30_000;

/** The first rule (not a cage) whose fillings, with its peer cells different, leave an open cell fewer candidates. */
export function ruleFillings(r: HintRules, values: Uint8Array, cands: Int32Array): Found | null {
  const { N, check } = r;
  if (!check) return null;
  const walk = new Walk(r, cands);
  for (const rule of r.rules) {
    if (rule.rule === undefined || rule.rule.type === 'killer') continue; // a derived sum, or a cage (the header)
    const cells = rule.cells;
    if (cells.every((c) => values[c] !== 0)) continue;
    if (walk.spent >= SEARCH_NODES) return null;
    const left = walk.fillings(rule, values);
    if (left === null) continue; // passed over (the budget), or no filling at all: a mistake, said first
    const eliminations = cells.flatMap((c, i) => (values[c] === 0 ? out(c, cands[c] & ~left[i], N) : []));
    if (eliminations.length === 0) continue;
    const text = `${rule.sentence}. Filled from their candidates, with different digits in cells that share a house, its cells never hold ${puts(eliminations, N)}: ${removal(eliminations, N)}.`;
    return { step: stepOf(rule.id, rule.technique, cells, { eliminations }, text), region: cells, look: `Look at ${rule.where}: which digits can its cells hold together?` };
  }
  return null;
}

/**
 * The digits some filling (its peer cells different) gives each cell of `rule` (in the order of
 * its cells; a filled cell keeps its digit), or null when no filling exists or the walk passed
 * {@link RULE_NODES} handler runs.
 */
export function fillingsOf(r: HintRules, rule: NamedRule, values: Uint8Array, cands: Int32Array): number[] | null {
  return r.check ? new Walk(r, cands).fillings(rule, values) : null;
}

/** The search of one call: the scratch candidates, the handler runs spent. */
class Walk {
  spent = 0;
  private readonly trial: Int32Array;
  private rule!: NamedRule;
  private open: number[] = [];
  /** Per open cell (index into `open`), the rule cells (indices into the rule's cells) it sees. */
  private seen: number[][] = [];
  private limit = 0;

  constructor(
    private readonly r: HintRules,
    private readonly cands: Int32Array,
  ) {
    this.trial = Int32Array.from(cands);
  }

  /**
   * The digits some filling gives each of the rule's cells (in the order of its cells; a filled
   * cell keeps its digit), or null when the budget ran out or no filling exists.
   */
  fillings(rule: NamedRule, values: Uint8Array): number[] | null {
    const { cells } = rule;
    this.rule = rule;
    this.open = [];
    for (let i = 0; i < cells.length; i++) if (values[cells[i]] === 0) this.open.push(i);
    this.seen = cells.map((c) => cells.flatMap((x, j) => (x !== c && this.r.peers[c].has(x) ? [j] : [])));
    this.limit = Math.min(this.spent + RULE_NODES, SEARCH_NODES);
    const kept = cells.map((c) => (values[c] !== 0 ? bit(values[c]) : 0));
    for (const i of this.open) {
      const cell = cells[i];
      for (let m = this.cands[cell] & ~kept[i]; m; m &= m - 1) {
        if (kept[i] & (m & -m)) continue; // a witness found meanwhile holds it
        const found = this.witness(i, m & -m);
        if (found === undefined) return null; // the budget ran out
        if (found !== null) found.forEach((mask, j) => (kept[j] |= mask));
      }
    }
    return kept.every((mask) => mask !== 0) ? kept : null;
  }

  /** A filling with `digit` (a bit) in the rule's cell `i` (its masks, one bit each), null when none exists, undefined past the budget. */
  private witness(i: number, digit: number): number[] | null | undefined {
    const cells = this.rule.cells;
    const masks = cells.map((c) => this.cands[c]);
    masks[i] = digit;
    const result = this.search(masks);
    for (const c of cells) this.trial[c] = this.cands[c];
    return result;
  }

  /** Narrows `masks` (the rule's cells) by the handler and the peers' digits, then puts a digit in the open cell with fewest. */
  private search(masks: number[]): number[] | null | undefined {
    if (this.spent >= this.limit) return undefined;
    this.spent++;
    const cells = this.rule.cells;
    if (!this.different(masks)) return null;
    for (let j = 0; j < cells.length; j++) this.trial[cells[j]] = masks[j];
    const narrowed = this.r.check!.narrow(this.rule.record, this.trial);
    if (narrowed === null) return null;
    let pick = -1;
    let fewest = 99;
    for (let j = 0; j < cells.length; j++) {
      masks[j] = narrowed[j];
      const n = bitCount(narrowed[j]);
      if (n > 1 && n < fewest) {
        fewest = n;
        pick = j;
      }
    }
    if (pick < 0) return this.different(masks) ? masks : null; // every cell one digit: the handler checked the rule exactly
    for (let m = masks[pick]; m; m &= m - 1) {
      const next = masks.slice();
      next[pick] = m & -m;
      const found = this.search(next);
      if (found !== null) return found; // a filling, or the budget ran out
    }
    return null;
  }

  /** Takes each one-digit cell's digit from the rule's cells it sees, until nothing changes; false when a cell is left none. */
  private different(masks: number[]): boolean {
    for (let changed = true; changed; ) {
      changed = false;
      for (let j = 0; j < masks.length; j++) {
        const mask = masks[j];
        if (mask === 0) return false;
        if (mask & (mask - 1)) continue;
        for (const k of this.seen[j]) {
          if (masks[k] & mask) {
            masks[k] &= ~mask;
            changed = true;
          }
        }
      }
    }
    return true;
  }
}
