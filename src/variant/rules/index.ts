/**
 * The registry of rules: every rule module, in the canonical order of a puzzle's constraints.
 *
 * Owns: the list (one line per rule; adding a rule is its module plus one line here) and the
 * lookups built from it on first use: model `type` → module, f-puzzles field → module, entry of
 * f-puzzles' `negative` list → module. Does not own: any rule (its module) or the formats
 * (../formats/).
 *
 * The line rules (a path of cells each: thermometers, whispers, renban …) live in ./lines/, the
 * others here.
 *
 * The order is the model's (houses, pair rules, sums, lines, cell rules); a checked puzzle lists
 * its constraints in it, each rule's in input order.
 */

import type { ConstraintType } from '../model.js';
import type { RuleModule } from './rule.js';
import { extraRegion } from './extra-region.js';
import { disjointGroups } from './disjoint-groups.js';
import { diagonal } from './diagonal.js';
import { antiKnight } from './anti-knight.js';
import { antiKing } from './anti-king.js';
import { nonConsecutive } from './non-consecutive.js';
import { kropki } from './kropki.js';
import { xv } from './xv.js';
import { negativeBlack } from './negative-black.js';
import { negativeXV } from './negative-xv.js';
import { killer } from './killer.js';
import { littleKiller } from './little-killer.js';
import { arrow } from './arrow.js';
import { sandwich } from './sandwich.js';
import { xSum } from './x-sum.js';
import { skyscraper } from './skyscraper.js';
import { thermometer } from './lines/thermometer.js';
import { slowThermometer } from './lines/slow-thermometer.js';
import { whispers } from './lines/whispers.js';
import { renban } from './lines/renban.js';
import { palindrome } from './lines/palindrome.js';
import { entropic } from './lines/entropic.js';
import { modular } from './lines/modular.js';
import { nabner } from './lines/nabner.js';
import { zipper } from './lines/zipper.js';
import { doubleArrow } from './lines/double-arrow.js';
import { lockout } from './lines/lockout.js';
import { regionSum } from './lines/region-sum.js';
import { between } from './lines/between.js';
import { clone } from './clone.js';
import { parity } from './parity.js';
import { extremum } from './extremum.js';
import { indexer } from './indexer.js';
import { quadruple } from './quadruple.js';

/** Any rule module; the registry hands each module only constraints of its own types. */
export type AnyRule = RuleModule;

/** Every rule module, in canonical order. */
export const RULES: readonly AnyRule[] = [
  extraRegion,
  disjointGroups,
  diagonal,
  antiKnight,
  antiKing,
  nonConsecutive,
  kropki,
  xv,
  negativeBlack,
  negativeXV,
  killer,
  littleKiller,
  arrow,
  sandwich,
  xSum,
  skyscraper,
  thermometer,
  slowThermometer,
  whispers,
  renban,
  palindrome,
  entropic,
  modular,
  nabner,
  zipper,
  doubleArrow,
  lockout,
  regionSum,
  between,
  clone,
  parity,
  extremum,
  indexer,
  quadruple,
];

interface Lookups {
  /** Model type → its module's position in {@link RULES}. */
  byType: Map<string, number>;
  /** f-puzzles field → module. */
  byField: Map<string, AnyRule>;
  /** Entry of f-puzzles' `negative` → module. */
  byNegative: Map<string, AnyRule>;
}

let lookups: Lookups | undefined;

/** The lookups, built on first use (nothing runs at import). */
function tables(): Lookups {
  if (lookups === undefined) {
    const byType = new Map<string, number>();
    const byField = new Map<string, AnyRule>();
    const byNegative = new Map<string, AnyRule>();
    RULES.forEach((rule, position) => {
      for (const type of rule.types) byType.set(type, position);
      for (const field of rule.fpuzzles.fields ?? []) byField.set(field, rule);
      if (rule.fpuzzles.negative !== undefined) byNegative.set(rule.fpuzzles.negative, rule);
    });
    lookups = { byType, byField, byNegative };
  }
  return lookups;
}

/** The position in {@link RULES} of the module owning a model type, or −1. */
export function rulePosition(type: string): number {
  return tables().byType.get(type) ?? -1;
}

/** The module reading an f-puzzles field, if any. */
export function ruleOfField(field: string): AnyRule | undefined {
  return tables().byField.get(field);
}

/** The module reading an entry of f-puzzles' `negative` list, if any. */
export function ruleOfNegative(entry: string): AnyRule | undefined {
  return tables().byNegative.get(entry);
}

/** Every model type with a module, in canonical order. */
export function ruleTypes(): ConstraintType[] {
  return RULES.flatMap((rule) => rule.types as readonly ConstraintType[]);
}
