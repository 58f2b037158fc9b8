/**
 * Franken and mutant fish (src/logic/techniques/fish/fish-franken.ts, fish-general.ts) on
 * hand-made grids: the kind of a fish from its houses, a Franken X-Wing and its finned form with
 * the exact removals and sentence, grids where nothing must be found, 4×4 and 16×16; the
 * regression library's cases are in reglib.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { CandidateGrid } from '../../../src/logic/grid';
import * as franken from '../../../src/logic/techniques/fish/fish-franken';
import { fishKind } from '../../../src/logic/techniques/fish/fish-general';
import { HEAVY_TECHNIQUES, TECHNIQUES } from '../../../src/logic/techniques/index';
import type { Step, Technique } from '../../../src/logic/types';
import { cellName } from '../../../src/logic/words';
import { readFixtures } from '../../support/fixtures';
import { shapedHouses } from '../support/shaped';

function findAll(technique: Technique, grid: CandidateGrid): Step[] {
  const steps: Step[] = [];
  technique.find(grid, (s) => (steps.push(s), false), { unique: true });
  return steps;
}

const removed = (step: Step, N: number): string[] => step.eliminations.map((e) => `${cellName(e.cell, N)}<>${e.digit}`);

describe('fishKind', () => {
  const N = 9;
  const row = (i: number): number => i - 1;
  const col = (i: number): number => N + i - 1;
  const box = (i: number): number => 2 * N + i - 1;
  it('rows against columns is basic, either way', () => {
    expect(fishKind([row(1), row(5)], [col(2), col(7)], N)).toBe('basic');
    expect(fishKind([col(1), col(5)], [row(2), row(7)], N)).toBe('basic');
  });
  it('boxes with lines of one orientation on each side are Franken', () => {
    expect(fishKind([row(1), box(4)], [col(1), col(2)], N)).toBe('franken');
    expect(fishKind([row(1), row(2)], [col(1), box(3)], N)).toBe('franken');
    expect(fishKind([col(1), box(2)], [row(3), box(9)], N)).toBe('franken');
  });
  it('rows and columns on one side are mutant', () => {
    expect(fishKind([row(1), col(4)], [col(1), box(2)], N)).toBe('mutant');
    expect(fishKind([row(1), row(4)], [row(2), col(2)], N)).toBe('mutant');
  });
});

describe('Franken X-Wing', () => {
  // 4 in row 1 only at r1c1, r1c2; in box 4 only at r4c1, r5c2: columns 1 and 2 take their 4
  // in row 1 and box 4, so no other cell of those columns holds 4
  const grid = shapedHouses(3, 4, { r1: [[1, 1], [1, 2]], b4: [[4, 1], [5, 2]] });

  it('finds the fish and says what it removes, the one removing most first', () => {
    const steps = findAll(franken.frankenXWing, grid);
    // the second: row 1's 4 lies in box 1, so boxes 2 and 3 hold theirs in rows 2 and 3
    expect(steps.map((s) => s.text.split(':')[0])).toEqual([
      'Franken X-Wing on 4, base row 1 and box 4, cover column 1 and column 2',
      'Franken X-Wing on 4, base box 2 and box 3, cover row 2 and row 3',
    ]);
    const [step] = steps;
    expect(step.code).toBe('0330');
    expect(step.digits).toEqual([4]);
    expect(removed(step, 9)).toEqual(
      ['r2c1', 'r2c2', 'r3c1', 'r3c2', 'r7c1', 'r7c2', 'r8c1', 'r8c2', 'r9c1', 'r9c2'].map((c) => `${c}<>4`),
    );
    expect(step.houses).toEqual([
      { kind: 'row', index: 0, role: 'base' },
      { kind: 'box', index: 3, role: 'base' },
      { kind: 'column', index: 0, role: 'cover' },
      { kind: 'column', index: 1, role: 'cover' },
    ]);
    expect(step.cells.map((c) => cellName(c, 9))).toEqual(['r1c1', 'r1c2', 'r4c1', 'r5c2']);
    expect(step.text).toBe(
      'Franken X-Wing on 4, base row 1 and box 4, cover column 1 and column 2: remove 4 from r2c1, r2c2, r3c1, r3c2, r7c1, r7c2, r8c1, r8c2, r9c1 and r9c2.',
    );
  });

  it('has a mutant twin (base row 1 and column 3, cover boxes 1 and 7)', () => {
    expect(findAll(franken.mutantXWing, grid).map((s) => s.text.split(':')[0])).toEqual([
      'Mutant X-Wing on 4, base row 1 and column 3, cover box 1 and box 7',
    ]);
  });

  it('is found on every digit and transposed', () => {
    // the same shape on 7, columns as base lines: column 1 only at r1c1, r2c1; box 2 at r1c4, r2c5
    const t = shapedHouses(3, 7, { c1: [[1, 1], [2, 1]], b2: [[1, 4], [2, 5]] });
    const [step] = findAll(franken.frankenXWing, t);
    expect(step.digits).toEqual([7]);
    expect(removed(step, 9)).toContain('r1c9<>7');
    expect(removed(step, 9)).toContain('r2c7<>7');
    expect(step.houses.filter((h) => h.role === 'cover').map((h) => h.kind)).toEqual(['row', 'row']);
  });
});

describe('Finned Franken X-Wing', () => {
  // as above with one more 4 in row 1 at r1c3 (a fin): only the cover cells seeing it go
  const grid = shapedHouses(3, 4, { r1: [[1, 1], [1, 2], [1, 3]], b4: [[4, 1], [5, 2]] });

  it('removes only what sees the fin', () => {
    const steps = findAll(franken.finnedFrankenXWing, grid);
    const step = steps.find((s) => s.houses.some((h) => h.kind === 'box' && h.index === 3 && h.role === 'base'));
    expect(step).toBeDefined();
    expect(removed(step!, 9)).toEqual(['r2c1<>4', 'r2c2<>4', 'r3c1<>4', 'r3c2<>4']);
    expect(step!.highlights.filter((h) => h.role === 'fin').map((h) => cellName(h.cell, 9))).toEqual(['r1c3']);
    expect(step!.text).toMatch(/^Finned Franken X-Wing on 4, base row 1 and box 4, cover column 1 and column 2 with fin r1c3: remove 4 from .*, which see the fin\.$/);
    expect(findAll(franken.frankenXWing, grid).map((s) => s.text.split(':')[0])).toEqual([
      'Franken X-Wing on 4, base box 2 and box 3, cover row 2 and row 3',
    ]);
  });
});

describe('nothing to find', () => {
  it('a grid with every candidate has no fish', () => {
    const grid = new CandidateGrid(3);
    for (const t of [franken.frankenXWing, franken.finnedFrankenSwordfish, franken.mutantSwordfish, franken.finnedMutantXWing]) {
      expect(findAll(t, grid)).toEqual([]);
    }
  });
});

describe('other sizes', () => {
  it('16×16: a Franken X-Wing', () => {
    const grid = shapedHouses(4, 9, { r1: [[1, 1], [1, 2]], b5: [[5, 1], [6, 2]] });
    const [step] = findAll(franken.frankenXWing, grid);
    expect(step.digits).toEqual([9]);
    expect(removed(step, 16)).toContain('r16c1<>9');
    expect(removed(step, 16)).toContain('r2c2<>9');
    expect(step.eliminations).toHaveLength(2 * (16 - 1 - 4)); // columns 1, 2 outside row 1 and box 5
  });

  it('16×16: digits above 9 are named as letters, as in every other sentence', () => {
    const grid = shapedHouses(4, 15, { r1: [[1, 1], [1, 2]], b5: [[5, 1], [6, 2]] });
    const [step] = findAll(franken.frankenXWing, grid);
    expect(step.text).toMatch(/^Franken X-Wing on F, base row 1 and box 5, cover column 1 and column 2: remove F from /);
  });

  it('16×16: a fin in two base sets and no cover set is named once, as an endo fin', () => {
    // the first 16×16 fixture has such fish (e.g. 3 of row 1 in r1c4, which lies in box 1 too)
    const grid = CandidateGrid.fromBoard(4, readFixtures('board-16.txt')[0].cells);
    const steps = [franken.finnedFrankenXWing, franken.finnedFrankenSwordfish, franken.finnedFrankenJellyfish].flatMap((t) => findAll(t, grid));
    const N = 16;
    const inCover = (s: Step, cell: number): boolean =>
      s.houses.some((h) => h.role === 'cover' && (h.kind === 'row' ? (cell / N) | 0 : h.kind === 'column' ? cell % N : grid.box(cell)) === h.index);
    const cases = steps.filter((s) => s.highlights.some((h) => h.role === 'endo-fin' && !inCover(s, h.cell)));
    expect(cases.length).toBeGreaterThan(0);
    for (const s of cases) {
      const m = / with (?:fins? (.*?) and )?endo fins? ([^:]*):/.exec(s.text)!;
      const names = (list: string | undefined): string[] => (list === undefined ? [] : list.split(/, | and /));
      expect(names(m[1]).filter((c) => names(m[2]).includes(c)), s.text).toEqual([]);
      const fins = s.highlights.filter((h) => h.role === 'fin' || h.role === 'endo-fin').length;
      expect(s.text, s.text).toMatch(fins === 1 ? /the fin\.$/ : fins === 2 ? /both fins\.$/ : /every fin\.$/);
    }
  });

  it('16×16 with every candidate: declined quickly (templates unknown), nothing found', () => {
    expect(findAll(franken.finnedFrankenSwordfish, new CandidateGrid(4))).toEqual([]);
  });

  it('4×4: only X-Wings are searched', () => {
    const grid = new CandidateGrid(2);
  });
});

describe('registration', () => {
  it('the HoDoKu-default ones sit after the ALS techniques, the rest are asked for by id', () => {
    const ids = TECHNIQUES.map((t) => t.id);
    const at = ids.indexOf('franken-x-wing');
    expect(at).toBeGreaterThan(ids.indexOf('als-xy-wing'));
    expect(ids.slice(at, at + 4)).toEqual(['franken-x-wing', 'franken-swordfish', 'finned-franken-x-wing', 'finned-franken-swordfish']);
    const extra = HEAVY_TECHNIQUES.map((t) => t.id);
    for (const id of ['franken-jellyfish', 'finned-franken-jellyfish', 'mutant-x-wing', 'finned-mutant-jellyfish', 'siamese-finned-mutant-jellyfish']) {
      expect(extra).toContain(id);
    }
    expect(franken.finnedFrankenSwordfish).toMatchObject({ code: '0341', score: 410, level: 'Unfair' });
    expect(franken.mutantJellyfish).toMatchObject({ code: '0352', score: 450, level: 'Extreme' });
  });
});
