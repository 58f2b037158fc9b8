/**
 * The package's human-style calls on variant puzzles (src/variant/logic/calls.ts, reached from
 * `hint`, `nextStep` and `logicSolve`): a small killer made here (so these run without
 * ../shared), then the 37 published variant puzzles of ../shared/variants. Every step is
 * checked against the solution; a player's wrong digit or lost candidate is said first; the
 * vague and concrete levels; the classic-only options refused with a TypeError saying why; no
 * solution or several the classic calls' answers.
 */
import { describe, expect, it } from 'vitest';
import { countSolutions, hint, logicSolve, LogicError, nextStep, notation, SudokuParseError, parseVariant, rate, toFpuzzlesLink, type LogicSolveResult, type SaidLink, type VariantLogicSolveResult } from '../../../src/index.js';
import { describeShared } from '../../support/shared.js';
import { readExamples } from '../formats/helpers.js';
import { CONTRADICTION_KILLER, KILLER, KILLER_SOLUTION, SPARSE_KILLER } from './fixtures.js';

const digits = (text: string): number[] => [...text].map(Number);

/** Every step of a log keeps the solution: no placement elsewhere, no elimination of its digit. */
function expectSound(steps: readonly { placements: { cell: number; digit: number }[]; eliminations: { cell: number; digit: number }[]; text: string }[], solution: readonly number[]): void {
  for (const s of steps) {
    for (const p of s.placements) expect(p.digit, s.text).toBe(solution[p.cell]);
    for (const e of s.eliminations) expect(e.digit, s.text).not.toBe(solution[e.cell]);
  }
}

describe('variant logic through the package calls: a 6×6 killer', () => {
  it('a step that supposes a digit says its chain in Step.said (typed): the supposition, each link with its facts and cells, the conclusion last; other steps have none', () => {
    expect(countSolutions(CONTRADICTION_KILLER, 2)).toBe(1);
    const { status, solution, steps } = logicSolve(CONTRADICTION_KILLER);
    expect([status, solution]).toEqual(['solved', KILLER_SOLUTION]);
    const k = steps.findIndex((s) => s.said !== undefined);
    expect(steps[k].name).toBe('Contradiction');
    const said: SaidLink[] = steps[k].said!;
    expect(said.map((l) => l.text)).toEqual([
      'Suppose r1c1 is 4.',
      'r1c4 would be 1: its last candidate.',
      'r1c5 would be 2: kropki dot with r1c4.',
      'r2c5 would be 5: its last candidate.',
      'r2c6 would be 6: kropki dot with r2c5.',
      'r1c6 would be 3: its last candidate.',
      'Then the 45 rule on the cells r1c1, r1c5 and r1c6 would have no filling left. So r1c1 is not 4.',
    ]);
    expect(said[0]).toEqual({ text: 'Suppose r1c1 is 4.', facts: [{ cell: 0, digit: 4, on: true }], cells: [0] });
    expect(said[2]).toEqual({ text: 'r1c5 would be 2: kropki dot with r1c4.', facts: [{ cell: 4, digit: 2, on: true }], cells: [4, 3] });
    expect(said.at(-1)).toMatchObject({ facts: [], cells: [0, 4, 5] });
    expect(said.map((l) => l.final ?? false)).toEqual([false, false, false, false, false, false, true]);
    expect(said.some((l) => l.branch !== undefined)).toBe(false); // one supposition: no branch
    // a chain says its links too, its conclusion holding whichever its start is (branch 0): SPARSE_KILLER's, its removal through a sum of the 45 rule
    const chained = logicSolve(SPARSE_KILLER).steps.find((s) => s.said !== undefined)!;
    expect(chained.name).toBe('Chain');
    expect(chained.said!.map((l) => l.text)).toEqual([
      'Suppose r2c1 is not 4.',
      'r2c1 is 5: its other candidate.',
      'r5c1 is not 5: it sees r2c1: column 1.',
      'r5c6 is 5: the other place for 5 in row 5.',
      'So r2c1 is 4 or r5c6 is 5; either way, remove 5 from r3c6 (5 in r3c6: the 45 rule on the cells r2c1, r3c5 and r3c6 with r2c1, it sees r5c6).',
    ]);
    expect(chained.said![2]).toEqual({ text: 'r5c1 is not 5: it sees r2c1: column 1.', facts: [{ cell: 24, digit: 5, on: false }], cells: [6, 24] });
    expect(chained.said![4]).toMatchObject({ branch: 0, final: true, cells: [6, 24, 29, 17] });
    // only the steps that suppose a digit say theirs
    expect(steps.filter((s) => s.said !== undefined).every((s) => ['X-Chain', 'XY-Chain', 'Chain', 'Contradiction', 'Forcing', 'Two-step contradiction'].includes(s.name))).toBe(true);
    expect(logicSolve(KILLER).steps.some((s) => s.said !== undefined)).toBe(false);
  });

  it('a 6×6 is said with its digits: a cage\'s pointing step (seven cages, two givens), a given the entered grid contradicts', () => {
    const cages = [[[2, 3, 9], 8], [[6, 12], 6], [[7, 8], 11], [[13, 14, 15], 9], [[18, 24], 8], [[27, 28, 29], 15], [[32, 33, 34, 35], 11]] as const;
    const puzzle = { ...KILLER, constraints: cages.map(([cells, sum]) => ({ type: 'killer' as const, cells: [...cells], sum })) };
    expect(countSolutions(puzzle, 2)).toBe(1);
    const { status, steps } = logicSolve(puzzle);
    expect(status).toBe('solved');
    expect(steps.find((s) => s.name === 'Killer cage pointing')?.text).toMatch(/^Every way to make \d+ in the cage .* uses an? \d, and its \d is in /);
    const entered = '.'.repeat(16) + '5' + '.'.repeat(19); // r3c5 is a given 6
    expect(() => nextStep({ puzzle: KILLER, entered })).toThrow(SudokuParseError);
    expect(() => nextStep({ puzzle: KILLER, entered })).toThrow('r3c5 is a given 6, but entered holds 5 there');
  });

  it('is the puzzle it says: one solution', () => {
    expect(countSolutions(KILLER, 2)).toBe(1);
  });

  it('logicSolve solves it step by step, every step sound, and gives its digits, candidates and solution', () => {
    const result = logicSolve(KILLER);
    expect(result.status).toBe('solved');
    expect(result.solution).toBe(KILLER_SOLUTION);
    expectSound(result.steps, digits(KILLER_SOLUTION));
    expect(Array.from(result.values)).toEqual(digits(KILLER_SOLUTION));
    expect(Array.from(result.candidates)).toEqual(digits(KILLER_SOLUTION).map((d) => 1 << (d - 1)));
    expect(result.steps.some((s) => s.technique === 'variant-killer')).toBe(true);
    expect('grid' in result).toBe(false);
  });

  it('takes the puzzle in every form parseVariant reads: model, its JSON, an f-puzzles link', () => {
    const steps = logicSolve(KILLER).steps;
    expect(logicSolve(JSON.stringify(KILLER)).steps).toEqual(steps);
    expect(logicSolve(toFpuzzlesLink(KILLER)).steps).toEqual(steps);
    expect(logicSolve(parseVariant(toFpuzzlesLink(KILLER))).steps).toEqual(steps);
  });

  it('notation writes its steps in the one-line form on its 6×6 side; a side no board has is still refused', () => {
    const [first, second] = logicSolve(KILLER).steps;
    expect(notation(first, 6)).toBe('Killer cage: 3,4,5,6 in r1c12 => r1c12<>3, r1c12<>4, r1c12<>5, r1c12<>6');
    expect(notation(second, 6)).toBe('Killer cage: 6 in r1c34,r2c4 => r1c34,r2c4<>6');
    expect(() => notation(first, 10)).toThrow(RangeError);
  });

  it('maxSteps stops the log at `limit`', () => {
    const result = logicSolve(KILLER, { maxSteps: 3 });
    expect(result.status).toBe('limit');
    expect(result.steps).toHaveLength(3);
  });

  it('nextStep gives the first step of the log, and on a player grid (digits and marks) the step from there', () => {
    const [first, second] = logicSolve(KILLER).steps;
    expect(nextStep(KILLER)).toEqual(first);
    const after = logicSolve(KILLER, { maxSteps: 1 });
    const marks = Array.from(after.candidates, (m) => [1, 2, 3, 4, 5, 6].filter((d) => m & (1 << (d - 1))));
    expect(nextStep({ puzzle: KILLER, entered: Array.from(after.values), marks })).toEqual(second);
  });

  it("hint says a player's wrong digit first: where (vague), and the solution's digit too (concrete)", () => {
    const entered = '.'.repeat(36).split('');
    entered[0] = '2'; // r1c1 is 1
    const input = { puzzle: KILLER, entered: entered.join('') };
    expect(hint(input, { level: 'vague' })).toEqual({ kind: 'mistake', mistake: 'wrong-digit', cells: [0], digit: 2, text: "Check r1c1: the 2 there is not the solution's digit." });
    expect(hint(input).text).toBe("Check r1c1: the 2 there is not the solution's digit. The solution has 1 there.");
  });

  it("hint says a solution's digit gone from a cell's marks", () => {
    const marks: (number[] | null)[] = Array.from({ length: 36 }, () => null);
    marks[1] = [1]; // r1c2 is 2
    const h = hint({ puzzle: KILLER, marks });
    expect(h).toMatchObject({ kind: 'mistake', mistake: 'removed-candidate', cells: [1] });
    expect(h.text).toBe("Check r1c2: its candidates leave out the solution's digit. The solution has 2 there.");
  });

  it('hint levels: concrete gives the step, vague the technique and where to look', () => {
    const concrete = hint(KILLER);
    expect(concrete.kind).toBe('step');
    expect(concrete.step).toEqual(logicSolve(KILLER).steps[0]);
    const vague = hint(KILLER, { level: 'vague' });
    expect(vague).toMatchObject({ kind: 'step', technique: concrete.technique, name: concrete.name, houses: [] });
    expect(vague.step).toBeUndefined();
    expect(vague.text).toMatch(/^Look /);
    expect(hint({ puzzle: KILLER, entered: KILLER_SOLUTION })).toEqual({ kind: 'solved', text: 'The puzzle is solved.' });
  });

  it('refuses the classic-only options with a TypeError that says why', () => {
    expect(() => hint(KILLER, { techniques: ['naked-single'] })).toThrow(
      new TypeError('sudoku-wasm: hint: techniques: a variant puzzle is solved by the variant steps, which take no list of classic techniques, got an array of 1'),
    );
    expect(() => logicSolve(KILLER, { exclude: ['x-wing'] })).toThrow(/^sudoku-wasm: logicSolve: exclude: a variant puzzle .*, got an array of 1$/);
    expect(() => nextStep(KILLER, { alsInChains: true })).toThrow(new TypeError('sudoku-wasm: nextStep: alsInChains: a variant puzzle is solved by the variant steps, which take no classic technique options, got the boolean true'));
    expect(() => logicSolve(KILLER, { onStuck: 'guess' })).toThrow(new TypeError(`sudoku-wasm: logicSolve: onStuck: a variant puzzle stops where its steps do ('stop'), got the string "guess"`));
    expect(() => hint(KILLER, { level: 'loud' as 'vague' })).toThrow(TypeError);
  });

  it('no solution or several: the classic answers (LogicError for hint, a status for logicSolve)', () => {
    const several = { ...KILLER, givens: '.'.repeat(36) };
    expect(logicSolve(several)).toMatchObject({ status: 'multiple', steps: [] });
    expect(() => hint(several)).toThrow(LogicError);
    const none = { ...KILLER, givens: '2' + '.'.repeat(35) };
    expect(logicSolve(none)).toMatchObject({ status: 'none', steps: [] });
    try {
      hint(none);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(LogicError);
      expect((error as LogicError).reason).toBe('none');
    }
  });
});

describeShared('variant logic through the package calls: the 37 published puzzles', (dir) => {
  const examples = readExamples(dir);

  it('logicSolve goes to the end or to stuck, every step sound; as many variant puzzles solved as the page (27, and its two classic ones)', () => {
    const solved: string[] = [];
    for (const e of examples) {
      // as text, a variant is typed as a classic puzzle: its result is either shape
      const result = logicSolve(e.line) as LogicSolveResult | VariantLogicSolveResult;
      expectSound(result.steps, e.solution);
      expect(result.solution, e.title).toBe(e.solution.join(''));
      // a puzzle of the classic rules only goes to the classic techniques (HoDoKu's), which give a grid
      if ('grid' in result) continue;
      expect(['solved', 'stuck'], e.title).toContain(result.status);
      if (result.status === 'solved') solved.push(e.title);
    }
    expect(examples).toHaveLength(37);
    // the page's hints solve 29 of the 37 (test/web/variant-hints-sound.test.ts): these 27 and the two classic puzzles
    expect(solved.length).toBe(27);
  }, 120_000); // 13 s alone (the stuck puzzles' contradiction searches); past the default 20 s beside other files on 2 shared cores

  it("hint on a player's grid with a wrong digit says the mistake", () => {
    for (const e of examples.filter((x) => parseVariant(x.line).constraints.length > 0).slice(0, 8)) {
      const puzzle = parseVariant(e.line);
      const cell = [...puzzle.givens].findIndex((ch) => ch === '.');
      const entered = '.'.repeat(puzzle.size * puzzle.size).split('');
      entered[cell] = String((e.solution[cell] % puzzle.size) + 1);
      expect(hint({ puzzle, entered: entered.join('') }, { level: 'vague' }), e.title).toMatchObject({ kind: 'mistake', mistake: 'wrong-digit', cells: [cell] });
    }
  });
});
