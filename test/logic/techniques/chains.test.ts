/**
 * Chains (src/logic/techniques/chains/chains.ts, chains-search.ts): Remote Pair, X-Chain and
 * XY-Chain. Hand-made candidate grids with exact eliminations and one that must give nothing
 * per technique, 4×4 and 16×16 boards, the order of the steps, and soundness on the grids of
 * HoDoKu's regression library.
 */
import { describe, expect, it } from 'vitest';
import { CandidateGrid } from '../../../src/logic/grid';
import { remotePair, xChain, xyChain } from '../../../src/logic/techniques/chains/chains';
import { at, grid, steps, elims } from '../support/grids';

/** An empty grid of box size n in which `digit` is removed from every cell of the listed rows but the listed ones. */
function digitGrid(n: number, digit: number, rows: Record<number, number[]>): CandidateGrid {
  const g = new CandidateGrid(n);
  for (const [row, cols] of Object.entries(rows)) {
    for (let c = 1; c <= g.N; c++) if (!cols.includes(c)) g.eliminate(at(`r${row}c${c}`, g.N), digit);
  }
  return g;
}

describe('X-Chain', () => {
  it('removes the digit from the cells seeing both ends', () => {
    // 4 in row 1 only in c1, c7; in row 5 only in c2, c7: r1c1=r1c7-r5c7=r5c2
    const g = digitGrid(3, 4, { 1: [1, 7], 5: [2, 7] });
    const found = steps(xChain, g);
    expect(found).toHaveLength(1);
    const s = found[0];
    expect(s.digits).toEqual([4]);
    expect(elims(s)).toEqual(['4@r2c2', '4@r3c2', '4@r4c1', '4@r6c1']);
    expect(s.cells).toEqual(['r1c1', 'r1c7', 'r5c7', 'r5c2'].map((c) => at(c, 9)));
    expect(s.links.map((l) => l.kind)).toEqual(['strong', 'weak', 'strong']);
    expect(s.highlights.map((h) => h.role)).toEqual(['off', 'on', 'off', 'on']);
    expect(s.text).toBe('X-chain on 4: r1c1=r1c7-r5c7=r5c2: r1c1 or r5c2 is 4, so remove 4 from r2c2, r3c2, r4c1 and r6c1.');
  });

  it('works on a 16×16 board', () => {
    const g = digitGrid(4, 9, { 1: [1, 10], 6: [2, 10] });
    const found = steps(xChain, g);
    expect(found.map((s) => elims(s, 16))).toEqual([['9@r2c2', '9@r3c2', '9@r4c2', '9@r5c1', '9@r7c1', '9@r8c1']]);
  });

  it('finds nothing when a link is not strong', () => {
    expect(steps(xChain, digitGrid(3, 4, { 1: [1, 7], 5: [2, 7, 9] }))).toEqual([]);
  });
});

describe('XY-Chain', () => {
  it('removes the end digit from the cells seeing both ends', () => {
    const g = grid(3, { r1c1: [3, 5], r1c5: [3, 7], r4c5: [7, 8], r4c9: [5, 8] });
    const found = steps(xyChain, g);
    expect(found).toHaveLength(1);
    const s = found[0];
    expect(s.digits).toEqual([5]);
    expect(elims(s)).toEqual(['5@r1c9', '5@r4c1']);
    expect(s.cells).toEqual(['r1c1', 'r1c5', 'r4c5', 'r4c9'].map((c) => at(c, 9)));
    expect(s.links.map((l) => l.kind)).toEqual(['strong', 'weak', 'strong', 'weak', 'strong', 'weak', 'strong']);
    expect(s.text).toBe('XY-chain: (5=3)r1c1-(3=7)r1c5-(7=8)r4c5-(8=5)r4c9: r1c1 or r4c9 is 5, so remove 5 from r1c9 and r4c1.');
  });

  it('works on a 4×4 board', () => {
    const g = grid(2, { r1c1: [1, 2], r1c4: [2, 3], r4c4: [3, 1] });
    expect(steps(xyChain, g).map((s) => elims(s, 4))).toEqual([['1@r4c1']]);
  });

  it('finds nothing when the chain does not come back to its first digit', () => {
    expect(steps(xyChain, grid(3, { r1c1: [3, 5], r1c5: [3, 7], r4c5: [7, 8], r4c9: [6, 8] }))).toEqual([]);
  });
});

describe('Remote Pair', () => {
  it('removes both digits from the cells seeing both ends', () => {
    const g = grid(3, { r1c1: [5, 8], r1c5: [5, 8], r4c5: [5, 8], r4c9: [5, 8] });
    const found = steps(remotePair, g);
    expect(found).toHaveLength(1);
    const s = found[0];
    expect(s.digits).toEqual([5, 8]);
    expect(elims(s)).toEqual(['5@r1c9', '5@r4c1', '8@r1c9', '8@r4c1']);
    expect(s.cells).toEqual(['r1c1', 'r1c5', 'r4c5', 'r4c9'].map((c) => at(c, 9)));
    expect(s.text).toBe(
      'Remote pair 5/8: r1c1-r1c5-r4c5-r4c9 alternate between 5 and 8, so r1c1 and r4c9 hold one each: remove 5 and 8 from r1c9 and r4c1.',
    );
  });

  it('works on a 16×16 board', () => {
    const g = grid(4, { r1c1: [5, 8], r1c9: [5, 8], r6c9: [5, 8], r6c13: [5, 8] });
    expect(steps(remotePair, g).map((s) => elims(s, 16))).toEqual([['5@r1c13', '5@r6c1', '8@r1c13', '8@r6c1']]);
  });

  it('finds nothing with an odd number of cells', () => {
    expect(steps(remotePair, grid(3, { r1c1: [5, 8], r1c5: [5, 8], r4c5: [5, 8] }))).toEqual([]);
  });
});

describe('order and stopping', () => {
  it('reports shorter chains first and stops when the sink says so', () => {
    // two X-chains on 4: r1c1=r1c7-r5c7=r5c2 and r1c1=r1c7-r5c7=r5c2-r8c2=r8c3
    const g = digitGrid(3, 4, { 1: [1, 7], 5: [2, 7], 8: [2, 3] });
    const found = steps(xChain, g);
    expect(found.map((s) => s.links.length)).toEqual([3, 5]);
    expect(found.map((s) => elims(s))).toEqual([
      ['4@r2c2', '4@r3c2', '4@r4c1', '4@r6c1'],
      ['4@r2c3', '4@r3c3', '4@r7c1', '4@r9c1'],
    ]);
    let calls = 0;
    expect(xChain.find(g, () => (calls++, true), { unique: true })).toBe(true);
    expect(calls).toBe(1);
  });
});
