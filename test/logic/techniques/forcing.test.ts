/**
 * Forcing chains and nets (src/logic/techniques/forcing/): one fixture per technique with its
 * expected first step and a check of its proof (every implication is a rule of the grid), the
 * budget error, and logicSolve without a guess on a slice of the hardest sets, published and
 * randomly transformed (the whole sets: bench/logic/forcing.mjs).
 */
import { describe, expect, it } from 'vitest';
import { randomTransform } from '../../../src/canon/transform';
import { logicSolve } from '../../../src/logic/solver';
import { factOf, ForcingBudgetError, Implications, Mode } from '../../../src/logic/techniques/forcing/engine';
import { CandidateGrid } from '../../../src/logic/grid';
import { forgetPremiseRuns } from '../../../src/logic/techniques/forcing/premise-runs';
import { techniqueById } from '../../../src/logic/techniques/index';
import type { ForcingBranch, ForcingFact, Step, Technique } from '../../../src/logic/types';
import { readPuzzleLines } from '../../support/puzzle-sets';
import { eurekaProblems, linkProblems } from '../support/chain-links';
import { describeShared } from '../../support/shared';

const BASIC = ['full-house', 'naked-single', 'hidden-single', 'locked-candidates-pointing', 'locked-candidates-claiming', 'naked-pair', 'hidden-pair'];

interface Fixture {
  id: string;
  puzzle: string;
  /** The technique list to reach the fixture's grid (default: every technique). */
  techniques?: string[];
  /** Steps taken before the grid. */
  before: number;
  kind: string;
  nodes: number;
  eliminations: string[];
  placements?: string[];
  eureka?: string;
  text?: string;
}

const FIXTURES: Fixture[] = [
  {
    id: 'forcing-chain-contradiction',
    puzzle: '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........',
    techniques: [...BASIC, 'forcing-chain-contradiction'],
    before: 20,
    kind: 'contradiction',
    nodes: 6,
    eliminations: ['4@r5c9'],
    text: 'If r5c9 is 4, then r5c4 is not 4, r2c9 is not 4, r3c4 is 4, r3c7 is 4, r3c7 is not 4, so r3c7 would be both 4 and not 4: r5c9 is not 4.',
    eureka: 'r5c9=4: (4)r5c9-(4)r2c9=(4)r3c7 & (4)r5c9-(4)r5c4=(4)r3c4-(4)r3c7 => r5c9<>4',
  },
  {
    id: 'forcing-chain-contradiction',
    puzzle: '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........',
    before: 32,
    kind: 'contradiction',
    nodes: 16,
    eliminations: [],
    placements: ['8@r9c8'],
    text:
      'If r9c8 is not 8, then r9c8 is 6, r6c8 is 8, r9c9 is not 6, r6c8 is not 1, r1c9 is 6, r5c8 is 1, r1c2 is not 6, r5c8 is not 2, r4c7 is 2, r1c7 is not 2, r1c7 is 5, r1c2 is not 5, r1c4 is not 5, r1c4 is 9, r1c2 is not 9, so r1c2 would have no candidate left: r9c8 is 8.',
    eureka:
      'r9c8<>8: (8)r9c8=(8)r6c8-(1)r6c8=(1)r5c8-(2)r5c8=(2)r4c7-(2)r1c7=(5)r1c7-(5)r1c2 & (8)r9c8=(6)r9c8-(6)r9c9=(6)r1c9-(6)r1c2 & (8)r9c8=(8)r6c8-(1)r6c8=(1)r5c8-(2)r5c8=(2)r4c7-(2)r1c7=(5)r1c7-(5)r1c4=(9)r1c4-(9)r1c2 => r9c8=8',
  },
  {
    id: 'forcing-chain-verity',
    puzzle: '7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........',
    techniques: [...BASIC, 'forcing-chain-verity'],
    before: 7,
    kind: 'house',
    nodes: 12,
    eliminations: ['9@r2c9'],
    text:
      '5 goes in r2c5, r2c8 or r2c9 of row 2. If r2c5 is 5, then r4c5 is not 5, r4c5 is 9, r4c1 is not 9, r2c1 is 9, r2c9 is not 9; if r2c8 is 5, then r2c8 is not 8, r2c9 is 8, r2c9 is not 9; if r2c9 is 5, then r2c9 is not 9; either way r2c9 is not 9.',
    eureka:
      'r2c5=5: (5)r2c5-(5)r4c5=(9)r4c5-(9)r4c1=(9)r2c1-(9)r2c9; r2c8=5: (5)r2c8-(8)r2c8=(8)r2c9-(9)r2c9; r2c9=5: (5)r2c9-(9)r2c9 => r2c9<>9',
  },
  {
    id: 'forcing-net-contradiction',
    puzzle: '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........',
    before: 29,
    kind: 'contradiction',
    nodes: 29,
    eliminations: [],
    placements: ['3@r9c4'],
  },
  {
    id: 'forcing-net-verity',
    puzzle: '7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........',
    before: 24,
    kind: 'house',
    nodes: 20,
    eliminations: ['9@r2c7'],
  },
  {
    id: 'forcing-net-plus',
    puzzle: '7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........',
    before: 28,
    kind: 'contradiction',
    nodes: 30,
    eliminations: ['3@r2c3'],
  },
  {
    id: 'forcing-net-nested',
    puzzle: '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3',
    before: 1,
    kind: 'contradiction',
    nodes: 646,
    eliminations: ['5@r2c2'],
  },
];

const name = (c: { cell: number; digit: number }): string => `${c.digit}@r${((c.cell / 9) | 0) + 1}c${(c.cell % 9) + 1}`;

function gridBefore(f: Fixture): CandidateGrid {
  return logicSolve(f.puzzle, { techniques: f.techniques, maxSteps: f.before }).grid;
}

function firstStep(t: Technique, grid: CandidateGrid): Step | null {
  let found: Step | null = null;
  t.find(grid, (s) => ((found = s), true), { unique: true });
  return found;
}

const same = (a: ForcingFact, b: ForcingFact): boolean => a.cell === b.cell && a.digit === b.digit && a.on === b.on;

/**
 * What is wrong with a branch on `grid` (null when every implication holds): one parent must
 * be a link of the grid or (plus) locked candidates; several, a single or locked candidates
 * (their parents are offs).
 */
function branchProblem(branch: ForcingBranch, grid: CandidateGrid): string | null {
  if (!same(branch.facts[0], branch.premise) || branch.facts[0].because.length !== 0) return 'the premise does not come first';
  for (let i = 1; i < branch.facts.length; i++) {
    const f = branch.facts[i];
    if (!grid.has(f.cell, f.digit)) return `fact ${i} is about a candidate the grid lacks`;
    if (f.because.some((k) => k >= i)) return `fact ${i} has a later parent`;
    if (f.nested) {
      if (f.on || branch.facts[i].because.length === 0) return `nested fact ${i} is on or has no parents`;
      continue;
    }
    if (f.because.length === 0) return `fact ${i} has no parent`;
    const ps = f.because.map((k) => branch.facts[k]);
    if (!f.on && ps.every((p) => !p.on && p.digit === f.digit)) continue; // locked candidates (plus)
    if (ps.length === 1) {
      const p = ps[0];
      const linked = p.on
        ? !f.on && ((p.cell === f.cell && p.digit !== f.digit) || (p.cell !== f.cell && p.digit === f.digit && grid.sees(p.cell, f.cell)))
        : f.on && ((p.cell === f.cell && p.digit !== f.digit) || (p.digit === f.digit && p.cell !== f.cell && grid.sees(p.cell, f.cell)));
      if (!linked) return `fact ${i} does not follow from its parent by a link`;
    } else if (ps.some((p) => p.on)) return `fact ${i} has several parents, one of them on`;
  }
  return null;
}

describe('forcing chains and nets: one fixture per technique', () => {
  it.each(FIXTURES.map((f) => [f.id, f] as const))('%s: the expected first step, with a valid proof', (id, f) => {
    const grid = gridBefore(f);
    const t = techniqueById(id)!;
    const step = firstStep(t, grid)!;
    expect(step).not.toBeNull();
    expect(step.technique).toBe(id);
    expect(step.eliminations.map(name)).toEqual(f.eliminations);
    expect(step.placements.map(name)).toEqual(f.placements ?? []);
    const proof = step.proof!;
    expect(proof.kind).toBe(f.kind);
    expect(proof.nodes).toBe(f.nodes);
    expect(proof.dynamic).toBe(!id.startsWith('forcing-chain'));
    expect(proof.plus).toBe(id === 'forcing-net-plus' || id === 'forcing-net-nested');
    expect(proof.nesting).toBe(id === 'forcing-net-nested' ? 1 : 0);
    if (f.text) expect(step.text).toBe(f.text);
    if (f.eureka) expect(step.eureka).toBe(f.eureka);
    else expect(step.eureka === undefined).toBe(proof.dynamic);
    expect(proof.branches).toHaveLength(proof.premises.length);
    for (const b of proof.branches) expect(branchProblem(b, grid)).toBeNull();
    if (proof.kind === 'contradiction') {
      for (const c of proof.contradiction!) expect(proof.branches[0].facts.some((x) => same(x, c))).toBe(true);
    } else {
      for (const b of proof.branches) expect(same(b.facts[b.facts.length - 1], proof.conclusion)).toBe(true);
    }
    expect(step.links.length).toBeGreaterThan(0);
    const solution = logicSolve(f.puzzle).solution!;
    for (const e of step.eliminations) expect(Number(solution[e.cell])).not.toBe(e.digit);
  }, 120_000);

  it('with forcingGroups, static chains link through group nodes, as HoDoKu\'s forcing chains do', () => {
    // after one hidden single, HoDoKu 2.2 takes "Forcing Chain Contradiction: r2c5<>8" here: 8 in
    // r2c5 leaves 8 of row 1 only in r1c2 (r1c5 and r1c6 form a group seen by r2c5), and so on
    const puzzle = '2..5..6...9.....3...1..9..44..9..7...5..4..8...7..1..6...1..3...2..7..9...8..3..5';
    const { grid } = logicSolve(puzzle, { maxSteps: 1 });
    const t = techniqueById('forcing-chain-contradiction')!;
    const found = (forcingGroups: boolean): string[] => {
      const out: string[] = [];
      t.find(grid, (step) => (out.push(...step.eliminations.map(name)), false), { unique: true, forcingGroups });
      return out;
    };
    expect(found(false)).toEqual([]);
    expect(found(true)).toEqual(['8@r2c5']);
    expect(logicSolve(puzzle).solution![9 + 4]).not.toBe('8'); // sound: r2c5 is not 8
  });

  it('a static chain through a group node says so: its sentence, its Eureka links and its links hold on the grid', () => {
    // the step above: 8 in r2c5 leaves 8 of row 1 in r1c2 only, past the group r1c56; then r4c2
    // is not 8, so 8 of row 4 is in r4c56 and off in r6c4 (r4c2 and r6c4 do not see each other)
    const puzzle = '2..5..6...9.....3...1..9..44..9..7...5..4..8...7..1..6...1..3...2..7..9...8..3..5';
    const { grid } = logicSolve(puzzle, { maxSteps: 1 });
    const t = techniqueById('forcing-chain-contradiction')!;
    let step: Step | null = null;
    t.find(grid, (s) => ((step = s), true), { unique: true, forcingGroups: true });
    const { text, eureka, links } = step!;
    expect(text).toContain('r4c2 is not 8, r7c8 is not 7, r9c8 is not 7, r6c4 is not 8 (row 4 has 8 only in r4c5 or r4c6 left)');
    expect(eureka).toContain('(8)r2c5-(8)r1c56=(8)r1c2-(8)r4c2=(8)r4c56-(8)r6c4');
    expect(eureka).toContain('(7)r1c8-(7)r79c8=(7)r7c9');
    expect(eurekaProblems(eureka!, grid)).toEqual([]);
    expect(linkProblems(links, grid)).toEqual([]);
  });

  it('explain: false gives the same steps, bare (no proof, no words)', () => {
    for (const f of FIXTURES) {
      const grid = gridBefore(f);
      const t = techniqueById(f.id)!;
      const all = (explain: boolean): Step[] => {
        const out: Step[] = [];
        t.find(grid, (s) => (out.push(s), false), { unique: true, forcingGroups: true, explain });
        return out;
      };
      const full = all(true);
      const bare = all(false);
      expect(full.length, f.id).toBeGreaterThan(0);
      expect(bare.map((s) => [s.technique, s.placements, s.eliminations])).toEqual(full.map((s) => [s.technique, s.placements, s.eliminations]));
      for (const s of bare) expect(s.proof === undefined && s.text === '' && s.links.length === 0).toBe(true);
    }
  }, 120_000);

  it('runs kept from the grids before (premise-runs.ts) find what a search from scratch finds, step after step', () => {
    const ids = ['forcing-chain-contradiction', 'forcing-chain-verity', 'forcing-net-contradiction', 'forcing-net-verity', 'forcing-net-plus'];
    const f = FIXTURES.find((x) => x.id === 'forcing-net-nested')!;
    const { steps } = logicSolve(f.puzzle);
    const grid = logicSolve(f.puzzle, { maxSteps: 0 }).grid;
    const found = (): string[] => {
      const out: string[] = [];
      for (const id of ids) techniqueById(id)!.find(grid, (s) => (out.push(`${id} ${s.text}`), false), { unique: true, forcingGroups: true });
      return out;
    };
    let compared = 0;
    for (const [i, step] of steps.entries()) {
      for (const p of step.placements) grid.place(p.cell, p.digit);
      for (const e of step.eliminations) grid.eliminate(e.cell, e.digit);
      if (i % 3 !== 0 || grid.isSolved()) continue;
      const kept = found(); // runs kept from the last grid where still valid
      forgetPremiseRuns();
      expect(kept, `after step ${i + 1}`).toEqual(found());
      compared += kept.length;
    }
    expect(compared).toBeGreaterThan(0);
  }, 300_000);

  it('the checker of proofs rejects a broken implication', () => {
    const f = FIXTURES[0];
    const grid = gridBefore(f);
    const step = firstStep(techniqueById(f.id)!, grid)!;
    const branch = structuredClone(step.proof!.branches[0]);
    branch.facts[2].digit = branch.facts[2].digit === 9 ? 8 : branch.facts[2].digit + 1;
    expect(branchProblem(branch, grid)).not.toBeNull();
  });

  it('a search that outgrows its budget throws ForcingBudgetError instead of working on', () => {
    const f = FIXTURES.find((x) => x.id === 'forcing-net-nested')!;
    const grid = gridBefore(f);
    expect(() => techniqueById('forcing-net-nested')!.find(grid, () => true, { unique: true, forcingBudget: 1000 })).toThrow(ForcingBudgetError);
    expect(() => techniqueById('forcing-net-plus')!.find(grid, () => true, { unique: true, forcingBudget: 10 })).toThrow(/budget/);
  });

  it('declines boards larger than 9×9 (reports nothing); the engine itself works on 16×16', () => {
    const r = logicSolve(FIXTURES[0].puzzle, { maxSteps: 0 });
    const big = Object.assign(Object.create(Object.getPrototypeOf(r.grid)), r.grid, { N: 16 });
    expect(firstStep(techniqueById('forcing-net-plus')!, big)).toBeNull();
    // 16×16, empty grid: r1c1 = 1 takes its 15 other digits and the 1 of its 39 peers, nothing more
    const engine = new Implications(new CandidateGrid(4));
    expect(engine.run(factOf(0, 1, true, 16), Mode.Dynamic)).toBe(false);
    expect(engine.length).toBe(1 + 15 + 39);
    expect(engine.has(factOf(1, 1, false, 16)) && engine.has(factOf(0, 16, false, 16))).toBe(true);
  });
});

describeShared('forcing: logicSolve ends without a guess on the hardest puzzles (a slice)', (shared) => {
  it.each([
    ['forum_hardest_1106.txt', 0, 6],
    ['forum_hardest_1905_11plus.txt', 0, 4],
    ['magictour_top1465.txt', 0, 40],
  ] as const)('%s from %s, %s puzzles, published and transformed: solved, every step sound', (file, from, count) => {
    const lines = readPuzzleLines(shared, file).slice(from, from + count);
    for (const [i, line] of lines.entries()) {
      for (const p of [line, randomTransform(line, 1000 + i)]) {
        const r = logicSolve(p);
        expect(r.status, p).toBe('solved');
        const solution = r.solution!;
        for (const s of r.steps) {
          for (const x of s.placements) expect(Number(solution[x.cell])).toBe(x.digit);
          for (const x of s.eliminations) expect(Number(solution[x.cell])).not.toBe(x.digit);
        }
      }
    }
  }, 600_000);
});
