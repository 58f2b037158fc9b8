/**
 * The entropic line's row of the rule table in docs/variants.md gives the ranks (low, middle,
 * high digits) of every size, and they are the ranks the rule module uses.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { entropicRank } from '../../../src/variant/rules/lines/entropic';

const row = readFileSync(new URL('../../../docs/variants.md', import.meta.url), 'utf8')
  .split('\n')
  .find((line) => line.startsWith('| entropic line |'));

/** The ranks of 1 … size as runs, in the docs' words: `1–2 | 3 | 4–5`. */
function ranksInWords(size: number): string {
  const runs: number[][] = [[], [], []];
  for (let digit = 1; digit <= size; digit++) runs[entropicRank(size, digit)].push(digit);
  return runs.map((run) => (run.length === 1 ? `${run[0]}` : `${run[0]}–${run[run.length - 1]}`)).join(' \\| ');
}

describe('the entropic ranks of docs/variants.md', () => {
  it.each([4, 5, 6, 7, 8])('side %i', (size) => {
    expect(row).toContain(`${ranksInWords(size)} on ${size}×${size}`);
  });

  it('9×9', () => {
    expect(ranksInWords(9)).toBe('1–3 \\| 4–6 \\| 7–9');
    expect(row).toContain('1–3, 4–6, 7–9 on 9×9');
  });
});
