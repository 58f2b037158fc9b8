/**
 * Wings: W-Wing, XY-Wing and XYZ-Wing, on every board size.
 *
 * Owns: the three techniques, their steps and sentences.
 *
 *   XY-Wing    pivot P {x,y}, pincers A {x,z} and B {y,z}, each seeing P:
 *                A {xz} --- P {xy}          P is x (so A is z) or y (so B is z): a cell
 *                            |              seeing both pincers (*) cannot be z
 *                  *     --- B {yz}
 *
 *   XYZ-Wing   pivot P {x,y,z}, pincers A {x,z} and B {y,z}, each seeing P: P is z, or x
 *              (A is z), or y (B is z): a cell seeing all three cannot be z
 *
 *   W-Wing     two cells A and B with the same pair {x,y} that do not see each other, and a
 *              strong link on x (x has only two places in a house, p and q) with p seeing A
 *              and q seeing B:
 *                A {xy} ... p =x= q ... B {xy}
 *              if neither A nor B were y both would be x, and neither p nor q could be x:
 *              so one of A, B is y, and a cell seeing both cannot be y
 *
 * HoDoKu's key digits: x, y and z of XY- and XYZ-Wings, the pair of a W-Wing. Sources:
 * Sudopedia ("XY-Wing", "XYZ-Wing", "W-Wing") and HoDoKu's technique pages on wings.
 */
import { bit, isPair, lowestDigit, type CandidateGrid } from '../grid.js';
import { makeStep } from '../step.js';
import type { Candidate, Highlight, Link, StepSink, Technique } from '../types.js';
import { cellName, digitName, digitSet, removalPhrase, unitHouse, unitName } from '../words.js';

/** A cell and its candidates for sentences: `r2c2 {3,7}`. */
function cellWithDigits(cell: number, digits: number[], N: number): string {
  return `${cellName(cell, N)} {${digitSet(digits, N)}}`;
}

/** An XY- or XYZ-Wing as found: the pivot, the pincers a {x,z} and b {y,z}, and the digits x, y, z. */
interface Wing {
  pivot: number;
  a: number;
  b: number;
  x: number;
  y: number;
  z: number;
}

/** The pincers' candidates in a wing's step: x and z of a, y and z of b. */
function pincerHighlights({ a, b, x, y, z }: Wing): Highlight[] {
  return [
    { cell: a, digit: x, role: 'pincer' },
    { cell: a, digit: z, role: 'pincer' },
    { cell: b, digit: y, role: 'pincer' },
    { cell: b, digit: z, role: 'pincer' },
  ];
}

/** The pincers for sentences: `pincers r1c4 {3,7} and r5c2 {5,7}`. */
function pincerWords({ a, b, x, y, z }: Wing, N: number): string {
  return `pincers ${cellWithDigits(a, [x, z], N)} and ${cellWithDigits(b, [y, z], N)}`;
}

/** W-Wing: two cells {x,y} joined by a strong link on x; cells seeing both lose y. */
export const wWing: Technique = {
  id: 'w-wing',
  name: 'W-Wing',
  code: '0803',
  score: 150,
  level: 'Hard',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    const { C, cands } = grid;
    const pairs: number[] = [];
    for (let cell = 0; cell < C; cell++) if (isPair(cands[cell])) pairs.push(cell);
    const elims: Candidate[] = [];
    for (let i = 0; i < pairs.length; i++) {
      const a = pairs[i];
      const m = cands[a];
      for (let j = i + 1; j < pairs.length; j++) {
        const b = pairs[j];
        if (cands[b] !== m || grid.sees(a, b)) continue;
        for (let rest = m; rest !== 0; rest &= rest - 1) {
          const xb = rest & -rest;
          const yb = m & ~xb;
          elims.length = 0;
          if (grid.seeingAll([a, b], yb, elims) === 0) continue;
          const link = strongLinkBetween(grid, lowestDigit(xb), a, b);
          if (!link) continue;
          if (sink(wWingStep(this, grid, a, b, lowestDigit(xb), lowestDigit(yb), link, elims.slice()))) return true;
        }
      }
    }
    return false;
  },
};

/** A house where `digit` has exactly two places p and q, neither a nor b, with p seeing a and q seeing b. */
function strongLinkBetween(grid: CandidateGrid, digit: number, a: number, b: number): { unit: number; p: number; q: number } | null {
  const { N, cands } = grid;
  const units = grid.geometry.units;
  const xb = bit(digit);
  for (let u = 0; u < 3 * N; u++) {
    let first = -1;
    let second = -1;
    let count = 0;
    for (let k = u * N, end = k + N; k < end && count < 3; k++) {
      if ((cands[units[k]] & xb) === 0) continue;
      if (++count === 1) first = units[k];
      else second = units[k];
    }
    if (count !== 2 || first === a || first === b || second === a || second === b) continue;
    if (grid.sees(first, a) && grid.sees(second, b)) return { unit: u, p: first, q: second };
    if (grid.sees(second, a) && grid.sees(first, b)) return { unit: u, p: second, q: first };
  }
  return null;
}

function wWingStep(
  technique: Technique,
  grid: CandidateGrid,
  a: number,
  b: number,
  x: number,
  y: number,
  link: { unit: number; p: number; q: number },
  eliminations: Candidate[],
) {
  const { N } = grid;
  const { unit, p, q } = link;
  const links: Link[] = [
    { from: { cell: a, digit: y }, to: { cell: a, digit: x }, kind: 'strong' },
    { from: { cell: a, digit: x }, to: { cell: p, digit: x }, kind: 'weak' },
    { from: { cell: p, digit: x }, to: { cell: q, digit: x }, kind: 'strong' },
    { from: { cell: q, digit: x }, to: { cell: b, digit: x }, kind: 'weak' },
    { from: { cell: b, digit: x }, to: { cell: b, digit: y }, kind: 'strong' },
  ];
  const highlights: Highlight[] = [
    { cell: a, digit: x, role: 'pincer' },
    { cell: a, digit: y, role: 'pincer' },
    { cell: p, digit: x, role: 'pattern' },
    { cell: q, digit: x, role: 'pattern' },
    { cell: b, digit: x, role: 'pincer' },
    { cell: b, digit: y, role: 'pincer' },
  ];
  const [lo, hi] = x < y ? [x, y] : [y, x];
  return makeStep(technique, {
    digits: [x, y],
    cells: [a, p, q, b],
    houses: [unitHouse(unit, N, 'house')],
    highlights,
    links,
    eliminations,
    text:
      `W-wing: ${cellName(a, N)} and ${cellName(b, N)} are both {${digitName(lo, N)},${digitName(hi, N)}}; ${digitName(x, N)} in ${unitName(unit, N)} is only in ` +
      `${cellName(p, N)} (seeing ${cellName(a, N)}) and ${cellName(q, N)} (seeing ${cellName(b, N)}), so the two pair cells ` +
      `are not both ${digitName(x, N)}: one is ${digitName(y, N)}, so ${removalPhrase(eliminations, N)}.`,
  });
}

/** XY-Wing: pivot {x,y} with pincers {x,z} and {y,z}; cells seeing both pincers lose z. */
export const xyWing: Technique = {
  id: 'xy-wing',
  name: 'XY-Wing',
  code: '0800',
  score: 160,
  level: 'Hard',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    const { C, cands, peers, degree: D } = grid;
    const elims: Candidate[] = [];
    for (let pivot = 0; pivot < C; pivot++) {
      const m = cands[pivot];
      if (!isPair(m)) continue;
      const xb = m & -m;
      const yb = m & ~xb;
      for (let i = pivot * D, end = i + D; i < end; i++) {
        const a = peers[i];
        const ma = cands[a];
        if (!isPair(ma) || (ma & m) !== xb) continue; // {x,z}, z ≠ y
        const zb = ma & ~xb;
        for (let j = pivot * D; j < end; j++) {
          const b = peers[j];
          if (cands[b] !== (yb | zb)) continue;
          elims.length = 0;
          if (grid.seeingAll([a, b], zb, elims) === 0) continue;
          const wing = { pivot, a, b, x: lowestDigit(xb), y: lowestDigit(yb), z: lowestDigit(zb) };
          if (sink(xyWingStep(this, grid, wing, elims.slice()))) return true;
        }
      }
    }
    return false;
  },
};

function xyWingStep(technique: Technique, grid: CandidateGrid, wing: Wing, eliminations: Candidate[]) {
  const { N } = grid;
  const { pivot, a, b, x, y, z } = wing;
  const links: Link[] = [
    { from: { cell: a, digit: z }, to: { cell: a, digit: x }, kind: 'strong' },
    { from: { cell: a, digit: x }, to: { cell: pivot, digit: x }, kind: 'weak' },
    { from: { cell: pivot, digit: x }, to: { cell: pivot, digit: y }, kind: 'strong' },
    { from: { cell: pivot, digit: y }, to: { cell: b, digit: y }, kind: 'weak' },
    { from: { cell: b, digit: y }, to: { cell: b, digit: z }, kind: 'strong' },
  ];
  const highlights: Highlight[] = [
    { cell: pivot, digit: x, role: 'pivot' },
    { cell: pivot, digit: y, role: 'pivot' },
    ...pincerHighlights(wing),
  ];
  return makeStep(technique, {
    digits: [x, y, z],
    cells: [a, pivot, b],
    highlights,
    links,
    eliminations,
    text:
      `XY-wing: pivot ${cellWithDigits(pivot, [x, y], N)} with ${pincerWords(wing, N)}: ` +
      `whichever digit the pivot takes, one pincer is ${digitName(z, N)}, so ${removalPhrase(eliminations, N)}.`,
  });
}

/** XYZ-Wing: pivot {x,y,z} with pincers {x,z} and {y,z}; cells seeing all three lose z. */
export const xyzWing: Technique = {
  id: 'xyz-wing',
  name: 'XYZ-Wing',
  code: '0801',
  score: 180,
  level: 'Hard',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    const { C, cands, peers, degree: D } = grid;
    for (let pivot = 0; pivot < C; pivot++) {
      const m = cands[pivot];
      if (m === 0 || !isPair(m & (m - 1))) continue; // three digits
      for (let rest = m; rest !== 0; rest &= rest - 1) {
        const zb = rest & -rest;
        const xb = (m & ~zb) & -(m & ~zb);
        const yb = m & ~zb & ~xb;
        for (let i = pivot * D, end = i + D; i < end; i++) {
          const a = peers[i];
          if (cands[a] !== (xb | zb)) continue;
          for (let j = pivot * D; j < end; j++) {
            const b = peers[j];
            if (cands[b] !== (yb | zb)) continue;
            const eliminations: Candidate[] = [];
            grid.seeingAll([pivot, a, b], zb, eliminations);
            if (eliminations.length === 0) continue;
            const wing = { pivot, a, b, x: lowestDigit(xb), y: lowestDigit(yb), z: lowestDigit(zb) };
            if (sink(xyzWingStep(this, grid, wing, eliminations))) return true;
          }
        }
      }
    }
    return false;
  },
};

function xyzWingStep(technique: Technique, grid: CandidateGrid, wing: Wing, eliminations: Candidate[]) {
  const { N } = grid;
  const { pivot, a, b, x, y, z } = wing;
  const highlights: Highlight[] = [...[x, y, z].map((digit): Highlight => ({ cell: pivot, digit, role: 'pivot' })), ...pincerHighlights(wing)];
  const pivotDigits = [x, y, z].sort((p, q) => p - q);
  return makeStep(technique, {
    digits: [x, y, z],
    cells: [a, pivot, b],
    highlights,
    eliminations,
    text:
      `XYZ-wing: pivot ${cellWithDigits(pivot, pivotDigits, N)} with ${pincerWords(wing, N)}: ` +
      `the pivot is ${digitName(z, N)} or makes a pincer ${digitName(z, N)}, so ${removalPhrase(eliminations, N)}.`,
  });
}
