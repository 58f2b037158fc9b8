/**
 * The digit-plane search (src/engine/variant-ts/planes.ts, assembly/variant/planes.ts), which
 * the variant engines use for programs of at most 64 houses: on generated puzzles of each
 * family (bench/variants/sets/), every engine finds the published solution, the twins take the
 * same nodes, and the nodes stay within bounds that each step of its propagation is needed for.
 * Measured with the TypeScript twin, one step switched off at a time (nodes of the puzzles
 * below; bound = what the test allows; scores start from each cell's rules, pair relations and
 * peers, src/engine/variant-ts/propagate.ts resetScores):
 *
 *   set (puzzles)        all steps  no hidden  no locked  no locked    no pair   no conflict  bound
 *                                   singles    digits     through      tables    scores
 *                                                         pair rules
 *   X (20)               316        1,839      610        316          316       286          400
 *   jigsaw (20)          337        7,269      6,460      337          337       330          500
 *   anti-knight (10)     552        5,480      2,988      552          552       580          570
 *   thermo (20)          111        779        177        122          8,821     146          118
 *   kropki (20)          86         107        96         102          3,816     87           93
 *   non-consecutive (1)  1,731      4,058      1,940      3,605        2,242     4,361        1,850
 *
 * (Pair relations between peers carry "different" too, src/variant/compile/relations.ts; before
 * that, all steps took kropki 107 nodes and non-consecutive 2,635. The locked digits through
 * pair rules take the first place itself too; without it, all steps took thermo 114, kropki 90
 * and non-consecutive 1,911. Kropki's dots leave the conflict scores little to choose: the
 * other sets catch their loss.)
 *
 * The sets with rule records (the rules themselves cannot be switched off: they are the puzzle):
 *
 *   set (puzzles)          all steps   no exact cage steps   no conflict scores   bound
 *   killer (20)            44          75                    44                   60
 *   arrow (20)             912         912                   1,183                1,000
 *
 * On these killers, X and jigsaw the starting scores alone choose as well as with conflicts
 * added; the arrows and the other sets still need the conflicts. (The digits every completion
 * of an arrow puts on its shaft are placed or locked, src/engine/variant-ts/arrows.ts; without
 * that the arrows took 1,322 nodes.)
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileVariant } from '../../../src/variant/compile/index';
import { H_HOUSES } from '../../../src/variant/compile/program';
import { parseVariant } from '../../../src/variant/index';
import type { Constraint, VariantPuzzle } from '../../../src/variant/model';
import { runVariant, VARIANT_ENGINES } from './engines';

interface SetCase {
  readonly set: string;
  readonly puzzles: number;
  readonly bound: number;
}

const CASES: readonly SetCase[] = [
  { set: 'x', puzzles: 20, bound: 400 },
  { set: 'jigsaw', puzzles: 20, bound: 500 },
  { set: 'anti-knight', puzzles: 10, bound: 570 },
  { set: 'thermo', puzzles: 20, bound: 118 },
  { set: 'kropki', puzzles: 20, bound: 93 },
  { set: 'non-consecutive', puzzles: 1, bound: 1_850 },
  { set: 'killer', puzzles: 20, bound: 60 },
  { set: 'arrow', puzzles: 20, bound: 1_000 },
];

/** The first `count` puzzles of a generated set, with their published solutions. */
function readSet(set: string, count: number): { program: ReturnType<typeof compileVariant>; solution: string }[] {
  const path = new URL(`../../../bench/variants/sets/${set}.jsonl`, import.meta.url);
  return readFileSync(path, 'utf8')
    .trim()
    .split('\n')
    .slice(0, count)
    .map((line) => {
      const entry = JSON.parse(line) as { puzzle: object; solution: string };
      return { program: compileVariant(parseVariant(entry.puzzle)), solution: entry.solution };
    });
}

describe.each(CASES)('digit planes on $set', ({ set, puzzles, bound }) => {
  const cases = readSet(set, puzzles);

  it('every engine: one solution, the published one; the twins take the same nodes, within the bound', () => {
    const nodes: number[] = [];
    for (const engine of VARIANT_ENGINES) {
      const search = engine.create();
      let total = 0;
      for (const { program, solution } of cases) {
        const found = runVariant(search, program, 2);
        expect(found.count, engine.name).toBe(1);
        expect(found.solution?.join(''), engine.name).toBe(solution);
        total += found.nodes;
      }
      nodes.push(total);
    }
    expect(new Set(nodes).size).toBe(1);
    expect(nodes[0]).toBeLessThanOrEqual(bound);
  });
});

describe('more houses than the planes take', () => {
  it.each(['x', 'killer', 'arrow'])('a %s program of more than 64 houses goes to the general search, with the same answer in every engine', (set) => {
    const [{ solution }] = readSet(set, 1);
    const entry = JSON.parse(readFileSync(new URL(`../../../bench/variants/sets/${set}.jsonl`, import.meta.url), 'utf8').split('\n')[0]) as { puzzle: VariantPuzzle };
    // 40 extra regions the solution obeys: for digit d, the cell of row perm[d] that holds d
    let seed = 12345;
    const next = (): number => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0);
    const extra: Constraint[] = [];
    for (let k = 0; k < 40; k++) {
      const rows = [0, 1, 2, 3, 4, 5, 6, 7, 8];
      for (let i = 8; i > 0; i--) {
        const j = next() % (i + 1);
        [rows[i], rows[j]] = [rows[j], rows[i]];
      }
      const cells = rows.map((row, d) => 9 * row + solution.slice(9 * row, 9 * row + 9).indexOf(String(d + 1))).sort((a, b) => a - b);
      extra.push({ type: 'extraRegion', cells });
    }
    const program = compileVariant({ ...entry.puzzle, constraints: [...entry.puzzle.constraints, ...extra] });
    expect(program.words[program.words[H_HOUSES]]).toBeGreaterThan(64);
    const found = VARIANT_ENGINES.map((engine) => runVariant(engine.create(), program, 2));
    for (const f of found) {
      expect(f.count).toBe(1);
      expect(f.solution?.join('')).toBe(solution);
      expect(f.nodes).toBe(found[0].nodes);
    }
  });
});

describe('the pair lock where every pair has one relation', () => {
  // Non-consecutive puzzles of the several-solutions set: every pair of neighbours has the same
  // relation, so the WebAssembly pair lock takes its one-relation path (uniformLock in
  // assembly/variant/planes.ts, uniformRelation in pair-groups.ts), which must find what the
  // TypeScript twin's walk finds; an X between
  // two neighbours gives that pair another relation, and the general walk runs (an X there
  // leaves both puzzles with two solutions or more)
  const rows = readFileSync(new URL('../../../bench/variants/sets/several.jsonl', import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { id: string; puzzle: VariantPuzzle });
  const puzzles = ['several-006', 'several-028'].map((id) => rows.find((row) => row.id === id)!.puzzle);
  const withX = puzzles.map((p) => ({ ...p, constraints: [...p.constraints, { type: 'xv', cells: [30, 39], sum: 10 } as Constraint] }));

  it.each([
    ['one relation', puzzles],
    ['an X besides', withX],
  ])('%s: every engine counts the same and the twins take the same nodes', (_, models) => {
    for (const model of models) {
      const program = compileVariant(model);
      const found = VARIANT_ENGINES.map((engine) => runVariant(engine.create(), program, 2));
      expect(found[0].count).toBe(2);
      expect(found[0].nodes).toBeGreaterThan(50);
      for (const f of found) {
        expect(f.count).toBe(found[0].count);
        expect(f.solution?.join('')).toBe(found[0].solution?.join(''));
        expect(f.nodes).toBe(found[0].nodes);
      }
    }
  });
});
