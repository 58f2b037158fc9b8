/**
 * Chains and forcing nets for people (web/src/text/chain.ts): one line in place of the full
 * sentence, and the walk, stage by stage, on real steps of the package.
 */
import { describe, expect, it } from 'vitest';
import { logicSolve, techniqueById, type Step } from '../../src/index.js';
import { isChainStep, summaryOf, walkOf } from '../../web/src/text/chain.js';

/** The first puzzle of forum_hardest_1106: forcing nets from its second step on. */
const FORUM_HARDEST = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';
const HARD = '.6..7.......8...2..1.............6.54..3...........7..2...6..4.8.31.........5.1..';

describe('chain and forcing summaries', () => {
  const steps = logicSolve(FORUM_HARDEST).steps;

  it('a forcing net of 1,685 characters reads in one line', () => {
    const long = steps.find((s) => s.text.length > 1600)!;
    const line = summaryOf(long, 9);
    expect(line.length).toBeLessThan(160);
    expect(line).toMatch(/^(If r\dc\d were (not )?\d, .+, so r\dc\d is (not )?\d\.|Wh.+)$/);
  });

  it('every forcing step of the solve has a summary under 200 characters that ends with its conclusion', () => {
    for (const s of steps.filter((x) => x.proof)) {
      const line = summaryOf(s, 9);
      expect(line.length, s.text).toBeLessThan(200);
      const c = s.proof!.conclusion;
      expect(line).toContain(`r${Math.floor(c.cell / 9) + 1}c${(c.cell % 9) + 1} is ${c.on ? '' : 'not '}${c.digit}.`);
    }
  });

  it('a contradiction reads as the issue asks: "If r2c2 were 7, r3c9 would be both 7 and not 7, so r2c2 is not 7"', () => {
    const s = steps.find((x) => x.proof?.kind === 'contradiction' && x.proof.contradiction!.length === 2)!;
    const p = s.proof!.premises[0];
    const c = s.proof!.contradiction![0];
    const name = (cell: number) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
    expect(summaryOf(s, 9)).toBe(
      `If ${name(p.cell)} were ${p.on ? '' : 'not '}${p.digit}, ${name(c.cell)} would be both ${c.digit} and not ${c.digit}, so ${name(p.cell)} is ${p.on ? 'not ' : ''}${p.digit}.`,
    );
  });

  it('the walk of a forcing step: one stage per fact of every branch, then the conclusion with the effect', () => {
    const s = steps.find((x) => x.proof)!;
    const walk = walkOf(s, 9);
    const facts = s.proof!.branches.reduce((k, b) => k + b.facts.length, 0);
    expect(walk).toHaveLength(facts + 1);
    expect(walk[0].text).toMatch(/^(Case 1 of \d+: s|S)uppose r\dc\d is (not )?\d\.$/);
    expect(walk.at(-1)!.final).toBe(true);
    expect(walk.slice(0, -1).every((w) => !w.final && w.current !== undefined)).toBe(true);
    // links only grow within a branch
    expect(walk[1].links.length).toBeGreaterThanOrEqual(1);
  });

  it('a static chain through a group node: the off after it is locked candidates, not a link', () => {
    // r4c2 is not 8, so 8 of row 4 is in r4c5 or r4c6 and not in r6c4 (which does not see r4c2)
    const puzzle = '2..5..6...9.....3...1..9..44..9..7...5..4..8...7..1..6...1..3...2..7..9...8..3..5';
    const { grid } = logicSolve(puzzle, { maxSteps: 1 });
    let step: Step | null = null;
    techniqueById('forcing-chain-contradiction')!.find(grid, (s) => ((step = s), true), { unique: true, forcingGroups: true });
    const texts = walkOf(step!, 9).map((w) => w.text);
    expect(texts).toContain('r6c4 is not 8: locked candidates.');
    expect(texts.filter((t) => t.includes('of a house'))).toEqual([]);
    // every line drawn joins one cell's candidates or two cells of one house
    const peers = (a: number, b: number) =>
      a === b || Math.floor(a / 9) === Math.floor(b / 9) || a % 9 === b % 9 || (Math.floor(a / 27) === Math.floor(b / 27) && Math.floor((a % 9) / 3) === Math.floor((b % 9) / 3));
    const drawn = walkOf(step!, 9).flatMap((w) => w.links);
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.filter((l) => !peers(l.from.cell, l.to.cell))).toEqual([]);
  });

  it('a chain walks link by link, flipping true and false, groups named as groups', () => {
    // magictour_top1465 #? : a grouped discontinuous nice loop on its path
    const puzzle = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
    const loop = logicSolve(puzzle).steps.find((s) => s.technique === 'grouped-discontinuous-nice-loop')!;
    expect(isChainStep(loop)).toBe(true);
    expect(summaryOf(loop, 9)).toBe('If r1c6 were 9, grouped discontinuous nice loop of 9 links would make it not 9, so remove 9 from r1c6.');
    const walk = walkOf(loop, 9);
    expect(walk).toHaveLength(loop.links.length + 2);
    for (let i = 1; i < walk.length - 1; i++) expect(walk[i].current!.on).toBe(!walk[i - 1].current!.on);
    expect(walk.map((w) => w.text)).toContain('9 is in r1c4 or r3c4: the other place for 9 in their house.');
    expect(walk[1].text).toBe('r1c9 is not 9: r1c6 holds the 9 of row 1.');
    expect(walk.at(-1)!.text).toBe('So remove 9 from r1c6.');
    // a step without a chain has no walk and keeps its sentence
    const single = logicSolve(HARD).steps[0];
    expect(walkOf(single, 9)).toEqual([]);
    expect(summaryOf(single, 9)).toBe(single.text);
  });
});
