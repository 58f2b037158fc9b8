/**
 * Conflicts of the rules of many cells on the page (`GameRules.broken`: web/src/variant/houses.ts
 * over the page's `RuleCheck`): a cage over its sum or full with the wrong one, an arrow, a
 * little killer, a renban with a gap, an odd cell, are marked as soon as the digits break them,
 * and never before. Exactness is held two ways: on the 37 published puzzles and on a random
 * puzzle of every rule kind, any part of the solution shows no conflict (soundness), and a full
 * grid shows none exactly when it is a solution (relabelled solutions: every house still holds,
 * so only the other rules can tell).
 */
import { describe, expect, it } from 'vitest';
import type { Constraint, VariantPuzzle, VariantSize } from '../../src/variant/model.js';
import { Game } from '../../web/src/state/game.js';
import { readVariant } from '../../web/src/variant/kit.js';
import { RULE_KINDS, randomCase } from '../variant/engine/random-models.js';
import { readExamples } from '../variant/formats/helpers.js';
import { Rng } from '../variant/support/generate.js';
import { isSolution } from '../variant/support/plain.js';
import { describeShared } from '../support/shared.js';

/** A game of an empty 9×9 grid with `constraints`. */
function gameOf(constraints: Constraint[], size: VariantSize = 9): Game {
  const play = readVariant({ version: 1, size, givens: '.'.repeat(size * size), constraints });
  return new Game(play.board, play.rules);
}

/** Places digits (cell → digit) and returns the conflicts, ascending. */
function conflictsAfter(game: Game, digits: Record<number, number>): number[] {
  for (const [cell, digit] of Object.entries(digits)) game.placeDigit([Number(cell)], digit);
  return [...game.conflicts()].sort((a, b) => a - b);
}

describe('rules of many cells make conflicts at once', () => {
  it('a cage whose digits already pass its sum: its filled cells (not the empty one)', () => {
    // r1c1 r1c2 r1c3 sum 10: 5 + 6 leaves no digit ≥ 1 for the third
    expect(conflictsAfter(gameOf([{ type: 'killer', cells: [0, 1, 2], sum: 10 }]), { 0: 5, 1: 6 })).toEqual([0, 1]);
  });

  it('a partly filled cage whose sum can still be made: none; full with the right sum: none', () => {
    const game = gameOf([{ type: 'killer', cells: [0, 1, 2], sum: 10 }]);
    expect(conflictsAfter(game, { 0: 5, 1: 1 })).toEqual([]); // 4 completes it
    expect(conflictsAfter(game, { 2: 4 })).toEqual([]);
  });

  it('a full cage with the wrong sum', () => {
    expect(conflictsAfter(gameOf([{ type: 'killer', cells: [0, 1, 2], sum: 10 }]), { 0: 5, 1: 1, 2: 3 })).toEqual([0, 1, 2]);
  });

  it('a cage no distinct digits complete, though the sum is not passed: 9 + 1 in a cage of three summing to 11 (the third would be another 1)', () => {
    expect(conflictsAfter(gameOf([{ type: 'killer', cells: [0, 1, 2], sum: 11 }]), { 0: 9, 1: 1 })).toEqual([0, 1]);
  });

  it('a full arrow that does not add up; then one that does', () => {
    // circle r1c1, shaft r1c2 r1c3
    const game = gameOf([{ type: 'arrow', circle: [0], shaft: [1, 2] }]);
    expect(conflictsAfter(game, { 0: 9, 1: 4, 2: 3 })).toEqual([0, 1, 2]);
    expect(conflictsAfter(game, { 2: 5 })).toEqual([]);
    // a partly filled arrow whose shaft already passes its circle
    expect(conflictsAfter(gameOf([{ type: 'arrow', circle: [0], shaft: [1, 2] }]), { 0: 4, 1: 4 })).toEqual([0, 1]);
  });

  it('a little killer: full with the wrong sum, and a partial one past its sum', () => {
    // the diagonal r1c7 r2c8 r3c9, sum 12
    const diagonal = [6, 16, 26];
    expect(conflictsAfter(gameOf([{ type: 'littleKiller', cells: diagonal, sum: 12 }]), { 6: 1, 16: 2, 26: 3 })).toEqual(diagonal);
    expect(conflictsAfter(gameOf([{ type: 'littleKiller', cells: diagonal, sum: 12 }]), { 6: 9, 16: 3 })).toEqual([6, 16]);
    expect(conflictsAfter(gameOf([{ type: 'littleKiller', cells: diagonal, sum: 12 }]), { 6: 9, 16: 1, 26: 2 })).toEqual([]);
  });

  it('a renban with a gap: 1 and 4 on a line of three (no run of three holds both); 1 and 3 can still be one', () => {
    expect(conflictsAfter(gameOf([{ type: 'renban', cells: [0, 1, 2] }]), { 0: 1, 2: 4 })).toEqual([0, 2]);
    expect(conflictsAfter(gameOf([{ type: 'renban', cells: [0, 1, 2] }]), { 0: 1, 2: 3 })).toEqual([]);
  });

  it('an even digit in an odd cell', () => {
    expect(conflictsAfter(gameOf([{ type: 'odd', cells: [40] }]), { 40: 4, 41: 3 })).toEqual([40]);
  });

  it('a cage is not blamed for a digit of another rule: two cages, one broken', () => {
    const game = gameOf([
      { type: 'killer', cells: [0, 1], sum: 3 },
      { type: 'killer', cells: [9, 10], sum: 17 },
    ]);
    expect(conflictsAfter(game, { 0: 1, 1: 3, 9: 9 })).toEqual([0, 1]);
  });
});

/** Puts `digits` (0 = empty) on every open cell of the game. */
function fill(game: Game, digits: ArrayLike<number>): void {
  for (let c = 0; c < game.C; c++) if (!game.isGiven(c)) game.values[c] = digits[c];
}

describeShared('sound on the published puzzles: a part of the solution shows no conflict', (shared) => {
  it('the 37 published puzzles: 40 random parts of the solution each, and the whole, show no conflict', () => {
    const examples = readExamples(shared);
    expect(examples).toHaveLength(37);
    const rng = new Rng(7);
    for (const example of examples) {
      const play = readVariant(example.fpuzzles);
      const game = new Game(play.board, play.rules);
      for (let k = 0; k <= 40; k++) {
        const share = k / 40;
        fill(game, example.solution.map((v) => (rng.int(1000) < share * 1000 ? v : 0)));
        expect([...game.conflicts()], `${example.title}, ${Math.round(share * 100)}% filled`).toEqual([]);
      }
    }
  });
});

describe('exact: a part of the solution shows no conflict, a full grid shows none only when it solves the puzzle', () => {
  it('a random puzzle of every rule kind on 4×4, 6×6 and 9×9: parts of the solution show none; its relabellings show none exactly when they solve it', () => {
    const rng = new Rng(11);
    let broken = 0;
    for (const kind of RULE_KINDS) {
      for (const N of [4, 6, 9] as VariantSize[]) {
        const made = randomCase(kind, N, 1, 0);
        if (!made) continue;
        const puzzle: VariantPuzzle = { ...made.puzzle, givens: '.'.repeat(N * N) };
        const play = readVariant(puzzle);
        const game = new Game(play.board, play.rules);
        for (let k = 0; k < 20; k++) {
          fill(game, made.grid.map((v) => (rng.int(2) === 0 ? v : 0)));
          expect([...game.conflicts()], `${kind} ${N}×${N}, part ${k}`).toEqual([]);
        }
        // swapping two digits everywhere keeps every house whole: only the other rules can break
        for (let a = 1; a <= N; a++) {
          for (let b = a + 1; b <= N; b++) {
            const grid = made.grid.map((v) => (v === a ? b : v === b ? a : v));
            fill(game, grid);
            const solves = isSolution(puzzle, grid);
            if (!solves) broken++;
            expect(game.conflicts().size === 0, `${kind} ${N}×${N}, ${a} and ${b} swapped`).toBe(solves);
          }
        }
      }
    }
    expect(broken).toBeGreaterThan(1000); // the swaps did break rules (most of them)
  });
});
