/**
 * The variant chains (src/variant/logic/finders/chains/): the shortest alternating chain of
 * strong and weak links on grids made here, each link from a rule the puzzle has: an X-Chain
 * (one digit, two rows and a column), an XY-Chain (three cells of two candidates), a Chain
 * through a kropki dot's pair relation, and one through a cage that must hold a digit. Its
 * place in the list (after fish, before Two sums and Contradiction) and its class on the variant scale are
 * checked by rate.test.ts; its steps on the published puzzles against their solutions by
 * calls.test.ts and test/web/variant-hints-sound.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { chain } from '../../../src/variant/logic/finders/chains/chain.js';
import { hintRulesOf } from '../../../src/variant/logic/hint-rules.js';
import { FINDERS } from '../../../src/variant/logic/steps.js';
import { contradiction } from '../../../src/variant/logic/finders/contradiction.js';
import { fish } from '../../../src/variant/logic/finders/fish.js';
import { twoSums } from '../../../src/variant/logic/finders/cages/two-sums.js';
import type { VariantPuzzle } from '../../../src/variant/model.js';

/** An empty 9×9 with `constraints`: its rules, no digits, and every candidate everywhere but what `edit` takes. */
function board(constraints: VariantPuzzle['constraints'], edit: (cands: Int32Array, at: (row: number, column: number) => number) => void) {
  const rules = hintRulesOf({ size: 9, givens: '.'.repeat(81), constraints });
  const cands = new Int32Array(81).fill(0x1ff);
  edit(cands, (row, column) => (row - 1) * 9 + column - 1);
  return { rules, values: new Uint8Array(81), cands };
}

describe('variant chains on grids made here', () => {
  it('comes after fish and before Two sums and Contradiction in the list', () => {
    expect(FINDERS.indexOf(chain)).toBe(FINDERS.indexOf(fish) + 1);
    expect(FINDERS.indexOf(twoSums)).toBe(FINDERS.indexOf(chain) + 1);
    expect(FINDERS.indexOf(contradiction)).toBe(FINDERS.indexOf(twoSums) + 1);
  });

  it('an X-Chain: 1 only twice in rows 1 and 5, joined by column 5; the cells that see both ends lose 1', () => {
    const { rules, values, cands } = board([], (c, at) => {
      for (let k = 1; k <= 9; k++) {
        if (k !== 2 && k !== 5) c[at(1, k)] &= ~1;
        if (k !== 3 && k !== 5) c[at(5, k)] &= ~1;
      }
    });
    const { step, region, look } = chain(rules, values, cands)!;
    expect(step.name).toBe('X-Chain');
    expect(step.technique).toBe('variant-chain');
    expect(step.text).toBe(
      'If r1c2 is not 1: r1c5 is 1 (the other place for 1 in row 1), r5c5 is not 1 (it sees r1c5: column 5), r5c3 is 1 (the other place for 1 in row 5). ' +
        'So r1c2 or r5c3 is 1; either way, remove 1 from r2c3, r3c3, r4c2 and r6c2, which see both.',
    );
    expect(step.eliminations).toEqual([11, 20, 28, 46].map((cell) => ({ cell, digit: 1 })));
    expect(step.links.map((l) => l.kind)).toEqual(['strong', 'weak', 'strong']);
    expect(step.highlights).toEqual([
      { cell: 1, digit: 1, role: 'off' },
      { cell: 4, digit: 1, role: 'on' },
      { cell: 40, digit: 1, role: 'off' },
      { cell: 38, digit: 1, role: 'on' },
    ]);
    expect(region).toEqual([1, 4, 40, 38]);
    expect(look).toBe('Look for a chain of strong and weak links on the 1s, starting at r1c2.');
    // the walk: the supposition, each link, the conclusion (whatever the start is: branch 0)
    expect(step.said!.map((l) => l.text)).toEqual([
      'Suppose r1c2 is not 1.',
      'r1c5 is 1: the other place for 1 in row 1.',
      'r5c5 is not 1: it sees r1c5: column 5.',
      'r5c3 is 1: the other place for 1 in row 5.',
      'So r1c2 or r5c3 is 1; either way, remove 1 from r2c3, r3c3, r4c2 and r6c2, which see both.',
    ]);
    expect(step.said![3].facts).toEqual([{ cell: 38, digit: 1, on: true }]);
    expect(step.said![4]).toMatchObject({ facts: [], branch: 0, final: true });
  });

  it('an XY-Chain: r1c1 {1,2}, r1c5 {2,3}, r5c5 {1,3}; r5c1, seeing both ends, loses 1', () => {
    const { rules, values, cands } = board([], (c, at) => {
      c[at(1, 1)] = 0b011;
      c[at(1, 5)] = 0b110;
      c[at(5, 5)] = 0b101;
    });
    const { step } = chain(rules, values, cands)!;
    expect(step.name).toBe('XY-Chain');
    expect(step.text).toBe(
      'If r1c1 is not 1: r1c1 is 2 (its other candidate), r1c5 is not 2 (it sees r1c1: row 1), r1c5 is 3 (its other candidate), ' +
        'r5c5 is not 3 (it sees r1c5: column 5), r5c5 is 1 (its other candidate). So r1c1 or r5c5 is 1; either way, remove 1 from r5c1, which sees both.',
    );
    expect(step.eliminations).toEqual([{ cell: 36, digit: 1 }]);
  });

  it("a Chain through a kropki dot: r1c1 = 9 leaves r1c2 only 8, so 9 in column 1 and 5 in column 2 join r5c1 and r5c2", () => {
    const { rules, values, cands } = board([{ type: 'kropki', color: 'white', cells: [0, 1] }], (c, at) => {
      for (let row = 2; row <= 9; row++) {
        if (row === 5) continue;
        c[at(row, 1)] &= ~(1 << 8); // 9 in column 1: r1c1 or r5c1
        c[at(row, 2)] &= ~(1 << 4); // 5 in column 2: r1c2 or r5c2
      }
    });
    const { step, look } = chain(rules, values, cands)!;
    expect(step.name).toBe('Chain');
    expect(look).toBe('Look for a chain of strong and weak links on the 5s and 9s, starting at r5c1.');
    expect(step.text).toBe(
      'If r5c1 is not 9: r1c1 is 9 (the other place for 9 in column 1), r1c2 is not 5 (kropki dot with r1c1), r5c2 is 5 (the other place for 5 in column 2). ' +
        'So r5c1 is 9 or r5c2 is 5; either way, remove 5 from r5c1; 9 from r5c2.',
    );
    expect(step.eliminations).toEqual([{ cell: 36, digit: 5 }, { cell: 37, digit: 9 }]);
    expect(step.said![2]).toEqual({ text: 'r1c2 is not 5: kropki dot with r1c1.', facts: [{ cell: 1, digit: 5, on: false }], cells: [0, 1] });
    // without the dot, no chain: the dot's pair relation is the only link between the columns
    const plain = board([], () => {});
    expect(chain(plain.rules, values, cands)).toBeNull();
    // nor when column 2's digit is one the dot allows beside 9 (an 8)
    const allowed = board([{ type: 'kropki', color: 'white', cells: [0, 1] }], (c, at) => {
      for (let row = 2; row <= 9; row++) {
        if (row === 5) continue;
        c[at(row, 1)] &= ~(1 << 8);
        c[at(row, 2)] &= ~(1 << 7);
      }
    });
    expect(chain(allowed.rules, allowed.values, allowed.cands)).toBeNull();
  });

  it('a Chain through a cage that must hold a digit: 17 in two cells needs an 8 and a 9 (box 1 has other places for both): the 8 first, its ends taking 1–7 from each other (the cage with two open cells: 8 beside only 9)', () => {
    const { rules, values, cands } = board([{ type: 'killer', cells: [0, 10], sum: 17 }], () => {});
    const { step } = chain(rules, values, cands)!;
    expect(step.text).toBe(
      'If r1c1 is not 8: r2c2 is 8 (the other place for the 8 that the cage r1c1 and r2c2 must hold). So r1c1 or r2c2 is 8; either way, ' +
        'remove 1–7 from r1c1 and r2c2; 8 from r1c2, r1c3, r2c1, r2c3, r3c1, r3c2 and r3c3 (1–7 in r1c1: r1c1 is 8, the cage r1c1 and r2c2 with r2c2; ' +
        '8 in r1c2, r1c3, r2c1, r2c3, r3c1, r3c2 and r3c3: it sees r1c1, it sees r2c2; 1–7 in r2c2: the cage r1c1 and r2c2 with r1c1, r2c2 is 8).',
    );
    // a cage of two cells that needs no one digit (10: 1+9, 2+8, 3+7, 4+6) gives no such link
    const loose = board([{ type: 'killer', cells: [0, 10], sum: 10 }], () => {});
    expect(chain(loose.rules, loose.values, loose.cands)).toBeNull();
  });
});

describe('variant chains through a rule with two open cells', () => {
  it('a cage of two cells adding up to 10: r1c1 = 9 leaves r1c2 only 1, so 9 in column 1 and 2 in column 2 join r5c1 and r5c2', () => {
    const edit = (c: Int32Array, at: (row: number, column: number) => number): void => {
      for (let row = 2; row <= 9; row++) {
        if (row === 5) continue;
        c[at(row, 1)] &= ~(1 << 8); // 9 in column 1: r1c1 or r5c1
        c[at(row, 2)] &= ~(1 << 1); // 2 in column 2: r1c2 or r5c2
      }
    };
    const { rules, values, cands } = board([{ type: 'killer', cells: [0, 1], sum: 10 }], edit);
    const { step } = chain(rules, values, cands)!;
    expect(step.name).toBe('Chain');
    expect(step.text).toBe(
      'If r5c1 is not 9: r1c1 is 9 (the other place for 9 in column 1), r1c2 is not 2 (the cage r1c1–r1c2 with 9 in r1c1), r5c2 is 2 (the other place for 2 in column 2). ' +
        'So r5c1 is 9 or r5c2 is 2; either way, remove 2 from r5c1; 9 from r5c2.',
    );
    expect(step.eliminations).toEqual([{ cell: 36, digit: 2 }, { cell: 37, digit: 9 }]);
    expect(step.said![2]).toEqual({ text: 'r1c2 is not 2: the cage r1c1–r1c2 with 9 in r1c1.', facts: [{ cell: 1, digit: 2, on: false }], cells: [0, 1] });
    // a cage whose sum allows 9 beside 2 (11) gives no such link
    const allowed = board([{ type: 'killer', cells: [0, 1], sum: 11 }], edit);
    expect(chain(allowed.rules, allowed.values, allowed.cands)).toBeNull();
  });

  it('a rule of three cells with one filled: an arrow r1c1 → r1c2, r1c3 with r1c3 = 1 makes r1c1 one more than r1c2', () => {
    const values = new Uint8Array(81);
    values[2] = 1;
    const edit = (c: Int32Array, at: (row: number, column: number) => number): void => {
      c[at(1, 3)] = 1;
      for (let row = 2; row <= 9; row++) {
        if (row === 5) continue;
        c[at(row, 1)] &= ~(1 << 8); // 9 in column 1: r1c1 or r5c1
        c[at(row, 2)] &= ~(1 << 4); // 5 in column 2: r1c2 or r5c2
      }
    };
    const { rules, cands } = board([{ type: 'arrow', circle: [0], shaft: [1, 2] }], edit);
    const { step } = chain(rules, values, cands)!;
    expect(step.text).toContain('r1c2 is not 5 (the arrow r1c1–r1c3 with 9 in r1c1)');
    expect(step.eliminations).toEqual([{ cell: 36, digit: 5 }, { cell: 37, digit: 9 }]);
  });
});
