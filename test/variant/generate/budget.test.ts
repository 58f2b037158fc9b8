/**
 * The variant generator's budgets: a generation past its time budget, or whose signal aborts,
 * stops with a {@link GenerateBudgetError} that says why, promptly (within a slice of a count,
 * not after a uniqueness check of seconds); a check that passes its node budget keeps its given,
 * so the puzzle stays unique.
 *
 * The slow case: little killers, the four line families and odd/even, seed 1, whose first
 * attempt ends in counts of puzzles with one or two givens (seconds each without a node budget);
 * `clues: { min: 81 }` makes every attempt miss, so the generation runs until it is stopped.
 */
import { describe, expect, it } from 'vitest';
import { countSolutions } from '../../../src/api/single';
import { GenerateBudgetError } from '../../../src/generate/budget-error';
import { generateVariant, generateVariantSync, type VariantFamily } from '../../../src/variant/generate/index';

const SLOW: VariantFamily[] = ['littleKiller', 'whispers', 'renban', 'palindrome', 'regionSum', 'oddEven'];
/** The families and size as the message says them, as a pattern. */
const WHAT = 'littleKiller + whispers + renban + palindrome + regionSum + oddEven, 9×9'.replace(/\+/g, '\\+');

describe('generateVariant: budgets', () => {
  it('sync: past timeoutMs, a GenerateBudgetError (time) within a moment of the deadline', () => {
    const start = performance.now();
    let error: unknown;
    try {
      generateVariantSync({ rules: SLOW, seed: 1, clues: { min: 81 }, timeoutMs: 1000 });
    } catch (e) {
      error = e;
    }
    const late = performance.now() - start - 1000;
    expect(error).toBeInstanceOf(GenerateBudgetError);
    expect((error as GenerateBudgetError).reason).toBe('time');
    expect((error as Error).message).toMatch(new RegExp(`^sudoku-wasm: generateVariantSync: generation stopped \\(time budget exhausted\\) after \\d+ attempts? at puzzle 0 \\(${WHAT}\\)$`));
    expect(late).toBeLessThan(1000); // without slices: the count under way, seconds
  }, 30_000);

  it('async: an abort stops it within a moment, and the event loop turns while it works', async () => {
    const controller = new AbortController();
    let abortedAt = 0;
    setTimeout(() => {
      abortedAt = performance.now();
      controller.abort();
    }, 1000);
    let last = performance.now();
    let longest = 0;
    const ticks = setInterval(() => {
      longest = Math.max(longest, performance.now() - last);
      last = performance.now();
    }, 5);
    const error = await generateVariant({ rules: SLOW, seed: 1, clues: { min: 81 }, timeoutMs: 0, signal: controller.signal }).catch((e: unknown) => e);
    clearInterval(ticks);
    expect(error).toBeInstanceOf(GenerateBudgetError);
    expect((error as GenerateBudgetError).reason).toBe('aborted');
    expect((error as Error).message).toMatch(new RegExp(`^sudoku-wasm: generateVariant: generation stopped \\(aborted\\) after \\d+ attempts? at puzzle 0 \\(${WHAT}\\)$`));
    expect(performance.now() - abortedAt).toBeLessThan(1000);
    expect(longest).toBeLessThan(1000); // without slices: one count blocked it for seconds
  }, 30_000);

  it('a count past its node budget keeps its given: the puzzle is unique, and made again from its seed', () => {
    const made = generateVariantSync({ rules: SLOW, seed: 1, timeoutMs: 0 });
    expect(countSolutions(made.puzzle, 2)).toBe(1);
    expect([...made.puzzle.givens].filter((c) => c !== '.').length).toBe(2); // 1 without a node budget: a count ran past it and its given stayed
    expect(generateVariantSync({ rules: SLOW, seed: 1, timeoutMs: 0 })).toEqual(made);
  }, 30_000);
});
