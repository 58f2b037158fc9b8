/**
 * Programs the engines are given: what the compiler writes (layout, shared relations, the
 * impossibilities it notices) and what the engines refuse. A damaged program is either
 * refused by both engines alike, or run by both alike; the `checked` build (every unchecked
 * access re-checked) never traps on one.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createVariantTsSearch } from '../../../src/engine/variant-ts/index';
import { checkProgram } from '../../../src/engine/variant-ts/program';
import { createWasmVariantSearch } from '../../../src/engine/variant-wasm';
import { compileVariant } from '../../../src/variant/compile/index';
import { keptRulesProgram } from '../../../src/variant/compile/rule-set-cache';
import {
  H_CELLS,
  H_HOUSES,
  H_LENGTH,
  H_PAIRS,
  H_RELATIONS,
  H_RULES,
  H_SIZE,
  H_WATCH,
  RULE_CAGE,
  RULE_LINEAR,
} from '../../../src/variant/compile/program';
import type { Constraint, VariantPuzzle } from '../../../src/variant/model';
import { runVariant, variantChecked } from './engines';
import { RULE_KINDS, randomCase } from './random-models';

const empty = (size: 4 | 6 | 8 | 9, constraints: Constraint[]): VariantPuzzle => ({ size, givens: '.'.repeat(size * size), constraints });

describe('compileVariant', () => {
  it('writes the header and sections of the documented layout', () => {
    const puzzle = empty(4, [{ type: 'killer', cells: [0, 1], sum: 3 }, { type: 'littleKiller', cells: [3, 6, 9, 12], sum: 10 }]);
    const { words, size, impossible } = compileVariant(puzzle, { derive: false });
    expect([size, impossible, words[H_SIZE], words[H_CELLS], words[H_LENGTH]]).toEqual([4, false, 4, 16, words.length]);
    const rules = words[H_RULES];
    expect(words[rules]).toBe(2);
    const cage = words[rules + 1];
    expect(Array.from(words.subarray(cage, cage + 5))).toEqual([RULE_CAGE, 2, 3, 0, 1]);
    const linear = words[rules + 2];
    expect(Array.from(words.subarray(linear, linear + 11))).toEqual([RULE_LINEAR, 4, 10, 3, 6, 9, 12, 1, 1, 1, 1]);
    // 4 rows, 4 columns, 4 boxes; the cage of 2 cells is not a house
    expect(words[words[H_HOUSES]]).toBe(12);
    // cell 0 wakes the cage, cell 3 the little killer
    const watch = words[H_WATCH];
    expect(Array.from(words.subarray(words[watch], words[watch + 1]))).toEqual([0]);
    expect(Array.from(words.subarray(words[watch + 3], words[watch + 4]))).toEqual([1]);
    expect(checkProgram(words, words.length)).toBe(true);
  });

  it('folds every rule on one pair into one relation, and pairs with equal relations share it', () => {
    const { words } = compileVariant(
      empty(9, [
        { type: 'kropki', color: 'white', cells: [0, 1] },
        { type: 'xv', cells: [0, 1], sum: 5 },
        { type: 'kropki', color: 'white', cells: [3, 4] },
        { type: 'xv', cells: [3, 4], sum: 5 },
      ]),
    );
    const rel = words[H_RELATIONS];
    const pairs = words[H_PAIRS];
    expect(words[rel]).toBe(1); // difference 1 and sum 5: 2 with 3, 3 with 2, the same both ways
    expect(Array.from(words.subarray(rel + 1, rel + 10))).toEqual([0, 0b100, 0b10, 0, 0, 0, 0, 0, 0]);
    expect(Array.from(words.subarray(words[pairs], words[pairs + 1]))).toEqual([1, 0]);
    expect(Array.from(words.subarray(words[pairs + 4], words[pairs + 5]))).toEqual([3, 0]);
  });

  it('folds "different" into the relation of a pair whose cells are peers, and only there', () => {
    // slow thermometers (each step w ≥ v) from R1C1 to R1C2 (one row) and from R3C3 to R4C4
    // (no house in common): the first pair must rise, the second may stay level
    const { words } = compileVariant(
      empty(9, [
        { type: 'slowThermometer', cells: [0, 1] },
        { type: 'slowThermometer', cells: [20, 30] },
      ]),
    );
    const rel = words[H_RELATIONS];
    const pairs = words[H_PAIRS];
    /** The digits cell b may hold when cell a holds v, read from the program. */
    const allowed = (a: number, b: number, v: number): number => {
      for (let k = words[pairs + a]; k < words[pairs + a + 1]; k += 2) {
        if (words[k] === b) return words[rel + 1 + words[k + 1] * 9 + v - 1];
      }
      throw new Error(`no relation from ${a} to ${b}`);
    };
    const digits = (mask: number): number[] => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => (mask >> (d - 1)) & 1);
    expect(digits(allowed(0, 1, 5))).toEqual([6, 7, 8, 9]);
    expect(digits(allowed(1, 0, 5))).toEqual([1, 2, 3, 4]);
    expect(digits(allowed(20, 30, 5))).toEqual([5, 6, 7, 8, 9]);
    expect(digits(allowed(30, 20, 5))).toEqual([1, 2, 3, 4, 5]);
    // non-consecutive neighbours in a row: |v − w| ≥ 2, so a neighbour holding 4, 5 or 6 takes 5
    const nc = compileVariant(empty(9, [{ type: 'nonConsecutive' }])).words;
    const ncRel = nc[H_RELATIONS];
    const ncPairs = nc[H_PAIRS];
    const [partner, id] = nc.subarray(nc[ncPairs], nc[ncPairs] + 2);
    expect(partner).toBe(1);
    expect(digits(nc[ncRel + 1 + id * 9 + 5 - 1])).toEqual([1, 2, 3, 7, 8, 9]);
  });

  it.each<[string, VariantPuzzle]>([
    ['a cage sum no distinct digits reach', empty(9, [{ type: 'killer', cells: [0, 1, 2], sum: 25 }])],
    ['a cage of more cells than digits', empty(4, [{ type: 'killer', cells: [0, 1, 2, 3, 4] }])],
    ['a little killer sum above k·N', empty(4, [{ type: 'littleKiller', cells: [0, 5], sum: 9 }])],
    ['a sandwich sum above the digits 2 … N−1', empty(6, [{ type: 'sandwich', line: 'row', index: 0, sum: 15 }])],
    ['a thermometer longer than N', empty(4, [{ type: 'thermometer', cells: [0, 1, 2, 6, 7] }])],
    ['a renban line longer than N', empty(4, [{ type: 'renban', cells: [0, 1, 2, 6, 7] }])],
    ['an odd and even cell', empty(4, [{ type: 'odd', cells: [5] }, { type: 'even', cells: [5] }])],
  ])('notices %s (impossible)', (_, puzzle) => {
    const program = compileVariant(puzzle);
    expect(program.impossible).toBe(true);
    expect(runVariant(createVariantTsSearch(), program, 1).count).toBe(0);
  });

  it('a puzzle with the rules of the one before gets the program a full compile writes', () => {
    // each rule kind and size: the same rules with other givens (none, some, a wrong one, a
    // given against a rule), then another kind's rules; every program against reuse: false
    let reused = 0;
    const same = (puzzle: VariantPuzzle, label: string): void => {
      const fresh = compileVariant(puzzle, { reuse: false });
      const kept = compileVariant(puzzle);
      expect(kept.impossible, label).toBe(fresh.impossible);
      expect(Array.from(kept.words), label).toEqual(Array.from(fresh.words));
    };
    for (const kind of RULE_KINDS) {
      for (const N of [4, 6, 9] as const) {
        const made = randomCase(kind, N, 9100 + N, 0.25);
        if (!made) continue;
        const { puzzle, grid } = made;
        same(puzzle, `${kind} ${N}`);
        expect(keptRulesProgram(), `${kind} ${N}: a new rule set keeps no program`).toBeNull();
        same({ ...puzzle, givens: '.'.repeat(N * N) }, `${kind} ${N}, no givens`);
        expect(keptRulesProgram(), `${kind} ${N}: the second in a row keeps it`).not.toBeNull();
        same(randomCase(kind, N, 9100 + N, 0.5, true)!.puzzle, `${kind} ${N}, a wrong given`);
        // every digit on the first cell: some clash with what the rules leave that cell
        for (let v = 1; v <= N; v++) same({ ...puzzle, givens: String(v) + puzzle.givens.slice(1) }, `${kind} ${N}, r1c1 = ${v}`);
        same({ ...puzzle, givens: grid.join('') }, `${kind} ${N}, solved`);
        reused += 3 + N;
      }
    }
    expect(reused).toBeGreaterThan(200);
  });

  it('a model changed in place after compiling is compiled again', () => {
    const puzzle = empty(9, [{ type: 'killer', cells: [0, 1], sum: 3 }]);
    const before = Array.from(compileVariant(puzzle).words);
    (puzzle.constraints[0] as { sum: number }).sum = 17;
    const after = compileVariant(puzzle);
    expect(Array.from(after.words)).not.toEqual(before);
    expect(Array.from(after.words)).toEqual(Array.from(compileVariant(puzzle, { reuse: false }).words));
    // a cage without a sum is another rule than one with any sum
    compileVariant(puzzle);
    delete (puzzle.constraints[0] as { sum?: number }).sum;
    expect(Array.from(compileVariant(puzzle).words)).toEqual(Array.from(compileVariant(puzzle, { reuse: false }).words));
    // the kept program is never handed out: changing a program changes no later one
    const fresh = Array.from(compileVariant(puzzle, { reuse: false }).words);
    for (let i = 0; i < 3; i++) {
      const program = compileVariant(puzzle);
      expect(Array.from(program.words)).toEqual(fresh);
      program.words.fill(0);
    }
    expect(keptRulesProgram()).not.toBeNull();
  });

  it('a cage sum at the edge of what distinct digits reach is possible', () => {
    expect(compileVariant(empty(9, [{ type: 'killer', cells: [0, 1, 2], sum: 24 }])).impossible).toBe(false);
    expect(compileVariant(empty(9, [{ type: 'killer', cells: [0, 1, 2], sum: 6 }])).impossible).toBe(false);
    expect(compileVariant(empty(6, [{ type: 'sandwich', line: 'row', index: 0, sum: 14 }])).impossible).toBe(false);
  });
});

describe('unsound programs', () => {
  const ts = createVariantTsSearch();
  const wasm = createWasmVariantSearch(variantChecked());
  const base = compileVariant(randomCase('killer', 9, 77, 0.3)!.puzzle);
  const other = compileVariant(randomCase('thermometer', 6, 78, 0.3)!.puzzle);

  /** What an engine makes of a program: refused, or its result within 500 nodes. */
  const outcome = (search: typeof ts, words: Int32Array) => {
    try {
      search.start({ size: 9, words, impossible: false }, 2);
    } catch (e) {
      expect(String(e)).toMatch(/not a sound variant program/);
      return 'refused';
    }
    const state = search.run(500);
    const out = new Uint8Array(81);
    return { state, count: search.count, nodes: search.nodes, solution: search.readSolution(out) ? Array.from(out) : null };
  };

  it.each<[string, (w: Int32Array) => void]>([
    ['a cell past the grid in a peer set', (w) => (w[w[5] + 3 * 80 + 2] |= 1 << 20)],
    ['a relation id past the relations', (w) => (w[w[w[6]] + 1] = 1000)],
    ['an unknown rule type', (w) => (w[w[w[10] + 1]] = 99)],
    ['a section offset past the end', (w) => (w[8] = w.length + 5)],
    ['a length that is not its own', (w) => (w[3] = w.length - 1)],
    ['a cage sum of 64 or more', (w) => (w[w[w[10] + 1] + 2] = 64)],
    // houses by cell against the houses' own cells (a random damage once ran alike on neither)
    ['a house cell its list of houses does not name', (w) => (w[w[8] + 1 + 21 * 9 + 7] = 0)],
    ['a list of houses naming a house without the cell', (w) => (w[w[w[9]]] = 1)],
    ['a house whose cells are not ascending', (w) => ([w[w[8] + 1], w[w[8] + 2]] = [w[w[8] + 2], w[w[8] + 1]])],
  ])('both engines refuse %s', (_, damage) => {
    const words = base.words.slice();
    damage(words);
    expect(checkProgram(words, words.length)).toBe(false);
    expect(outcome(ts, words)).toBe('refused');
    expect(outcome(wasm, words)).toBe('refused');
  });

  it('the core takes a program as loaded only when every word but its root masks is the one loaded', () => {
    // the core skips the checks for a program equal to the last one loaded but for INIT
    expect(outcome(wasm, base.words.slice())).toEqual(outcome(ts, base.words));
    const init = base.words[4];
    for (const at of [0, 3, 11, init + 81 + 2, base.words[8] + 1, base.words.length - 1]) {
      const words = base.words.slice();
      words[at] = at === 3 ? words.length + 1 : -7;
      expect(outcome(wasm, words), `word ${at}`).toBe('refused');
      expect(outcome(wasm, base.words.slice())).toEqual(outcome(ts, base.words));
    }
    // the same rules with other root masks: run as the twin runs them, one after another
    const made = randomCase('killer', 9, 77, 0.3)!;
    for (const density of [0, 0.2, 0.4, 0.6]) {
      const givens = made.grid.map((v, i) => ((i * 7919) % 100 < density * 100 ? String(v) : '.')).join('');
      const words = compileVariant({ ...made.puzzle, givens }).words;
      expect(outcome(wasm, words), `density ${density}`).toEqual(outcome(ts, words));
    }
  });

  it('random damage: refused by both or run alike by both, never a trap', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: -3, max: 200 })), { minLength: 1, maxLength: 4 }),
        (first, edits) => {
          const words = (first ? base : other).words.slice();
          for (const [at, value] of edits) words[at % words.length] = value;
          expect(outcome(wasm, words)).toEqual(outcome(ts, words));
        },
      ),
      { numRuns: 300 },
    );
  });
});
