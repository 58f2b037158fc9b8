/**
 * The rule records of a compiled variant program, read back as plain arrays for tests that pin
 * what the compiler writes (layout: src/variant/compile/program.ts).
 *
 * Owns: {@link ruleRecords}.
 */
import { H_RULES, RULE_LINEAR, RULE_REGION_SUM, RULE_RENBAN } from '../../../src/variant/compile/program';

/** Every record of the program's RULES section, in order, each as its words. */
export function ruleRecords(words: Int32Array): number[][] {
  const at = words[H_RULES];
  const out: number[][] = [];
  for (let r = 0; r < words[at]; r++) {
    const start = words[at + 1 + r];
    const type = words[start];
    const k = words[start + 1];
    const length =
      type === RULE_LINEAR ? 3 + 2 * k : type === RULE_RENBAN ? 2 + k : type === RULE_REGION_SUM ? 3 + words[start + 2] + k : 3 + k;
    out.push(Array.from(words.subarray(start, start + length)));
  }
  return out;
}
