/**
 * The compiler's derived rules (src/variant/compile/derive.ts, the 45 rule): innies and outies
 * of houses, of runs of neighbouring rows or columns, and of unions of regions; the same from
 * its walk in TypeScript and from its twin in the variant module (assembly/variant/derive.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileVariant } from '../../../src/variant/compile/index';
import { H_HOUSES, RULE_CAGE, RULE_LINEAR } from '../../../src/variant/compile/program';
import type { Constraint, Killer, VariantPuzzle, VariantSize } from '../../../src/variant/model';
import { ruleRecords } from '../support/records';
import { cell } from './root';
import { randomCase } from './random-models';
import { bitCount } from '../../../src/engine/bitmask-ts/bits';
import { parseVariant } from '../../../src/variant/formats/detect';
import { variantCoreIfAvailable } from '../../../src/wasm/variant-core';
import { describeShared } from '../../support/shared';
import { readExamples } from '../formats/helpers';
import { SIZES } from '../support/generate';

const cage = (sum: number, ...cells: number[]): Constraint => ({ type: 'killer', cells, sum });

/**
 * Rows 1-3 of a grid (123 456 789 / 456 789 123 / 789 123 456), boxes 1 and 2 caged in pairs
 * but for r3c1 and r3c2; three cages straddle the two boxes, so no single house or run of rows
 * leaves so few cells, but boxes 1 and 2 together hold 90 and their cages 75: r3c1 + r3c2 = 15.
 */
const PUZZLE: VariantPuzzle = {
  version: 1,
  size: 9,
  givens: '.'.repeat(81),
  constraints: [
    cage(3, cell(1, 1), cell(1, 2)),
    cage(9, cell(2, 1), cell(2, 2)),
    cage(7, cell(1, 3), cell(1, 4)),
    cage(13, cell(2, 3), cell(2, 4)),
    cage(10, cell(3, 3), cell(3, 4)),
    cage(11, cell(1, 5), cell(1, 6)),
    cage(17, cell(2, 5), cell(2, 6)),
    cage(5, cell(3, 5), cell(3, 6)),
  ],
};

describe('derived rules', () => {
  it('come from a union of two regions that no house or band gives', () => {
    const rule = [RULE_CAGE, 2, 15, cell(3, 1), cell(3, 2)];
    expect(ruleRecords(compileVariant(PUZZLE).words)).toContainEqual(rule);
    expect(ruleRecords(compileVariant(PUZZLE, { derive: false }).words)).not.toContainEqual(rule);
  });

  it('are each added once, however many times the unions meet them', () => {
    // killer-087 of the generated set meets 151 distinct derived rules (the table of rules met
    // grows past its first 64), killer-008 73: one of each in the program
    for (const index of [7, 86]) {
      const puzzle = setPuzzles('killer')[index];
      const records = ruleRecords(compileVariant(puzzle).words).map((r) => r.join(','));
      const derived = records.length - ruleRecords(compileVariant(puzzle, { derive: false }).words).length;
      expect(derived).toBeGreaterThan(64);
      expect(new Set(records).size).toBe(records.length);
      expect(records.some((r) => r.startsWith(`${RULE_LINEAR},`))).toBe(true);
    }
  });

  it('are those a plain walk of every house, run of lines and union of 2-4 boxes finds', () => {
    // the compiler walks only the unions whose cell counts give a rule: it must miss none
    for (const puzzle of setPuzzles('killer')) {
      const all = ruleRecords(compileVariant(puzzle, { reuse: false }).words);
      const derived = all.slice(ruleRecords(compileVariant(puzzle, { derive: false }).words).length);
      expect(derived.map((r) => r.join(',')).sort()).toEqual(plainDerived(puzzle));
    }
  });

  it('are the same, in the same order, from the variant module as from the TypeScript walk', () => {
    // the module's twin (assembly/variant/derive.ts) walks wherever the module is at hand
    expect(variantCoreIfAvailable()).toBeDefined();
    const puzzles = [...setPuzzles('killer'), ...setPuzzles('several'), ...setPuzzles('no-solution')];
    // random killers of every size, alone, on jigsaw regions and with the diagonals as houses
    for (const N of SIZES) {
      for (let seed = 1; seed <= 12; seed++) {
        const killer = randomCase('killer', N, seed, 0.1)?.puzzle;
        if (!killer) continue;
        const jigsaw = randomCase('jigsaw', N, seed, 0)?.puzzle;
        puzzles.push(killer, { ...killer, regions: jigsaw?.regions });
        puzzles.push({ ...killer, constraints: [...killer.constraints, { type: 'diagonal', direction: 'main' }, { type: 'diagonal', direction: 'anti' }] });
      }
    }
    expect(puzzles.length).toBeGreaterThan(300);
    for (const puzzle of puzzles) expectSameDerivation(puzzle);
  });

  it('are the same past the 64 houses of the module, where the TypeScript walk takes over', () => {
    // 40 extra regions of nine cells, one in each row and column (column a·r + s in row r, for
    // a = 1, 2, 4, 5, 7 and nine shifts s): 67 houses
    const killer = setPuzzles('killer')[0];
    const extra: Constraint[] = Array.from({ length: 40 }, (_, i) => {
      const a = [1, 2, 4, 5, 7][Math.floor(i / 9)];
      return { type: 'extraRegion', cells: Array.from({ length: 9 }, (_, r) => 9 * r + ((a * r + i) % 9)) };
    });
    const many = { ...killer, constraints: [...killer.constraints, ...extra] };
    expect(houseCount(compileVariant(many, { reuse: false }).words)).toBe(67);
    expectSameDerivation(many);
    expect(ruleRecords(compileVariant(many, { reuse: false }).words).length).toBeGreaterThan(ruleRecords(compileVariant(many, { derive: false }).words).length);
  });
});

describeShared('derived rules of the published examples', (dir) => {
  it('are the same from the variant module as from the TypeScript walk', () => {
    for (const { line } of readExamples(dir)) expectSameDerivation(parseVariant(line));
  });
});

/** The puzzles of a generated set of the variants benchmark (bench/variants/sets/). */
function setPuzzles(set: string): VariantPuzzle[] {
  const lines = readFileSync(new URL(`../../../bench/variants/sets/${set}.jsonl`, import.meta.url), 'utf8').trim().split('\n');
  return lines.map((line) => (JSON.parse(line) as { puzzle: VariantPuzzle }).puzzle);
}

/** The number of houses of a program (layout: src/variant/compile/program.ts). */
const houseCount = (words: Int32Array): number => words[words[H_HOUSES]];

/** The whole program (derived records, their order, the root masks they fix) is the same both ways. */
function expectSameDerivation(puzzle: VariantPuzzle): void {
  const inModule = compileVariant(puzzle, { reuse: false });
  const inTypeScript = compileVariant(puzzle, { derive: 'typescript' });
  expect(inModule.impossible).toBe(inTypeScript.impossible);
  expect(Array.from(inModule.words)).toEqual(Array.from(inTypeScript.words));
}

/**
 * The derived records of a 9×9 killer puzzle with standard boxes and no other house, found
 * the plain way (cell lists, every union visited), as sorted strings; the limits are the
 * compiler's (LINEAR rules of up to 6 cells, CAGE rules of up to 5, one cell is a root mask).
 */
function plainDerived(p: VariantPuzzle): string[] {
  const rowOf = (c: number) => Math.floor(c / 9);
  const colOf = (c: number) => c % 9;
  const boxOf = (c: number) => 3 * Math.floor(rowOf(c) / 3) + Math.floor(colOf(c) / 3);
  const oneHouse = (cells: number[]) => [rowOf, colOf, boxOf].some((f) => cells.every((c) => f(c) === f(cells[0])));
  // the cages with sums, disjoint, in order
  const cages: Killer[] = [];
  const caged = new Set<number>();
  for (const rule of p.constraints) {
    if (rule.type !== 'killer' || rule.sum === undefined || rule.cells.some((c) => caged.has(c))) continue;
    cages.push(rule);
    for (const c of rule.cells) caged.add(c);
  }
  const found = new Set<string>();
  const rule = (plus: number[], minus: number[], target: number) => {
    const n = plus.length + minus.length;
    if (n === 1) return;
    const sign = minus.length === 0 ? 1 : plus.length === 0 ? -1 : 0;
    const cells = [...plus, ...minus].sort((a, b) => a - b);
    if (sign !== 0 && oneHouse(cells)) {
      if (n <= 5) found.add([RULE_CAGE, n, sign * target, ...cells].join(','));
    } else if (n <= 6) {
      found.add([RULE_LINEAR, n, target, ...cells, ...cells.map((c) => (plus.includes(c) ? 1 : -1))].join(','));
    }
  };
  const union = (inUnion: (c: number) => boolean, k: number) => {
    const x = Array.from({ length: 81 }, (_, c) => c).filter(inUnion);
    let A = 0;
    let B = 0;
    const covered = new Set<number>();
    const outside: number[] = [];
    for (const cage of cages) {
      const inside = cage.cells.filter(inUnion).length;
      if (inside === cage.cells.length) {
        A += cage.sum!;
        for (const c of cage.cells) covered.add(c);
      } else if (inside > 0) {
        B += cage.sum!;
        outside.push(...cage.cells.filter((c) => !inUnion(c)));
      }
    }
    const innies = x.filter((c) => !covered.has(c));
    if (innies.length === 0) return;
    if (innies.length <= 6) rule(innies, [], 45 * k - A);
    const free = x.filter((c) => !caged.has(c));
    if (outside.length > 0 && free.length + outside.length <= 6) rule(free, outside, 45 * k - A - B);
  };
  for (const f of [rowOf, colOf]) {
    for (let k = 1; k < 9; k++) for (let first = 0; first + k <= 9; first++) union((c) => f(c) >= first && f(c) < first + k, k);
  }
  for (let set = 1; set < 512; set++) {
    const k = bitCount(set);
    if (k <= 4) union((c) => ((set >> boxOf(c)) & 1) === 1, k);
  }
  return [...found].sort();
}
