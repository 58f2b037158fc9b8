/**
 * Eureka notation (src/logic/techniques/chains/eureka.ts) and `Step.eureka` of every chain
 * technique: remote pair, X-chain, XY-chain, AIC, continuous and discontinuous nice loops,
 * grouped nice loops and AIC (HoDoKu's classification: an AIC removing one candidate is a
 * discontinuous loop), ALS-XZ (singly and doubly linked), ALS-XY-Wing, ALS-XY-Chain, death
 * blossom; one
 * exact line per format, 16×16 letters included.
 */
import { describe, expect, it } from 'vitest';
import { alsXyChain } from '../../../src/logic/techniques/als/als-chain';
import { alsXyWing, alsXz } from '../../../src/logic/techniques/als/als';
import { deathBlossom } from '../../../src/logic/techniques/als/death-blossom';
import { remotePair, xChain, xyChain } from '../../../src/logic/techniques/chains/chains';
import { eurekaAls, eurekaChain, eurekaEffect, eurekaStep } from '../../../src/logic/techniques/chains/eureka';
import { aic, continuousNiceLoop, discontinuousNiceLoop, groupedAic, groupedDiscontinuousNiceLoop } from '../../../src/logic/techniques/chains/nice-loops';
import { digitSet } from '../../../src/logic/words';
import { at, grid, steps, elims, only, stepWith } from '../support/grids';

describe('the writer', () => {
  it('writes nodes, links, cells holding two nodes, groups and effects', () => {
    const nodes = [
      { cell: 0, digit: 4 },
      { cell: 6, digit: 4, cells: [6, 7] },
      { cell: 24, digit: 4 },
      { cell: 24, digit: 7 },
    ];
    expect(eurekaChain(nodes, (i) => i % 2 === 0, 9)).toBe('(4)r1c1=(4)r1c78-(4=7)r3c7');
    expect(eurekaEffect([], [{ cell: 9, digit: 4 }, { cell: 18, digit: 4 }, { cell: 0, digit: 7 }], 9)).toBe('r23c1<>4, r1c1<>7');
    expect(eurekaEffect([{ cell: 0, digit: 5 }], [], 9)).toBe('r1c1=5');
    expect(eurekaStep(['(1)r1c1=(1)r1c5', '(2)r1c1=(2)r2c2'], [], [{ cell: 2, digit: 3 }], 9)).toBe('(1)r1c1=(1)r1c5; (2)r1c1=(2)r2c2 => r1c3<>3');
    expect(eurekaAls([0, 4], 3, 5, 9)).toBe('(3=5)r1c15');
    expect(eurekaAls([0], null, 5, 9)).toBe('(5)r1c1');
  });

  it('writes two digits of one ALS in a row as one ALS node', () => {
    const set = [33, 42]; // r4c7, r5c7
    const nodes = [
      { cell: 0, digit: 4 },
      { cell: 6, digit: 4 },
      { cell: 33, digit: 4, cells: [33, 42], als: set },
      { cell: 42, digit: 9, cells: [42], als: set },
      { cell: 37, digit: 9 },
      { cell: 37, digit: 4 },
    ];
    expect(eurekaChain(nodes, (i) => i % 2 === 0, 9)).toBe('(4)r1c1=(4)r1c7-(4=9)r45c7-(9=4)r5c2');
    // two different sets in a row stay two nodes
    const other = [{ cell: 33, digit: 4, cells: [33], als: [33, 34] }];
    expect(eurekaChain([nodes[2], ...other], () => true, 9)).toBe('(4)r45c7=(4)r4c7');
  });

  it('names digits above 9 as letters on 16×16', () => {
    expect(eurekaChain([{ cell: 0, digit: 10 }, { cell: 0, digit: 16 }], () => true, 16)).toBe('(A=G)r1c1');
    expect(eurekaEffect([], [{ cell: 17, digit: 12 }], 16)).toBe('r2c2<>C');
    expect(digitSet([3, 10, 16], 16)).toBe('3,A,G');
    const rp = steps(remotePair, grid(4, { r1c1: [10, 12], r1c9: [10, 12], r6c9: [10, 12], r6c13: [10, 12] }))[0];
    expect(rp.text).toBe(
      'Remote pair A/C: r1c1-r1c9-r6c9-r6c13 alternate between A and C, so r1c1 and r6c13 hold one each: remove A and C from r1c13 and r6c1.',
    );
    expect(rp.eureka).toBe('(A=C)r1c1-(C=A)r1c9-(A=C)r6c9-(C=A)r6c13 => r1c13,r6c1<>A, r1c13,r6c1<>C');
  });
});

describe('Step.eureka of each chain technique', () => {
  it('remote pair, X-chain and XY-chain', () => {
    const rp = steps(remotePair, grid(3, { r1c1: [5, 8], r1c5: [5, 8], r4c5: [5, 8], r4c9: [5, 8] }))[0];
    expect(rp.eureka).toBe('(5=8)r1c1-(8=5)r1c5-(5=8)r4c5-(8=5)r4c9 => r1c9,r4c1<>5, r1c9,r4c1<>8');
    const x = only(only(grid(3), 4, 'row', 1, [1, 7]), 4, 'row', 5, [2, 7]);
    for (let d = 1; d <= 9; d++) if (d !== 4) for (let c = 0; c < 81; c++) x.eliminate(c, d);
    expect(steps(xChain, x)[0].eureka).toBe('(4)r1c1=(4)r1c7-(4)r5c7=(4)r5c2 => r23c2,r46c1<>4');
    const xy = steps(xyChain, grid(3, { r1c1: [3, 5], r1c5: [3, 7], r4c5: [7, 8], r4c9: [5, 8] }))[0];
    expect(xy.eureka).toBe('(5=3)r1c1-(3=7)r1c5-(7=8)r4c5-(8=5)r4c9 => r1c9,r4c1<>5');
  });

  it('AIC and nice loops', () => {
    const g = only(only(grid(3), 4, 'row', 1, [1, 7]), 4, 'row', 5, [2, 7]);
    expect(steps(aic, g)[0].eureka).toBe('(4)r1c1=(4)r1c7-(4)r5c7=(4)r5c2 => r23c2,r46c1<>4');
    const loop = only(grid(3, { r5c5: [1, 3], r5c1: [1, 3] }), 1, 'row', 1, [1, 5]);
    expect(steps(continuousNiceLoop, loop)[1].eureka).toBe('(1=3)r5c1-(3=1)r5c5-(1)r5c1 => r5c2346789<>1, r5c2346789<>3');
    const d = only(grid(3, { r1c1: [1, 2], r4c1: [2, 3] }), 3, 'column', 9, [1, 4]);
    expect(stepWith(discontinuousNiceLoop, d, ['1@r1c9']).eureka).toBe('(3)r1c9=(3)r4c9-(3=2)r4c1-(2=1)r1c1-(1)r1c9 => r1c9<>1');
  });

  it('grouped AIC (a group node in a line-box intersection)', () => {
    // 4 in row 1 only at c1, c7, c8; in row 3 only at c2, c9: (4)r1c1=(4)r1c78-(4)r3c9=(4)r3c2
    const g = only(only(grid(3), 4, 'row', 1, [1, 7, 8]), 4, 'row', 3, [2, 9]);
    const s = stepWith(groupedAic, g, ['4@r2c1', '4@r2c2', '4@r2c3']);
    expect(s.code).toBe('0711');
    expect(s.eureka).toBe('(4)r1c1=(4)r1c78-(4)r3c9=(4)r3c2 => r2c123<>4');
    expect(s.links[0]).toEqual({ from: { cell: 0, digit: 4 }, to: { cell: 6, digit: 4 }, kind: 'strong', toCells: [6, 7] });
    expect(s.cells).toEqual(['r1c1', 'r1c7', 'r1c8', 'r3c9', 'r3c2'].map((c) => at(c, 9)));
    expect(s.text).toBe('Grouped AIC: (4)r1c1=(4)r1c78-(4)r3c9=(4)r3c2: one end is 4, so remove 4 from r2c1, r2c2 and r2c3.');
  });

  it('grouped AIC on a 16×16 board', () => {
    // 4 in row 1 only at c1, c13, c14 (a group in box 4); in row 3 only at c2, c16
    const g = only(only(grid(4), 4, 'row', 1, [1, 13, 14]), 4, 'row', 3, [2, 16]);
    const want = [2, 4].flatMap((r) => [1, 2, 3, 4].map((c) => `4@r${r}c${c}`));
    const s = stepWith(groupedAic, g, want, 16);
    expect(s.eureka).toBe('(4)r1c1=(4)r1c13.14-(4)r3c16=(4)r3c2 => r2.4c1.2.3.4<>4');
  });

  it('grouped discontinuous nice loop (an AIC removing one candidate is reported as the loop, as HoDoKu does)', () => {
    // 4 in row 1 only at c1, c7, c8; in column 9 only at r3, r5
    const g = only(only(grid(3), 4, 'row', 1, [1, 7, 8]), 4, 'column', 9, [3, 5]);
    expect(steps(groupedAic, g).filter((s) => elims(s).join() === '4@r5c1')).toEqual([]);
    const s = stepWith(groupedDiscontinuousNiceLoop, g, ['4@r5c1']);
    expect(s.code).toBe('0710');
    expect(s.eureka).toBe('(4)r5c1-(4)r1c1=(4)r1c78-(4)r3c9=(4)r5c9-(4)r5c1 => r5c1<>4');
    expect(s.text).toBe(
      'Grouped discontinuous nice loop: (4)r5c1-(4)r1c1=(4)r1c78-(4)r3c9=(4)r5c9-(4)r5c1: if r5c1 were 4, neither r1c1 ' +
        'nor r5c9 could be 4, but one of them is, so remove 4 from r5c1.',
    );
  });

  it('ALS-XZ, ALS-XY-Wing', () => {
    const xz = steps(alsXz, grid(3, { r1c2: [5, 8], r1c5: [3, 5], r4c2: [3, 8] }))[0];
    expect(xz.eureka).toBe('(3=5)r1c5-(5=3)r14c2 => r4c5<>3');
    const wing = steps(alsXyWing, grid(3, { r5c5: [1, 2], r5c1: [1, 8], r6c2: [7, 8], r1c5: [2, 7] }))[0];
    expect(wing.eureka).toBe('(7=8)r6c2-(8=1)r5c1-(1=7)r15c5 => r1c2,r6c5<>7');
  });

  it('death blossom (one chain per petal)', () => {
    // stem r5c5 {1,2}: petal r5c1 {1,7} for 1, petal r1c5 {2,7} for 2, common 7
    const found = steps(deathBlossom, grid(3, { r5c5: [1, 2], r5c1: [1, 7], r1c5: [2, 7] }));
    expect(found).toHaveLength(1);
    const s = found[0];
    expect(s.code).toBe('0904');
    expect(elims(s)).toEqual(['7@r1c1']);
    expect(s.eureka).toBe('(1)r5c5-(1=7)r5c1; (2)r5c5-(2=7)r1c5 => r1c1<>7');
    expect(s.text).toBe(
      'Death blossom: stem r5c5 {1,2}; each digit ties it to a set whose cells with that digit all see the stem ' +
        '(1 to r5c1 {1,7}, 2 to r1c5 {2,7}): whichever the stem holds, that set is locked and holds 7, so remove 7 from r1c1.',
    );
  });

  it('ALS-XY-Chain', () => {
    // four bivalue cells as ALS: (5=3)r1c1-(3=7)r1c5-(7=8)r4c5-(8=5)r4c9, each a set of one cell
    const s = steps(alsXyChain, grid(3, { r1c1: [3, 5], r1c5: [3, 7], r4c5: [7, 8], r4c9: [5, 8] }))[0];
    expect(s.code).toBe('0903');
    expect(elims(s)).toEqual(['5@r1c9', '5@r4c1']);
    expect(s.eureka).toBe('(5=3)r1c1-(3=7)r1c5-(7=8)r4c5-(8=5)r4c9 => r1c9,r4c1<>5');
  });
});
