/**
 * HoDoKu-style rating (src/logic/rate.ts): score = the sum of the steps' scores, level = the
 * hardest technique's level raised while the score is above the level's maximum.
 */
import { describe, expect, it } from 'vitest';
import { LEVELS, rate } from '../../src/logic/rate';
import { LogicError, logicSolve } from '../../src/logic/solver';
import { techniqueById } from '../../src/logic/techniques/index';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const HARD = '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..';
const singles = ['full-house', 'naked-single', 'hidden-single'];

describe('rate', () => {
  it('timeoutMs bounds the logic too: rate throws, logicSolve returns the steps so far with status limit', () => {
    // EASY's uniqueness check needs no guess, so 0 ms ends in the logic, before the first step
    expect(() => rate(EASY, { timeoutMs: 0 })).toThrow(/the time budget \(timeoutMs: 0\) ran out after 0 steps/);
    expect(() => rate(EASY, { timeoutMs: 0, scale: 'se' })).toThrow(/the time budget \(timeoutMs: 0\) ran out after 0 steps/);
    expect([logicSolve(EASY, { timeoutMs: 0 }).status, logicSolve(EASY, { timeoutMs: 0 }).steps.length]).toEqual(['limit', 0]);
    // HARD's needs more guesses than the engine's first slice: 0 ms ends in the engine's check
    expect(() => rate(HARD, { timeoutMs: 0 })).toThrow(LogicError);
    const cut = logicSolve(HARD, { timeoutMs: 0, onStuck: 'guess' });
    expect([cut.status, cut.steps.length]).toEqual(['limit', 0]);
    expect(rate(HARD, { timeoutMs: 60_000 }).steps).toBe(rate(HARD).steps);
  });

  it("logicSolve: timeoutMs running out in the engine's uniqueness check is status limit too; maxNodes is a LogicError", () => {
    // Dancing Links needs some 7,000 nodes here and looks at the clock after its first 64
    const SLOW_FOR_DLX = '.23.....94.....1...9..3..4.2..81...4.....78..9...4...23...9...1.6..........5.....';
    const cut = logicSolve(SLOW_FOR_DLX, { engine: 'dlx', timeoutMs: 0 });
    expect([cut.status, cut.steps.length, cut.solution]).toEqual(['limit', 0, undefined]);
    expect(() => rate(SLOW_FOR_DLX, { engine: 'dlx', timeoutMs: 0 })).toThrow(/the engine stopped \(time\)/);
    expect(() => logicSolve(SLOW_FOR_DLX, { maxNodes: 1 })).toThrow(LogicError);
  });

  it('sums the scores of the steps logicSolve takes, and names the hardest', () => {
    const r = rate(EASY);
    const steps = logicSolve(EASY).steps;
    expect(r.steps).toBe(steps.length);
    expect(r.score).toBe(steps.reduce((sum, s) => sum + techniqueById(s.technique)!.score, 0));
    expect(r.level).toBe('Easy');
    expect(r.guesses).toBe(0);
    const used = new Set(steps.map((s) => s.name));
    expect(Object.keys(r.techniques).sort()).toEqual([...used].sort());
    expect(used.has(r.hardest)).toBe(true);
  });

  it('raises the level while the score is above its maximum', () => {
    // a 17-clue puzzle, hidden singles tried first: singles only (Easy), but 896 points > 800
    const r = rate('................12..3..4........3....5..1....62......7...52.......6...3...7...48.', {
      techniques: ['hidden-single', 'naked-single', 'full-house'],
    });
    expect(r).toMatchObject({ level: 'Medium', score: 896, hardest: 'Hidden Single', steps: 64 });
    expect(r.score).toBeGreaterThan(LEVELS[0].maxScore);
  });

  it('finishes a puzzle logic cannot with marked guesses: level Extreme', () => {
    const r = rate(HARD, { techniques: singles });
    expect(r.guesses).toBeGreaterThan(0);
    expect(r.hardest).toBe('Guess');
    expect(r.level).toBe('Extreme');
  });

  it('throws LogicError for a puzzle without exactly one solution', () => {
    expect(() => rate('.'.repeat(81))).toThrow(LogicError);
    try {
      rate('.'.repeat(81));
    } catch (error) {
      expect((error as LogicError).reason).toBe('multiple');
    }
  });

  it('rates 4×4 boards', () => {
    const r = rate('1...' + '..3.' + '.4..' + '...2');
    expect(r.level).toBe('Easy');
    expect(r.steps).toBe(12);
  });
});
