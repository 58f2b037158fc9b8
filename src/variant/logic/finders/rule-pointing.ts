/**
 * What one rule must hold, pointing outward: a digit every filling of a rule's cells from their
 * candidates holds (the rule's handler run alone finds no filling once the digit is taken from
 * all its cells: `RuleCheck.narrow` returns null), whose places among those cells all see one
 * cell outside them (a shared house or group, or a knight's or king's move under those rules:
 * the peers). Some place holds the digit, so that cell cannot: "Every way to make 17 in
 * the cage r1c1–r1c3 uses a 9, and its 9 is in r1c1 or r1c2: remove 9 from r1c5–r1c9". Sound
 * as the narrowing is: the handler says "no filling" only when none exists.
 *
 * Owns: {@link rulePointing}. Does not own: the rules and their names (../hint-rules.ts), the
 * narrowing (../rule-check.ts), the step's shape and words (./step.ts).
 */
import { articleOf, cellName, orList } from '../../../logic/words.js';
import { cageSumOf, span, type HintRules } from '../hint-rules.js';
import { bit, removal, stepOf, type Found } from './step.js';

/** The first rule, digit by digit, that must hold a digit whose places all see a cell outside it that still has the digit. */
export function rulePointing(r: HintRules, values: Uint8Array, cands: Int32Array): Found | null {
  const { N, check } = r;
  if (!check) return null;
  const trial = Int32Array.from(cands);
  for (const rule of r.rules) {
    const { cells } = rule;
    let held = 0;
    let open = 0;
    for (const c of cells) {
      if (values[c] !== 0) held |= bit(values[c]);
      else open |= cands[c];
    }
    for (let digit = 1; digit <= N; digit++) {
      if (held & bit(digit) || !(open & bit(digit))) continue;
      const places = cells.filter((c) => values[c] === 0 && cands[c] & bit(digit));
      const hit = [...r.peers[places[0]]].filter((x) => values[x] === 0 && cands[x] & bit(digit) && !cells.includes(x) && places.every((p) => r.peers[p].has(x)));
      if (hit.length === 0) continue;
      // must the rule hold it? no filling without it
      for (const c of places) trial[c] &= ~bit(digit);
      const without = check.narrow(rule.record, trial);
      for (const c of places) trial[c] = cands[c];
      if (without !== null) continue;
      const eliminations = hit.sort((a, b) => a - b).map((cell) => ({ cell, digit }));
      const a = `${articleOf(String(digit))} ${digit}`; // a variant's digits are 1–9 on every side (digitName takes classic sides only)
      const where = orList(places.map((c) => cellName(c, N)));
      const sum = cageSumOf(rule);
      const head =
        sum !== undefined
          ? `Every way to make ${sum} in the cage ${span(cells, N)} uses ${a}, and its ${digit} is in ${where}`
          : `${rule.sentence}. Every filling of its cells from their candidates holds ${a}, which can go only in ${where}`;
      const name = `${rule.technique} pointing`;
      const step = stepOf(`${rule.id}-pointing`, name, places, { eliminations }, `${head}: ${removal(eliminations, N)}.`);
      step.highlights = places.map((cell) => ({ cell, digit, role: 'pattern' }));
      return { step, region: cells, look: `Look at ${rule.where}: which digit must it hold, and where?` };
    }
  }
  return null;
}
