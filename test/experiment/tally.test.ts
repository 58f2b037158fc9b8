/**
 * The exact statistics of the experiment: values against direct computation, type-7
 * quantiles against known values, and independence from the order chunks are merged in.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { frequencyTable, summarize, Tally } from '../../src/experiment/guesses/tally';

describe('Tally', () => {
  it('mean, sd, se and type-7 quantiles of a small sample', () => {
    const t = new Tally();
    t.addAll([4, 1, 3, 2]);
    const s = t.summary();
    expect(s).toMatchObject({ n: 4, mean: 2.5, min: 1, q1: 1.75, median: 2.5, q3: 3.25, max: 4 });
    expect(s.sd).toBeCloseTo(Math.sqrt(5 / 3), 12);
    expect(s.se).toBeCloseTo(Math.sqrt(5 / 3) / 2, 12);
    expect(s.p05).toBeCloseTo(1.15, 12);
    expect(s.p95).toBeCloseTo(3.85, 12);
  });

  it('one value: sd and se are 0; empty: NaN', () => {
    const one = new Tally();
    one.add(7, 1);
    expect(one.summary()).toMatchObject({ n: 1, mean: 7, sd: 0, se: 0, median: 7, q1: 7, q3: 7 });
    expect(new Tally().summary().mean).toBeNaN();
  });

  it('rejects what is not a count', () => {
    expect(() => new Tally().add(-1, 1)).toThrow(RangeError);
    expect(() => new Tally().add(1.5, 1)).toThrow(RangeError);
  });

  it('frequencyTable compresses a sample', () => {
    const { values, counts } = frequencyTable([3, 1, 3, 3, 0]);
    expect(Array.from(values)).toEqual([0, 1, 3]);
    expect(Array.from(counts)).toEqual([1, 1, 3]);
  });

  it('agrees with summarize() and does not depend on the merge order (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.nat(5000), { minLength: 1, maxLength: 40 }), { minLength: 1, maxLength: 6 }), (chunks) => {
        const forward = new Tally();
        for (const c of chunks) forward.addAll(c);
        const backward = new Tally();
        for (const c of [...chunks].reverse()) {
          const part = new Tally();
          part.addAll(c);
          backward.merge(part);
        }
        const a = forward.summary();
        expect(backward.summary()).toEqual(a); // bit for bit
        const direct = summarize(chunks.flat());
        expect(a.mean).toBeCloseTo(direct.mean, 9);
        expect(a.sd).toBeCloseTo(direct.sd, 6);
        expect([a.min, a.q1, a.median, a.q3, a.max]).toEqual([direct.min, direct.q1, direct.median, direct.q3, direct.max]);
      }),
      { numRuns: 100 },
    );
  });
});
