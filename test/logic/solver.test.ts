/**
 * The step loop and its API (src/logic/solver.ts): statuses, options, hints, applying steps.
 */
import { describe, expect, it } from 'vitest';
import { someSolution } from '../../src/api/single';
import { CandidateGrid } from '../../src/logic/grid';
import { gridFromPuzzle } from '../../src/logic/pencil';
import { applyStep, findAll, hint, logicSolve, LogicError, nextStep, techniquesFor } from '../../src/logic/solver';
import { TECHNIQUES } from '../../src/logic/techniques/index';

/** Needs naked and hidden singles only. */
const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
/** One of the hardest known (no technique of the list finishes it). */
const HARD = '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..';
const MULTIPLE = '8.........95.......76.........426798...571243...893165......916....3.487....1.532';
const NONE = '5.9...4...7.3...2.8...6...71..8....6....1..7.....56...3....5..1.4.....9...2...7..';

describe('logicSolve', () => {
  it('solves an easy puzzle with singles, every step a sentence, ending on the solution', () => {
    const r = logicSolve(EASY);
    expect(r.status).toBe('solved');
    expect(r.solution).toBe(someSolution(EASY));
    expect(r.steps.length).toBe(EASY.split('').filter((c) => c === '.').length);
    for (const s of r.steps) {
      expect(['full-house', 'naked-single', 'hidden-single']).toContain(s.technique);
      expect(s.text).toMatch(/^[A-Z].*\.$/);
      expect(s.placements).toHaveLength(1);
    }
    expect(Array.from(r.grid.values).join('')).toBe(r.solution);
  });

  it('answers none and multiple before any step', () => {
    expect(logicSolve(MULTIPLE)).toMatchObject({ status: 'multiple', steps: [] });
    expect(logicSolve(NONE)).toMatchObject({ status: 'none', steps: [] });
  });

  it('stops when stuck, or goes on with marked guess steps the engine checked', () => {
    const singles = ['full-house', 'naked-single', 'hidden-single'];
    const stuck = logicSolve(HARD, { techniques: singles });
    expect(stuck.status).toBe('stuck');
    expect(stuck.grid.isSolved()).toBe(false);
    const guessed = logicSolve(HARD, { techniques: singles, onStuck: 'guess' });
    expect(guessed.status).toBe('guessed');
    const guesses = guessed.steps.filter((s) => s.technique === 'guess');
    expect(guesses.length).toBeGreaterThan(0);
    const solution = someSolution(HARD)!;
    for (const g of guesses) {
      expect(g.text).toMatch(/^No technique applies here: guess \d in r\dc\d/);
      expect(String(g.placements[0].digit)).toBe(solution[g.placements[0].cell]);
    }
    expect(Array.from(guessed.grid.values).join('')).toBe(solution);
    // a step limit is its own status, whatever onStuck says
    for (const onStuck of ['guess', 'stop'] as const) {
      const limited = logicSolve(HARD, { onStuck, maxSteps: 5 });
      expect([limited.status, limited.steps.length]).toEqual(['limit', 5]);
    }
  });

  it('uses the techniques asked for, in the order asked for', () => {
    const hiddenFirst = logicSolve(EASY, { techniques: ['hidden-single', 'naked-single', 'full-house'] });
    expect(hiddenFirst.steps[0].technique).toBe('hidden-single');
    const noHidden = logicSolve(EASY, { exclude: ['hidden-single'] });
    expect(noHidden.steps.every((s) => s.technique !== 'hidden-single')).toBe(true);
    expect(() => logicSolve(EASY, { techniques: ['no-such'] })).toThrow(/unknown technique 'no-such'/);
    expect(techniquesFor().map((t) => t.id)).toEqual(TECHNIQUES.map((t) => t.id));
  });

  it('works on 4×4 and 16×16 boards', () => {
    const four = logicSolve('1...' + '..3.' + '.4..' + '...2');
    expect(four.status).toBe('solved');
    expect(four.solution).toHaveLength(16);
    const sixteen = logicSolve(
      '.F..C4.9.E.7..2.' +
        '...5..B....8.4..' +
        '.3.2..7E.B.5....' +
        '4..........F..1.' +
        '.'.repeat(192),
    );
    expect(sixteen.status).toBe('multiple');
  });
});

describe('nextStep, findAll, applyStep', () => {
  it('nextStep gives the first step of the first technique that has one, or null', () => {
    const g = gridFromPuzzle(EASY);
    const step = nextStep(g)!;
    expect(step.technique).toBe(findAll(g)[0].technique);
    const solved = gridFromPuzzle(someSolution(EASY)!);
    expect(nextStep(solved)).toBeNull();
  });

  it('findAll lists every instance of the techniques asked for, never changing the grid', () => {
    const g = gridFromPuzzle(EASY);
    const before = Array.from(g.cands);
    const singles = findAll(g, ['naked-single']);
    expect(singles.length).toBe(Array.from(g.cands).filter((m) => m !== 0 && (m & (m - 1)) === 0).length);
    expect(Array.from(g.cands)).toEqual(before);
  });

  it('findAll takes the techniques and exclude options as the other logic calls do', () => {
    const g = gridFromPuzzle(EASY);
    const ids = (steps: { technique: string }[]) => [...new Set(steps.map((s) => s.technique))];
    expect(ids(findAll(g))).toContain('hidden-single');
    expect(ids(findAll(g, undefined, { exclude: ['hidden-single'] }))).not.toContain('hidden-single');
    expect(ids(findAll(g, undefined, { techniques: ['naked-single'] }))).toEqual(['naked-single']);
    expect(ids(findAll(g, ['naked-single', 'hidden-single'], { exclude: ['hidden-single'] }))).toEqual(['naked-single']);
    expect(() => findAll(g, undefined, { exclude: ['nope'] })).toThrow(TypeError);
  });

  it('applyStep returns a new grid and leaves the old one; refuses a step that does not fit', () => {
    const g = gridFromPuzzle(EASY);
    const step = nextStep(g)!;
    const next = applyStep(g, step);
    const { cell, digit } = step.placements[0];
    expect(next.values[cell]).toBe(digit);
    expect(g.values[cell]).toBe(0);
    expect(() => applyStep(next, step)).toThrow(/cannot place/);
    expect(() => applyStep(g, { ...step, placements: [{ cell: 81, digit: 1 }] })).toThrow(RangeError);
  });

  it('applyStep checks each placement against the grid the earlier ones left, and names a filled cell', () => {
    const g = gridFromPuzzle(EASY); // r1c1 and r1c2 both have 4 as a candidate
    const twice = { placements: [{ cell: 0, digit: 4 }, { cell: 1, digit: 4 }], eliminations: [] };
    expect(() => applyStep(g, twice as never)).toThrow(/cannot place 4 in r1c2: it is not a candidate there/);
    const sameCell = { placements: [{ cell: 0, digit: 4 }, { cell: 0, digit: 5 }], eliminations: [] };
    expect(() => applyStep(g, sameCell as never)).toThrow(/cannot place 5 in r1c1: it already holds 4/);
    expect(() => applyStep(g, { placements: [{ cell: 2, digit: 3 }], eliminations: [] } as never)).toThrow(/cannot place 3 in r1c3: it already holds 3/);
    expect(Array.from(g.values.slice(0, 2))).toEqual([0, 0]);
  });
});

describe('hint', () => {
  it('concrete: the whole step; vague: the technique and where to look', () => {
    const g = gridFromPuzzle(EASY);
    const concrete = hint(g);
    expect(concrete.kind).toBe('step');
    expect(concrete.step).toEqual(nextStep(g, { unique: true }));
    const vague = hint(g, { level: 'vague' });
    expect(vague.step).toBeUndefined();
    expect(vague.text).toMatch(/^Look for a (full house|naked single|hidden single) in (row|column|box) \d/);
  });

  it("vague: a step that names no house (a wing, a loop) points to its cells' boxes", () => {
    // walk HARD by logic to the first step of a technique whose step names no house
    const path = logicSolve(HARD, { onStuck: 'guess' });
    let g = gridFromPuzzle(HARD);
    let checked = 0;
    for (const step of path.steps) {
      if (step.houses.length === 0 && step.technique !== 'guess') {
        const vague = hint(g, { level: 'vague', techniques: [step.technique] });
        const found = hint(g, { techniques: [step.technique] }).step!; // the step the hint is about
        const boxes = new Set(found.cells.map((c) => 3 * Math.floor(c / 27) + Math.floor((c % 9) / 3)));
        if (found.houses.length === 0 && boxes.size <= 4) {
          expect(vague.houses, step.name).toEqual([...boxes].map((b) => ({ kind: 'box', index: b })));
          expect(vague.text, step.name).toMatch(/ in box \d/);
          if (step.cells.length > 1) checked++;
        }
      }
      g = applyStep(g, step);
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('points out a wrong digit or a removed true candidate before anything else', () => {
    const solution = someSolution(EASY)!;
    const g = gridFromPuzzle(EASY);
    const empty = EASY.indexOf('.');
    const truth = Number(solution[empty]);
    const wrong = g.clone();
    wrong.eliminate(empty, truth);
    expect(hint(wrong)).toMatchObject({ kind: 'mistake', mistake: 'removed-candidate', cells: [empty] });
    expect(hint(wrong).text).toBe(`Check r1c1: its candidates leave out the solution's digit. The solution has ${truth} there.`);
    expect(hint(wrong, { level: 'vague' }).text).toBe("Check r1c1: its candidates leave out the solution's digit.");
    const placed = CandidateGrid.fromBoard(3, EASY.split('').map((c) => (c === '.' ? 0 : Number(c))));
    const other = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => d !== truth && placed.has(empty, d))!;
    placed.place(empty, other);
    placed.givens[empty] = 0; // placed while solving, not a clue
    expect(hint(placed)).toMatchObject({ kind: 'mistake', mistake: 'wrong-digit', cells: [empty], digit: other });
    expect(hint(placed).text).toBe(`Check r1c1: the ${other} there is not the solution's digit. The solution has ${truth} there.`);
    expect(hint(placed, { level: 'vague' }).text).toBe(`Check r1c1: the ${other} there is not the solution's digit.`);
  });

  it('says when the grid is solved, and throws LogicError when the digits allow several solutions', () => {
    expect(hint(gridFromPuzzle(someSolution(EASY)!)).kind).toBe('solved');
    expect(() => hint(gridFromPuzzle(MULTIPLE))).toThrow(LogicError);
  });
});
