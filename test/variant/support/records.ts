/**
 * The rule records of a compiled variant program, read back as plain arrays for tests that pin
 * what the compiler writes (layout: src/variant/compile/program.ts).
 *
 * Owns: {@link ruleRecords}.
 */
import { H_RULES, RULE_LINEAR, ruleCellsFirst } from '../../../src/variant/compile/program';

/** Every record of the program's RULES section, in order, each as its words. */
export function ruleRecords(words: Int32Array): number[][] {
  const at = words[H_RULES];
  const out: number[][] = [];
  for (let r = 0; r < words[at]; r++) {
    const start = words[at + 1 + r];
    const record = words.subarray(start);
    const k = record[1];
    // the cells, then a LINEAR record's coefficients
    const length = ruleCellsFirst(record) + (record[0] === RULE_LINEAR ? 2 * k : k);
    out.push(Array.from(words.subarray(start, start + length)));
  }
  return out;
}
