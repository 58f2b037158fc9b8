/**
 * `rate` on variant puzzles: the package's variant scale (src/variant/logic/grade.ts), the
 * level of the hardest variant step and the sum of the steps' weights, a guess where the steps
 * get stuck. The table grades every finder of the list (src/variant/logic/steps.ts FINDERS); the
 * 6×6 killer made here; the options a variant cannot take refused with a TypeError that says
 * why; then the 37 published variant puzzles of ../shared/variants at the levels
 * docs/variants.md and docs/design/logic.md give.
 */
import { describe, expect, it } from 'vitest';
import { LEVELS, VARIANT_GRADES, logicSolve, LogicError, parseVariant, rate, toFpuzzlesLink, type Rating, type VariantRating } from '../../../src/index.js';
import { GUESS } from '../../../src/logic/solver.js';
import { FINDER_GRADES } from '../../../src/variant/logic/grade.js';
import { FINDERS } from '../../../src/variant/logic/steps.js';
import { describeShared } from '../../support/shared.js';
import { readExamples } from '../formats/helpers.js';
import { KILLER } from './fixtures.js';

const order = LEVELS.map((l) => l.level);

describe('the variant scale: one table', () => {
  it('grades every finder of the list, and a guess', () => {
    const missing = FINDERS.map((find, i) => (FINDER_GRADES.has(find) ? null : `FINDERS[${i}] (${find.name})`)).filter((x) => x !== null);
    expect(missing, 'finders with no class on the variant scale (src/variant/logic/grade.ts)').toEqual([]);
    expect(FINDER_GRADES.get('guess')).toMatchObject({ id: 'guess', level: 'Extreme', weight: GUESS.score });
    expect(FINDER_GRADES.size).toBe(FINDERS.length + 1);
    // the public table (VARIANT_GRADES) is the finders' classes in the order they are tried, then a guess
    expect([...FINDERS.map((find) => FINDER_GRADES.get(find)), FINDER_GRADES.get('guess')]).toEqual(VARIANT_GRADES);
  });

  it("weighs each class above every easier one, so the heaviest step's class is the level", () => {
    const grades = [...FINDER_GRADES.values()];
    for (const a of grades) {
      for (const b of grades) if (order.indexOf(a.level) > order.indexOf(b.level)) expect(a.weight, `${a.level} over ${b.level}`).toBeGreaterThan(b.weight);
    }
    // every level of the classic scale is used, from singles (Easy) to the two-step contradiction (Extreme)
    expect(new Set(grades.map((g) => g.level))).toEqual(new Set(order));
  });
});

describe('rate on a variant puzzle: the 6×6 killer', () => {
  it('is Medium, its hardest step a cage; the score is the sum of its steps’ weights, the steps logicSolve’s', () => {
    const rating = rate(KILLER);
    expect(rating).toEqual({
      scale: 'variant',
      level: 'Medium',
      score: 626,
      hardest: 'Killer cage',
      hardestTechnique: 'variant-killer',
      steps: 47,
      guesses: 0,
      techniques: { 'Killer cage': 13, 'Hidden Single': 10, 'Naked Single': 24 },
    });
    const steps = logicSolve(KILLER).steps;
    expect(steps).toHaveLength(47);
    // 13 cage narrowings (30), 10 hidden singles (14), 24 naked singles (4)
    expect(13 * 30 + 10 * 14 + 24 * 4).toBe(626);
  });

  it('takes the puzzle in every form parseVariant reads', () => {
    const rating = rate(KILLER);
    expect(rate(JSON.stringify(KILLER))).toEqual(rating);
    expect(rate(toFpuzzlesLink(KILLER))).toEqual(rating);
    expect(rate(parseVariant(toFpuzzlesLink(KILLER)))).toEqual(rating);
  });

  it('a variant of classic rules only is rated on the classic scale, as its givens are', () => {
    const givens = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
    const classic = rate({ size: 9, givens, constraints: [] });
    expect(classic.scale).toBeUndefined();
    expect(classic).toEqual(rate(givens));
  });

  it('refuses a scale and the classic technique options with a TypeError that says why', () => {
    for (const scale of ['hodoku', 'se'] as const) {
      expect(() => rate(KILLER, { scale } as never)).toThrow(
        new TypeError(`sudoku-wasm: rate: scale: a variant puzzle is rated on the variant scale, as the variant steps solve it (HoDoKu's and Sudoku Explainer's rate classic techniques), got the string "${scale}"`),
      );
    }
    expect(() => rate(KILLER, { techniques: ['naked-single'] })).toThrow(
      new TypeError('sudoku-wasm: rate: techniques: a variant puzzle is solved by the variant steps, which take no list of classic techniques, got an array of 1'),
    );
    expect(() => rate(KILLER, { unique: true })).toThrow(new TypeError('sudoku-wasm: rate: unique: a variant puzzle is solved by the variant steps, which take no classic technique options, got the boolean true'));
    expect(() => rate(KILLER, { exclude: ['x-wing'] })).toThrow(/^sudoku-wasm: rate: exclude: a variant puzzle /);
    expect(() => rate(KILLER, { alsInChains: false })).toThrow(/^sudoku-wasm: rate: alsInChains: a variant puzzle /);
    // the checks every rate call makes come first
    expect(() => rate(KILLER, { scale: 'loud' } as never)).toThrow(TypeError);
    expect(() => rate(KILLER, { maxSteps: 3 } as never)).toThrow(/maxSteps/);
  });

  it('no solution or several: a LogicError saying which; a time budget run out: reason unknown', () => {
    const reasonOf = (f: () => unknown): string | undefined => {
      try {
        f();
      } catch (error) {
        expect(error).toBeInstanceOf(LogicError);
        return (error as LogicError).reason;
      }
      return undefined;
    };
    expect(reasonOf(() => rate({ ...KILLER, givens: '.'.repeat(36) }))).toBe('multiple');
    expect(reasonOf(() => rate({ ...KILLER, givens: '2' + '.'.repeat(35) }))).toBe('none');
    expect(reasonOf(() => rate(KILLER, { timeoutMs: 0 }))).toBe('unknown');
  });
});

/**
 * The level of each of the 37 published puzzles, in the file's order (docs/design/logic.md has
 * the distribution): the two classic ones on HoDoKu's scale, the rest on the variant scale.
 */
const PUBLISHED_LEVELS: readonly [string, string][] = [
  ['Classic sudoku', 'Easy'], ['Thermo', 'Unfair'], ['Killer', 'Medium'], ['Killing with flowers', 'Extreme'], ['Arrow', 'Unfair'],
  ['XV Kropki Sudoku', 'Unfair'], ['Sudoku X', 'Extreme'], ['X-Windoku', 'Unfair'], ['Jigsaw', 'Medium'], ['Classic sudoku, hard', 'Extreme'],
  ['Anti-knights move', 'Hard'], ['Killer sudoku [overlap]', 'Medium'], ['Killer sudoku [gaps]', 'Medium'], ['Anti-knight Anti-king', 'Unfair'],
  ['CTC Tribute', 'Extreme'], ['Kropki sudoku', 'Unfair'], ['XV-sudoku', 'Medium'], ['Strict kropki', 'Unfair'], ['Strict XV', 'Unfair'],
  ['Jigsaw boxes, disconnected', 'Unfair'], ['Windoku', 'Unfair'], ['Killer sudoku [0 cage]', 'Medium'], ['Killer sudoku [0 cage, hard]', 'Extreme'],
  ['Anti-knight Anti-consecutive', 'Hard'], ['Wecoc #1', 'Extreme'], ['Wecoc #1 [mod A]', 'Extreme'], ['Wecoc #2', 'Extreme'], ['tarek unsolvable #41', 'Extreme'],
  ['collection entry', 'Unfair'], ['collection entry', 'Unfair'], ['collection entry', 'Unfair'], ['collection entry', 'Unfair'], ['collection entry', 'Extreme'],
  ['collection entry', 'Unfair'], ['collection entry', 'Extreme'], ['collection entry', 'Unfair'], ['collection entry', 'Extreme'],
];

describeShared('rate on the 37 published variant puzzles', (dir) => {
  const examples = readExamples(dir);

  it('grades each at its documented level; a stuck one is Extreme, with guesses; a solved one takes logicSolve’s steps', () => {
    expect(examples.map((e) => e.title)).toEqual(PUBLISHED_LEVELS.map(([title]) => title));
    const levels: Record<string, number> = {};
    examples.forEach((e, i) => {
      const rating = rate(e.line) as Rating | VariantRating; // text is typed as a classic puzzle
      expect(rating.level, `${i}: ${e.title}`).toBe(PUBLISHED_LEVELS[i][1]);
      if (rating.scale !== 'variant') return; // the classic ones: HoDoKu's scale
      levels[rating.level] = (levels[rating.level] ?? 0) + 1;
      const log = logicSolve(parseVariant(e.line));
      if (log.status === 'stuck') {
        expect(rating.guesses, e.title).toBeGreaterThan(0);
        expect(rating).toMatchObject({ level: 'Extreme', hardest: 'Guess', hardestTechnique: 'guess' });
      } else {
        expect(log.status, e.title).toBe('solved');
        expect(rating.guesses, e.title).toBe(0);
        expect(rating.steps, e.title).toBe(log.steps.length);
      }
    });
    expect(levels).toEqual({ Medium: 6, Hard: 2, Unfair: 16, Extreme: 11 });
  }, 180_000);
});
