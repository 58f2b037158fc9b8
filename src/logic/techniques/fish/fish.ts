/**
 * Fish: basic, finned, sashimi and siamese X-Wings, Swordfish and Jellyfish, on every board size.
 *
 * Owns: the thirteen fish techniques of HoDoKu's basic-fish family, their steps and sentences.
 * The search itself (lines, covers, fins) is in `fish-search.ts`. Franken and mutant fish (boxes
 * as base or cover sets) are not handled.
 *
 *   X-Wing on 4, rows 2 and 7 (base), columns 3 and 8 (cover):
 *
 *     . . 4 . . . . 4 .    row 2: 4 only in c3, c8       the two 4s of rows 2 and 7 take both
 *     . . x . . . . x .    other rows: x = 4 removed     columns, so no other cell of columns 3
 *     . . 4 . . . . 4 .    row 7: 4 only in c3, c8       and 8 can hold 4
 *
 *   Finned X-Wing: one base row has extra candidates (fins, f) all in one box; either a fin is
 *   the digit or the X-Wing holds, so only cells of the cover columns that also see every fin
 *   (the cover cells in the fins' box, outside the base rows) lose the digit.
 *
 *     . . 4 . . . . 4 f    row 2 with fin r2c9
 *     . . . . . . . x .    r3c8 sees the fin and is in a cover column
 *     . . 4 . . . . 4 .
 *
 *   Sashimi: a finned fish in which some base line keeps at most one candidate without its fins
 *   (without them it would not be a fish at all); finned and sashimi are separate techniques.
 *   Siamese: two finned (or sashimi) fish on the same digit and the same base lines with other
 *   cover lines; the step removes what either removes, and is sashimi only when both fish are
 *   (HoDoKu lists them only when asked for every step, so they are extra techniques).
 *
 *   Row and column fish are steps of their own; two fish of one technique that remove the same
 *   candidates are reported once (HoDoKu's granularity, checked on its regression library).
 *
 * Swordfish and Jellyfish are the same with 3 and 4 lines. Every fish is searched with rows as
 * base sets and then with columns. Sources: Sudopedia ("X-Wing", "Swordfish", "Jellyfish",
 * "Finned X-Wing", "Sashimi Fish") and HoDoKu's technique pages on basic fish.
 */
import type { CandidateGrid } from '../../grid.js';
import { makeStep } from '../../step.js';
import type { Candidate, Highlight, HouseRef, Step, StepSink, Technique } from '../../types.js';
import { andList, cellList, digitName, removalPhrase } from '../../words.js';
import { cellAt, FishScan, forEachElimination, isSashimi, lowBit, type FishHit } from './fish-search.js';

type Meta = Pick<Technique, 'id' | 'name' | 'code'>;

/** The kind of fish a technique reports. */
type Kind = 'basic' | 'finned' | 'sashimi';

/**
 * Runs `each` for every digit and both orientations (rows as base sets first); stops when
 * `each` returns true.
 */
function forEachDigitAndSide(grid: CandidateGrid, each: (digit: number, rowsBase: boolean) => boolean): boolean {
  for (let digit = 1; digit <= grid.N; digit++) {
    if (each(digit, true) || each(digit, false)) return true;
  }
  return false;
}

/** The cells of a list of eliminations, as a key. */
function cellsKey(step: Step): string {
  return step.eliminations.map((e) => e.cell).join(',');
}

/** A finder for the fish of one kind and size. Fish removing the same candidates are reported once. */
function findFish(technique: Meta, size: number, kind: Kind, grid: CandidateGrid, sink: StepSink): boolean {
  const { N, n } = grid;
  const scan = new FishScan(grid);
  let seen: Set<string> | undefined;
  const visit = (h: FishHit): boolean => {
    if (kind !== 'basic' && isSashimi(h) !== (kind === 'sashimi')) return false;
    if (forEachElimination(h, N, n) === 0) return false;
    const step = fishStep(technique, grid, [h]);
    const key = `${h.digit}:${cellsKey(step)}`;
    seen ??= new Set<string>();
    if (seen.has(key)) return false;
    seen.add(key);
    return sink(step);
  };
  return forEachDigitAndSide(grid, (digit, rowsBase) => scan.search(digit, rowsBase, size, kind !== 'basic', visit));
}

/**
 * A finder for siamese fish: every pair of finned fish (finned or sashimi) on one digit with
 * the same base lines and other cover lines, reported as one step removing what either removes
 * (when that is more than one of them removes). The pair is sashimi when both fish are
 * sashimi, else finned (as HoDoKu classifies them).
 */
function findSiamese(technique: Meta, size: number, sashimi: boolean, grid: CandidateGrid, sink: StepSink): boolean {
  const { N, n } = grid;
  const scan = new FishScan(grid);
  const seen = new Set<string>();
  let group: FishHit[] = [];
  const flush = (): boolean => {
    for (let i = 0; i < group.length; i++) {
      for (let j = i + 1; j < group.length; j++) {
        if ((isSashimi(group[i]) && isSashimi(group[j])) !== sashimi) continue;
        const step = fishStep(technique, grid, [group[i], group[j]]);
        const key = `${group[i].digit}:${cellsKey(step)}`;
        const alone = (h: FishHit): boolean => forEachElimination(h, N, n) === step.eliminations.length;
        if (alone(group[i]) || alone(group[j]) || seen.has(key)) continue;
        seen.add(key);
        if (sink(step)) return true;
      }
    }
    group = [];
    return false;
  };
  const visit = (h: FishHit): boolean => {
    if (group.length > 0 && group[0].base !== h.base && flush()) return true;
    if (forEachElimination(h, N, n) > 0) group.push({ ...h });
    return false;
  };
  return forEachDigitAndSide(grid, (digit, rowsBase) => scan.search(digit, rowsBase, size, true, visit) || flush());
}

/** The indices (0-based) of the set bits of a mask. */
function indices(mask: number): number[] {
  const out: number[] = [];
  for (let m = mask; m !== 0; m &= m - 1) out.push(lowBit(m));
  return out;
}

/** `rows 2 and 7`, `columns 1, 3 and 8` (1-based). */
function linesPhrase(mask: number, rows: boolean): string {
  const list = indices(mask);
  const word = rows ? 'row' : 'column';
  return `${word}${list.length > 1 ? 's' : ''} ${andList(list.map((i) => String(i + 1)))}`;
}

/** The fins of a hit: base candidates outside its cover lines. */
function finCells(h: FishHit, N: number): number[] {
  const out: number[] = [];
  for (const l of indices(h.base)) for (const p of indices(h.lines[h.at + l] & ~h.cover)) out.push(cellAt(h, N, l, p));
  return out;
}

/** "fin r2c9" / "fins r2c8 and r2c9". */
function finPhrase(fins: number[], N: number): string {
  return `fin${fins.length > 1 ? 's' : ''} ${cellList(fins, N)}`;
}

/**
 * The step of one fish (one hit) or of a siamese pair (two hits on the same base lines):
 * base and cover houses, base candidates and fins, the union of what they remove.
 */
function fishStep(technique: Meta, grid: CandidateGrid, hits: FishHit[]): Step {
  const { N, n } = grid;
  const first = hits[0];
  const { digit, rowsBase, base } = first;
  let cover = 0;
  for (const h of hits) cover |= h.cover;
  const fins = new Set<number>();
  for (const h of hits) for (const f of finCells(h, N)) fins.add(f);
  const removed = new Set<number>();
  for (const h of hits) {
    forEachElimination(h, N, n, (l, positions) => {
      for (const p of indices(positions)) removed.add(cellAt(h, N, l, p));
    });
  }
  const eliminations: Candidate[] = [...removed].sort((a, b) => a - b).map((cell) => ({ cell, digit }));

  const cells: number[] = [];
  const highlights: Highlight[] = [];
  for (const l of indices(base)) {
    for (const p of indices(first.lines[first.at + l])) {
      const cell = cellAt(first, N, l, p);
      cells.push(cell);
      highlights.push({ cell, digit, role: fins.has(cell) ? 'fin' : 'base' });
    }
  }
  cells.sort((a, b) => a - b);
  const baseKind = rowsBase ? 'row' : 'column';
  const coverKind = rowsBase ? 'column' : 'row';
  const houses: HouseRef[] = [
    ...indices(base).map((index): HouseRef => ({ kind: baseKind, index, role: 'base' })),
    ...indices(cover).map((index): HouseRef => ({ kind: coverKind, index, role: 'cover' })),
  ];

  const removal = removalPhrase(eliminations, N);
  const baseWords = linesPhrase(base, rowsBase);
  let text: string;
  if (hits.length === 1 && fins.size === 0) {
    text = `${technique.name} on ${digitName(digit, N)} in ${baseWords}, ${linesPhrase(cover, !rowsBase)}: ${removal}.`;
  } else if (hits.length === 1) {
    const finList = [...fins].sort((a, b) => a - b);
    const sees = eliminations.length > 1 ? 'see' : 'sees';
    const which = finList.length === 1 ? 'the fin' : finList.length === 2 ? 'both fins' : 'every fin';
    text =
      `${technique.name} on ${digitName(digit, N)} in ${baseWords}, ${linesPhrase(cover, !rowsBase)} with ${finPhrase(finList, N)}: ` +
      `${removal}, which ${sees} ${which}.`;
  } else {
    const [a, b] = hits.map((h) => `${linesPhrase(h.cover, !rowsBase)} (${finPhrase(finCells(h, N), N)})`);
    text = `${technique.name} on ${digitName(digit, N)} in ${baseWords}, once with ${a} and once with ${b}: ${removal}.`;
  }
  return makeStep(technique, { digits: [digit], cells, houses, highlights, eliminations, text });
}

/** X-Wing: two lines whose candidates of a digit lie in two cross lines. */
export const xWing: Technique = {
  id: 'x-wing',
  name: 'X-Wing',
  code: '0300',
  score: 140,
  level: 'Hard',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    return findFish(this, 2, 'basic', grid, sink);
  },
};

/** Swordfish: three lines whose candidates of a digit lie in three cross lines. */
export const swordfish: Technique = {
  id: 'swordfish',
  name: 'Swordfish',
  code: '0301',
  score: 150,
  level: 'Hard',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    return findFish(this, 3, 'basic', grid, sink);
  },
};

/** Jellyfish: four lines whose candidates of a digit lie in four cross lines. */
export const jellyfish: Technique = {
  id: 'jellyfish',
  name: 'Jellyfish',
  code: '0302',
  score: 160,
  level: 'Hard',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    return findFish(this, 4, 'basic', grid, sink);
  },
};

/** Finned X-Wing: an X-Wing plus fins in one box (not sashimi). */
export const finnedXWing: Technique = {
  id: 'finned-x-wing',
  name: 'Finned X-Wing',
  code: '0310',
  score: 130,
  level: 'Hard',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    return findFish(this, 2, 'finned', grid, sink);
  },
};

/** Finned Swordfish: a swordfish plus fins in one box (not sashimi). */
export const finnedSwordfish: Technique = {
  id: 'finned-swordfish',
  name: 'Finned Swordfish',
  code: '0311',
  score: 200,
  level: 'Unfair',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    return findFish(this, 3, 'finned', grid, sink);
  },
};

/** Finned Jellyfish: a jellyfish plus fins in one box (not sashimi). */
export const finnedJellyfish: Technique = {
  id: 'finned-jellyfish',
  name: 'Finned Jellyfish',
  code: '0312',
  score: 250,
  level: 'Unfair',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    return findFish(this, 4, 'finned', grid, sink);
  },
};

/** Sashimi X-Wing: a finned X-Wing that is no X-Wing without its fins. */
export const sashimiXWing: Technique = {
  id: 'sashimi-x-wing',
  name: 'Sashimi X-Wing',
  code: '0320',
  score: 150,
  level: 'Hard',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    return findFish(this, 2, 'sashimi', grid, sink);
  },
};

/** Sashimi Swordfish: a finned swordfish that is no swordfish without its fins. */
export const sashimiSwordfish: Technique = {
  id: 'sashimi-swordfish',
  name: 'Sashimi Swordfish',
  code: '0321',
  score: 240,
  level: 'Unfair',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    return findFish(this, 3, 'sashimi', grid, sink);
  },
};

/** Sashimi Jellyfish: a finned jellyfish that is no jellyfish without its fins. */
export const sashimiJellyfish: Technique = {
  id: 'sashimi-jellyfish',
  name: 'Sashimi Jellyfish',
  code: '0322',
  score: 260,
  level: 'Unfair',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    return findFish(this, 4, 'sashimi', grid, sink);
  },
};

/** Siamese Finned Swordfish: two finned swordfish on the same base lines, eliminations joined. */
export const siameseFinnedSwordfish: Technique = {
  id: 'siamese-finned-swordfish',
  name: 'Siamese Finned Swordfish',
  code: '03111',
  score: 200,
  level: 'Unfair',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    return findSiamese(this, 3, false, grid, sink);
  },
};

/** Siamese Finned Jellyfish: two finned jellyfish on the same base lines, eliminations joined. */
export const siameseFinnedJellyfish: Technique = {
  id: 'siamese-finned-jellyfish',
  name: 'Siamese Finned Jellyfish',
  code: '03121',
  score: 250,
  level: 'Unfair',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    return findSiamese(this, 4, false, grid, sink);
  },
};

/** Siamese Sashimi Swordfish: two sashimi swordfish on the same base lines, eliminations joined. */
export const siameseSashimiSwordfish: Technique = {
  id: 'siamese-sashimi-swordfish',
  name: 'Siamese Sashimi Swordfish',
  code: '03211',
  score: 240,
  level: 'Unfair',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    return findSiamese(this, 3, true, grid, sink);
  },
};

/** Siamese Sashimi Jellyfish: two sashimi jellyfish on the same base lines, eliminations joined. */
export const siameseSashimiJellyfish: Technique = {
  id: 'siamese-sashimi-jellyfish',
  name: 'Siamese Sashimi Jellyfish',
  code: '03221',
  score: 260,
  level: 'Unfair',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    return findSiamese(this, 4, true, grid, sink);
  },
};

