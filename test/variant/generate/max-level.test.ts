/**
 * The variant generator's `maxLevel` (src/variant/logic/fair.ts): the puzzle made at that level
 * is the minimal one with a few of its solution's digits added, unique, rated by `rate` at most
 * that level (the level, score and hardest step the result says are `rate`'s); without the
 * option the puzzle is the one a seed always named; a value that names no level is refused.
 */
import { describe, expect, it } from 'vitest';
import { generateVariant, generateVariantSync, rate, type VariantFamily, type VariantRating } from '../../../src/index.js';
import { fairGivens } from '../../../src/variant/logic/fair.js';
import { StepSearchTimeUp } from '../../../src/logic/techniques/forcing/budget-error.js';
import { runSync } from '../../../src/generate/work.js';
import { expectSound } from './sound';

const ORDER = ['Easy', 'Medium', 'Hard', 'Unfair', 'Extreme'];

const CASES: [VariantFamily, number, number][] = [];
for (const rules of ['thermo', 'arrow', 'killer', 'littleKiller', 'whispers', 'palindrome'] as const) {
  for (const size of [4, 6, 9]) for (const seed of [1, 2]) CASES.push([rules, size, seed]);
}

describe("generateVariant's maxLevel", () => {
  it.each(CASES)("%s, size %d, seed %d: 'hard' makes the minimal puzzle fair, rated at most Hard", (rules, size, seed) => {
    const minimal = generateVariantSync({ rules, size, seed });
    const fair = generateVariantSync({ rules, size, seed, maxLevel: 'hard' });
    expect(fair.solution).toBe(minimal.solution);
    expect({ ...fair.puzzle, givens: '' }).toEqual({ ...minimal.puzzle, givens: '' });
    // the minimal puzzle's givens, and some of the solution's digits beside them
    const kept = Array.from(fair.puzzle.givens).filter((ch, i) => minimal.puzzle.givens[i] !== '.' && ch !== minimal.puzzle.givens[i]);
    expect(kept).toEqual([]);
    expectSound(fair.puzzle, fair.solution);
    const rating = rate(fair.puzzle) as VariantRating;
    expect(ORDER.indexOf(rating.level)).toBeLessThanOrEqual(ORDER.indexOf('Hard'));
    expect({ level: fair.level, score: fair.score, hardest: fair.hardest }).toEqual({ level: rating.level, score: rating.score, hardest: rating.hardest });
    const count = (givens: string) => Array.from(givens).filter((ch) => ch !== '.').length;
    expect(fair.added).toBe(count(fair.puzzle.givens) - count(minimal.puzzle.givens));
    // without a level, nothing said and nothing added
    expect(minimal).not.toHaveProperty('level');
    expect(minimal).not.toHaveProperty('added');
  });

  it("'Easy' on a 9×9 thermo: singles alone solve it", () => {
    const { puzzle, level } = generateVariantSync({ rules: 'thermo', seed: 4, maxLevel: 'Easy' });
    expect(level).toBe('Easy');
    expect(rate(puzzle).level).toBe('Easy');
  });

  it("'Extreme' adds nothing: a guess is Extreme", () => {
    const minimal = generateVariantSync({ rules: 'arrow', seed: 1 });
    const fair = generateVariantSync({ rules: 'arrow', seed: 1, maxLevel: 'EXTREME' as 'extreme' }); // any case at run time
    expect(fair.puzzle).toEqual(minimal.puzzle);
    expect(fair.added).toBe(0);
    expect(fair.level).toBe(rate(minimal.puzzle).level);
  });

  it('the async form makes the same puzzle, and clues.max counts the givens added', async () => {
    const sync = generateVariantSync({ rules: 'whispers', seed: 5, maxLevel: 'Medium' });
    expect(await generateVariant({ rules: 'whispers', seed: 5, maxLevel: 'Medium' })).toEqual(sync);
    const count = Array.from(sync.puzzle.givens).filter((ch) => ch !== '.').length;
    const fewer = generateVariantSync({ rules: 'whispers', seed: 5, maxLevel: 'Medium', clues: { max: count - 1 } });
    expect(Array.from(fewer.puzzle.givens).filter((ch) => ch !== '.').length).toBeLessThan(count);
    expect(fewer.attempts).toBeGreaterThan(1);
  });

  it('the step search stops at the time budget', () => {
    const { puzzle, solution } = generateVariantSync({ rules: 'thermo', seed: 1 });
    expect(() => runSync(fairGivens(puzzle, solution, 'Hard', performance.now() - 1))).toThrow(StepSearchTimeUp);
  });

  const bad: [unknown, ErrorConstructor, RegExp][] = [
    ['hardest', TypeError, /^sudoku-wasm: generateVariantSync: maxLevel: expected 'Easy', 'Medium', 'Hard', 'Unfair' or 'Extreme' \(in any case\), got the string "hardest"$/],
    ['', TypeError, /maxLevel: expected .*, got the string ""$/],
    [3, TypeError, /^sudoku-wasm: generateVariantSync: maxLevel: expected 'Easy', .*, got the number 3$/],
    [null, TypeError, /maxLevel: expected .*, got null$/],
  ];
  it.each(bad)('maxLevel %j is refused, a TypeError as every option naming a choice (level, engine)', (maxLevel, type, message) => {
    expect(() => generateVariantSync({ rules: 'thermo', maxLevel } as never)).toThrow(type);
    expect(() => generateVariantSync({ rules: 'thermo', maxLevel } as never)).toThrow(message);
  });

  it('the async form names itself', async () => {
    await expect(generateVariant({ rules: 'thermo', maxLevel: 'fair' } as never)).rejects.toThrow(/^sudoku-wasm: generateVariant: maxLevel: expected/);
  });
});
