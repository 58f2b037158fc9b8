/**
 * Every backend against test/fixtures/fast9.txt (0, 1 and many solutions), and the fixture
 * file itself against the plain oracle, so neither side is taken on trust.
 */
import { describe, expect, it } from 'vitest';
import { BUDGET_EXHAUSTED_BIT } from '../../src/engine/types';
import { BACKENDS, runBatch } from '../support/backends';
import { readFixtures } from '../support/fixtures';
import { isValidSolution, oracleCount } from '../support/oracle';

const fixtures = readFixtures('fast9.txt');
const CAP = 1000;

describe('fixture file', () => {
  it('has 0-, 1- and many-solution cases', () => {
    const kinds = new Set(fixtures.map((f) => (f.count === 0 ? 0 : f.count === 1 && !f.atLeast ? 1 : 2)));
    expect([...kinds].sort()).toEqual([0, 1, 2]);
  });
  it('agrees with the oracle on every line', () => {
    for (const f of fixtures) {
      const { count, solution } = oracleCount(f.cells, CAP);
      expect(count, `line ${f.line}`).toBe(f.atLeast ? CAP : f.count);
      if (f.solution) expect(solution!.join(''), `line ${f.line}`).toBe(f.solution);
    }
  });
});

describe.each(BACKENDS)('$name engine on fixtures', ({ create }) => {
  const engine = create();

  it.each([1, 2, CAP])('counts with limit %i', (limit) => {
    const { counts, solution } = runBatch(engine, fixtures.map((f) => f.cells), limit);
    fixtures.forEach((f, i) => {
      expect(counts[i], `line ${f.line}`).toBe(Math.min(f.count, limit));
      if (f.count >= 1) expect(isValidSolution(f.cells, solution(i)), `line ${f.line}`).toBe(true);
      if (f.solution) expect(Array.from(solution(i)).join(''), `line ${f.line}`).toBe(f.solution);
    });
  });

  it('countInto agrees with countBatch and leaves `out` untouched without a solution', () => {
    const out = new Uint8Array(81);
    for (const f of fixtures) {
      out.fill(77);
      const count = engine.countInto(f.cells, 2, out);
      expect(count, `line ${f.line}`).toBe(Math.min(f.count, 2));
      expect(engine.lastComplete).toBe(true);
      if (count === 0) expect(out.every((v) => v === 77)).toBe(true);
      else expect(isValidSolution(f.cells, out)).toBe(true);
    }
  });

  it('stops on the guess budget and says so', () => {
    const empty = new Uint8Array(81);
    const { counts, guesses } = runBatch(engine, [empty], 1_000_000, 50);
    expect(counts[0] & BUDGET_EXHAUSTED_BIT).toBe(BUDGET_EXHAUSTED_BIT);
    expect(guesses[0]).toBe(50);
    const out = new Uint8Array(81);
    engine.countInto(empty, 1_000_000, out, 50);
    expect(engine.lastComplete).toBe(false);
    expect(engine.countInto(fixtures[0].cells, 2, out, 1_000_000)).toBe(1);
    expect(engine.lastComplete).toBe(true);
  });

  it('a search stopped on its budget goes on where it stopped: slices give what one call gives', () => {
    const whole = new Uint8Array(81);
    const sliced = new Uint8Array(81);
    let slicedSome = 0;
    for (const f of fixtures) {
      for (const limit of [2, CAP]) {
        const count = engine.countInto(f.cells, limit, whole);
        const guesses = engine.lastGuesses;
        sliced.fill(0);
        let got = engine.countInto(f.cells, limit, sliced, 1);
        for (let slice = 2; !engine.lastComplete; slice = slice * 2 + 1) {
          expect(engine.lastGuesses, `line ${f.line}`).toBeLessThan(guesses);
          got = engine.resumeInto(limit, sliced, engine.lastGuesses + slice);
          slicedSome++;
        }
        expect([got, engine.lastGuesses], `line ${f.line}, limit ${limit}`).toEqual([count, guesses]);
        if (count > 0) expect(Array.from(sliced), `line ${f.line}`).toEqual(Array.from(whole));
      }
    }
    expect(slicedSome).toBeGreaterThan(100); // the fixtures' searches do take guesses
  });
});
