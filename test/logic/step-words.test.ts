/**
 * What a step says is true of the grid it was found on (the sentences, houses, highlights and
 * chains of every technique; that its eliminations are sound is checked elsewhere): on the
 * solve paths of samples of the public puzzle sets, on every step `findAll` finds on a few of
 * their grids, and on 16×16 and 4×4 fixtures. The claims read from the sentences:
 * - singles: the cell is the last empty one of the house, has one candidate, or is the digit's
 *   one place in the house;
 * - locked candidates: the digit's places in the base house are the cells named, inside the
 *   cover house; subsets: k cells and k digits, naked ones holding only those digits, hidden
 *   ones the only places of their digits in the house;
 * - `rNcM {…}` is the cell's candidates, `r1c1,r1c2 {…}` the union of the cells' candidates;
 * - "HOUSE has D only in A and B", "D in HOUSE is only in A (seeing X) and B (seeing Y)";
 * - BUG+1: every other unsolved cell is bivalue and the digit has three places in each house;
 * - fish: as many base sets as the name says, every base candidate in a cover set or a fin,
 *   the fins the sentence names are the fin highlights;
 * and of the data: every house named is in `houses`, every house of `houses` holds a cell of
 * the step, every highlighted candidate is a candidate, and the links of the Eureka line and of
 * `links` are links of the grid (test/logic/support/chain-links.ts).
 */
import { describe, expect, it } from 'vitest';
import { applyStep, findAll, logicSolve } from '../../src/logic/solver';
import { CandidateGrid } from '../../src/logic/grid';
import { EXTRA_TECHNIQUES, TECHNIQUES } from '../../src/logic/techniques/index';
import type { Step } from '../../src/logic/types';
import { ALNUM_SYMBOLS } from '../../src/text/alphabet';
import { readFixtures } from '../support/fixtures';
import { readPuzzleLines } from '../support/puzzle-sets';
import { describeShared } from '../support/shared';
import { eurekaProblems, linkProblems } from './support/chain-links';

const FISH_SIZES: Record<string, number> = { 'X-Wing': 2, Swordfish: 3, Jellyfish: 4 };
const SUBSET_SIZES: Record<string, number> = { pair: 2, triple: 3, quadruple: 4 };

/** What step `s` says that is not true of `g` (the grid before the step), as short strings. */
function claimProblems(s: Step, g: CandidateGrid): string[] {
  const { N } = g;
  const out: string[] = [];
  const cell = (name: string): number => {
    const m = /r(\d+)c(\d+)/.exec(name)!;
    return (Number(m[1]) - 1) * N + Number(m[2]) - 1;
  };
  const cellsIn = (text: string): number[] => [...text.matchAll(/r\d+c\d+/g)].map((m) => cell(m[0]));
  const digit = (symbol: string): number => (N > 9 ? ALNUM_SYMBOLS.indexOf(symbol) + 1 : Number(symbol));
  const unit = (kind: string, index: string): number => (kind === 'row' ? 0 : kind === 'column' ? N : 2 * N) + Number(index) - 1;
  const unitCells = (u: number): number[] => Array.from(g.unitCells(u));
  const places = (u: number, d: number): string => unitCells(u).filter((c) => g.has(c, d)).sort((a, b) => a - b).join();
  const sorted = (cells: number[]): string => [...cells].sort((a, b) => a - b).join();
  const candidates = (cells: number[]): string => Array.from({ length: N }, (_, i) => i + 1).filter((d) => cells.some((c) => g.has(c, d))).join();
  const text = s.text;
  let m: RegExpExecArray | null;

  if ((m = /^Full house: (r\d+c\d+) is the last empty cell of (row|column|box) (\d+)/.exec(text))) {
    if (unitCells(unit(m[2], m[3])).filter((c) => g.values[c] === 0).join() !== String(cell(m[1]))) out.push('full house');
  }
  if ((m = /^Naked single: (\w) is the only candidate left in (r\d+c\d+)/.exec(text))) {
    if (g.count(cell(m[2])) !== 1 || !g.has(cell(m[2]), digit(m[1]))) out.push('naked single');
  }
  if ((m = /^Hidden single: (r\d+c\d+) is the only place left for (\w) in (row|column|box) (\d+)/.exec(text))) {
    if (places(unit(m[3], m[4]), digit(m[2])) !== String(cell(m[1]))) out.push('hidden single');
  }
  if ((m = /^Locked candidates \(\w+\): in (row|column|box) (\d+), (\w) can go only in (.+?), which lie in (row|column|box) (\d+)/.exec(text))) {
    const cells = cellsIn(m[4]);
    if (places(unit(m[1], m[2]), digit(m[3])) !== sorted(cells)) out.push('locked candidates: places');
    if (!cells.every((c) => unitCells(unit(m![5], m![6])).includes(c))) out.push('locked candidates: cover');
  }
  if ((m = /^(Naked|Hidden|Locked) (pair|triple|quadruple) ([\w,]+) in ([^:]+): .*?(?:of|in) (row|column|box) (\d+)/.exec(text))) {
    const digits = m[3].split(',').map(digit);
    const cells = cellsIn(m[4]);
    const k = SUBSET_SIZES[m[2]];
    if (cells.length !== k || digits.length !== k) out.push('subset: size');
    if (m[1] !== 'Hidden' && candidates(cells) !== digits.join()) out.push('naked subset: candidates');
    if (m[1] === 'Hidden' && !digits.every((d) => unitCells(unit(m![5], m![6])).every((c) => !g.has(c, d) || cells.includes(c)))) {
      out.push('hidden subset: places');
    }
  }
  for (const c of text.matchAll(/(?<![,\w])(r\d+c\d+) \{([^}]*)\}/g)) {
    if (candidates([cell(c[1])]) !== c[2].split(',').map(digit).sort((a, b) => a - b).join()) out.push(`${c[0]}: candidates`);
  }
  for (const c of text.matchAll(/((?:r\d+c\d+,)+r\d+c\d+) \{([^}]*)\}/g)) {
    if (candidates(cellsIn(c[1])) !== c[2].split(',').map(digit).sort((a, b) => a - b).join()) out.push(`${c[0]}: candidates`);
  }
  for (const c of text.matchAll(/(row|column|box) (\d+) has (\w) only in (r\d+c\d+) and (r\d+c\d+)(?:, (row|column|box) (\d+) only in (r\d+c\d+) and (r\d+c\d+))?/g)) {
    const d = digit(c[3]);
    if (places(unit(c[1], c[2]), d) !== sorted([cell(c[4]), cell(c[5])])) out.push(`${c[0]}: places`);
    if (c[6] && places(unit(c[6], c[7]), d) !== sorted([cell(c[8]), cell(c[9])])) out.push(`${c[0]}: places`);
  }
  for (const c of text.matchAll(/(\w) in (row|column|box) (\d+) is only in (r\d+c\d+) \(seeing (r\d+c\d+)\) and (r\d+c\d+) \(seeing (r\d+c\d+)\)/g)) {
    if (places(unit(c[2], c[3]), digit(c[1])) !== sorted([cell(c[4]), cell(c[6])])) out.push(`${c[0]}: places`);
    if (!g.sees(cell(c[4]), cell(c[5])) || !g.sees(cell(c[6]), cell(c[7]))) out.push(`${c[0]}: seeing`);
  }
  if ((m = /^BUG\+1: every unsolved cell but (r\d+c\d+) has two candidates, and (\w) appears three times in its row, its column and its box/.exec(text))) {
    const x = cell(m[1]);
    for (let c = 0; c < g.C; c++) if (c !== x && g.values[c] === 0 && g.count(c) !== 2) out.push('BUG+1: a third cell with more');
    for (let t = 0; t < 3; t++) if (places(g.geometry.cellUnits[3 * x + t], digit(m[2])).split(',').length !== 3) out.push('BUG+1: not three times');
  }
  const fish = /(X-Wing|Swordfish|Jellyfish)$/.exec(s.name.replace(/^Siamese /, ''));
  if (fish && s.houses.some((h) => h.role === 'base')) {
    const d = s.digits[0];
    const base = s.houses.filter((h) => h.role === 'base').map((h) => unit(h.kind, String(h.index + 1)));
    const cover = s.houses.filter((h) => h.role === 'cover').map((h) => unit(h.kind, String(h.index + 1)));
    const fins = s.highlights.filter((h) => h.role === 'fin' || h.role === 'endo-fin').map((h) => h.cell);
    if (base.length !== FISH_SIZES[fish[1]]) out.push(`fish: ${base.length} base sets`);
    for (const u of base) {
      for (const c of unitCells(u)) if (g.has(c, d) && !fins.includes(c) && !cover.some((v) => unitCells(v).includes(c))) out.push('fish: base candidate uncovered');
    }
    const named = /with (?:fins? (.*?)(?: and )?)?(?:endo fins? (.*?))?:/.exec(text);
    if (named && !s.name.startsWith('Siamese')) {
      const said = cellsIn(`${named[1] ?? ''} ${named[2] ?? ''}`);
      if (said.length !== new Set(said).size || sorted(said) !== sorted(fins)) out.push('fish: fins named');
    }
  }

  const houses = new Set(s.houses.map((h) => `${h.kind} ${h.index + 1}`));
  if (houses.size > 0 && !/^Empty rectangle/.test(text)) {
    for (const h of text.matchAll(/\b(row|column|box) (\d+)/g)) if (!houses.has(`${h[1]} ${h[2]}`)) out.push(`${h[0]} named, not in houses`);
  }
  const touched = [...s.cells, ...s.placements.map((p) => p.cell), ...s.eliminations.map((e) => e.cell), ...s.highlights.map((h) => h.cell)];
  for (const h of s.houses) {
    const cells = unitCells(unit(h.kind, String(h.index + 1)));
    if (!touched.some((c) => cells.includes(c))) out.push(`${h.kind} ${h.index + 1} holds nothing of the step`);
  }
  for (const h of s.highlights) if (h.digit !== undefined && !g.has(h.cell, h.digit)) out.push(`highlight ${h.digit} in cell ${h.cell}: not a candidate`);
  if (s.eureka !== undefined) out.push(...eurekaProblems(s.eureka, g));
  if (s.proof === undefined || !s.proof.dynamic) out.push(...linkProblems(s.links, g)); // a net's links are its implications
  return out;
}

/** The problems of every step of `steps`, taken one after the other from `grid`, as `technique: problem (sentence)`. */
function pathProblems(grid: CandidateGrid, steps: readonly Step[], each?: (grid: CandidateGrid, i: number) => Step[]): string[] {
  const out: string[] = [];
  let g = grid;
  steps.forEach((step, i) => {
    for (const s of [step, ...(each?.(g, i) ?? [])]) for (const p of claimProblems(s, g)) out.push(`${s.technique}: ${p} (${s.text})`);
    g = applyStep(g, step);
  });
  return out;
}

/** Every technique's steps on a grid, but forcing chains and nets (their search costs seconds). */
const ALL_BUT_FORCING = [...TECHNIQUES, ...EXTRA_TECHNIQUES].map((t) => t.id).filter((id) => !id.startsWith('forcing'));

describeShared('what each step says holds on its grid', (shared) => {
  it.each([
    ['17_clue.txt', 20, 0],
    ['magictour_top1465.txt', 30, 6],
    ['forum_hardest_1106.txt', 4, 0],
  ])('%s: %i solve paths (and findAll on %i grids)', (file, paths, grids) => {
    const lines = readPuzzleLines(shared, file);
    const every = Math.floor(lines.length / paths);
    const problems: string[] = [];
    for (let k = 0; k < paths; k++) {
      const puzzle = lines[k * every].slice(0, 81);
      const { steps } = logicSolve(puzzle);
      const sample = k < grids ? (g: CandidateGrid, i: number) => (i % 15 === 7 ? findAll(g, ALL_BUT_FORCING, { unique: true }) : []) : undefined;
      problems.push(...pathProblems(logicSolve(puzzle, { maxSteps: 0 }).grid, steps, sample));
    }
    expect(problems).toEqual([]);
  }, 120_000);
});

describe('what each step says holds on its grid: 16×16 and 4×4', () => {
  it('the first 16×16 fixture: every step findAll finds at the start, and its solve path', () => {
    const [fixture] = readFixtures('board-16.txt');
    const { steps } = logicSolve(fixture.text);
    expect(pathProblems(logicSolve(fixture.text, { maxSteps: 0 }).grid, steps, (g, i) => (i === 0 ? findAll(g, ALL_BUT_FORCING, { unique: true }) : []))).toEqual([]);
  }, 60_000);

  it('4×4 fixtures: every step findAll finds along their solve paths', () => {
    for (const fixture of readFixtures('board-4.txt').slice(0, 10)) {
      const grid = logicSolve(fixture.text, { maxSteps: 0 }).grid;
      expect(pathProblems(grid, logicSolve(fixture.text).steps, (g) => findAll(g, ALL_BUT_FORCING, { unique: true }))).toEqual([]);
    }
  });
});
