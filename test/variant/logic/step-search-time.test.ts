/**
 * `timeoutMs` in the search for a variant step (src/variant/logic/steps.ts `findStep`, the
 * finders that try suppositions, and the chains' search): the variant `hint`, `nextStep`, `logicSolve` and `rate` stop
 * as the classic ones do (test/logic/step-search-time.test.ts): a `LogicError` (`unknown`) that
 * names the budget, `logicSolve`'s status `limit`, `rate`'s time budget error; a budget that
 * does not run out changes no step.
 *
 * No test here times anything: the deadline is made to pass at a known point of the search by
 * a clock that jumps ahead when the first supposition is run (`Propagation.run`, which only the
 * finders that suppose use: Contradiction is the first of them), or by `timeoutMs: 0` where no
 * engine runs first.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hint, logicSolve, LogicError, nextStep, parseVariant, rate, type VariantLogicSolveResult } from '../../../src/index.js';
import { StepSearchTimeUp } from '../../../src/logic/techniques/forcing/budget-error.js';
import { chain } from '../../../src/variant/logic/finders/chains/chain.js';
import { contradiction } from '../../../src/variant/logic/finders/contradiction.js';
import { deepContradiction } from '../../../src/variant/logic/finders/deep-contradiction.js';
import { forcing } from '../../../src/variant/logic/finders/forcing.js';
import { Propagation } from '../../../src/variant/logic/finders/propagate.js';
import { hintRulesOf } from '../../../src/variant/logic/hint-rules.js';
import { findStep } from '../../../src/variant/logic/steps.js';
import type { VariantPuzzle } from '../../../src/variant/model.js';
import { describeShared } from '../../support/shared.js';
import { example, readExamples } from '../formats/helpers.js';
import { CONTRADICTION_KILLER } from './fixtures.js';

/** How far the clock has jumped ahead (ms). */
const clock = { ahead: 0 };

/** From now on, the clock jumps a million seconds ahead when a supposition is run (in the Contradiction search first). */
function jumpAtSupposition(): void {
  const now = performance.now.bind(performance);
  const run = Propagation.prototype.run;
  vi.spyOn(performance, 'now').mockImplementation(() => now() + clock.ahead);
  vi.spyOn(Propagation.prototype, 'run').mockImplementation(function (this: Propagation, limit: number) {
    clock.ahead = 1e9;
    return run.call(this, limit);
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  clock.ahead = 0;
});

/** What a call threw (its LogicError's reason and message), or what it gave. */
function outcome(run: () => unknown): { reason: string; message: string } | { value: unknown } {
  try {
    return { value: run() };
  } catch (error) {
    if (!(error instanceof LogicError)) throw error;
    return { reason: error.reason, message: error.message };
  }
}

const SEARCH_CUT = /the time budget \(timeoutMs: \d+\) ran out before the search for steps finished/;

/** A player's grid on `puzzle` at the digits and candidates a logicSolve reached. */
function gameAt(puzzle: VariantPuzzle, reached: VariantLogicSolveResult): { puzzle: VariantPuzzle; entered: number[]; marks: string[] } {
  const marks = Array.from(reached.candidates, (mask) => [...Array(puzzle.size).keys()].filter((d) => mask & (1 << d)).map((d) => d + 1).join(''));
  return { puzzle, entered: Array.from(reached.values), marks };
}

describe('timeoutMs in the search for a variant step: the 6×6 killer whose 30th step is a Contradiction', () => {
  const before = logicSolve(CONTRADICTION_KILLER, { maxSteps: 29 });
  const game = gameAt(CONTRADICTION_KILLER, before);

  it('the finders look at the deadline: findStep and the finders that suppose throw StepSearchTimeUp once it has passed', () => {
    const rules = hintRulesOf(CONTRADICTION_KILLER);
    const values = Uint8Array.from(before.values);
    const cands = Int32Array.from(before.candidates);
    expect(findStep(rules, values, cands)?.step.name).toBe('Contradiction');
    const past = performance.now() - 1;
    expect(() => findStep(rules, values, cands, past)).toThrow(StepSearchTimeUp);
    for (const find of [chain, contradiction, forcing, deepContradiction]) expect(() => find(rules, values, cands, past), find.name).toThrow(StepSearchTimeUp);
    expect(contradiction(rules, values, cands, Infinity)?.step).toEqual(findStep(rules, values, cands)!.step);
  });

  it('the deadline passing in the Contradiction search (after its first supposition): hint and nextStep throw LogicError unknown, logicSolve ends limit with the steps before', () => {
    jumpAtSupposition();
    for (const run of [() => hint(game, { timeoutMs: 60_000 }), () => nextStep(game, { timeoutMs: 60_000 })]) {
      clock.ahead = 0;
      expect(outcome(run)).toEqual({ reason: 'unknown', message: expect.stringMatching(SEARCH_CUT) });
    }
    clock.ahead = 0;
    const cut = logicSolve(CONTRADICTION_KILLER, { timeoutMs: 60_000 });
    expect([cut.status, cut.steps]).toEqual(['limit', before.steps]);
  });

  it('rate: the deadline passing in the Contradiction search is its time budget, after the steps taken before', () => {
    jumpAtSupposition();
    expect(outcome(() => rate(CONTRADICTION_KILLER, { timeoutMs: 60_000 }))).toEqual({ reason: 'unknown', message: 'sudoku-wasm: rate: the time budget (timeoutMs: 60000) ran out after 29 steps' });
  });

  it('a budget that does not run out changes no step', () => {
    const generous = { timeoutMs: 600_000 };
    expect(logicSolve(CONTRADICTION_KILLER, generous).steps).toEqual(logicSolve(CONTRADICTION_KILLER).steps);
    expect(hint(game, generous)).toEqual(hint(game));
    expect(nextStep(game, generous)).toEqual(nextStep(game));
    expect(rate(CONTRADICTION_KILLER, generous)).toEqual(rate(CONTRADICTION_KILLER));
  });
});

describeShared('timeoutMs in the search for a variant step: Wecoc #1, where the variant steps get stuck', (dir) => {
  const puzzle = parseVariant(example(readExamples(dir), 'Wecoc #1').line) as VariantPuzzle;
  const stuck = logicSolve(puzzle);
  const game = gameAt(puzzle, stuck);

  it('nextStep at the stuck grid with timeoutMs 0 (no engine runs first): LogicError unknown, not null', () => {
    expect(stuck.status).toBe('stuck');
    expect(nextStep(game)).toBeNull();
    expect(outcome(() => nextStep(game, { timeoutMs: 0 }))).toEqual({ reason: 'unknown', message: 'sudoku-wasm: nextStep: the time budget (timeoutMs: 0) ran out before the search for steps finished' });
  });

  it('the deadline passing in the last search: hint throws LogicError unknown (not stuck), logicSolve ends limit (not stuck)', () => {
    jumpAtSupposition();
    expect(outcome(() => hint(game, { timeoutMs: 60_000 }))).toEqual({ reason: 'unknown', message: expect.stringMatching(SEARCH_CUT) });
    clock.ahead = 0;
    const cut = logicSolve(puzzle, { timeoutMs: 60_000 });
    expect(cut.status).toBe('limit');
    expect(stuck.steps.slice(0, cut.steps.length)).toEqual(cut.steps);
  });

  it('a budget that does not run out changes no step', () => {
    const generous = { timeoutMs: 600_000 };
    expect(logicSolve(puzzle, generous).steps).toEqual(stuck.steps);
    expect(hint(game, generous)).toEqual(hint(game));
    expect(nextStep(game, generous)).toBeNull();
  });
});
