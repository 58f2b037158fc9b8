/**
 * generate / generateSync: every puzzle checked by an engine other than the one that made it
 * (Dancing Links, where the generator counts with the fast 9×9 engine or the bitmask engine),
 * and, when asked, minimal, symmetric, of the clue count, pattern, level, score or technique.
 * Also: seeds, budgets, the signal, bad options, and the older generatePuzzle.
 */
import { describe, expect, it } from 'vitest';
import { getGeneralSearch } from '../../src/engine/registry';
import { BudgetExhaustedError } from '../../src/api/single';
import { generate, GenerateBudgetError, generatePuzzle, generateSync, type GeneratedPuzzle } from '../../src/generate/generate';
import { applyStep, logicSolve, nextStep } from '../../src/logic/solver';
import { gridFromPuzzle, gridFromPencilMarks, formatPencilMarks } from '../../src/logic/pencil';
import { generateGrid } from '../../src/generate/grids';
import { rate } from '../../src/logic/rate';
import { parseBoard } from '../../src/text/index';

/** Cells of a one-line board of side N (digits 1-9 then A-Z… as the package writes them). */
function cellsOf(line: string, N: number): Uint8Array {
  const { cells } = parseBoard(line);
  expect(cells).toHaveLength(N * N);
  return cells;
}

/** Solutions counted to 2 by Dancing Links (the generator never uses it). */
function dlxCount(cells: Uint8Array, n: number): { count: number; solution: Uint8Array } {
  const search = getGeneralSearch('dlx', 'wasm');
  search.start(n, cells, 2);
  while (search.run(1 << 20) === 'paused');
  const solution = new Uint8Array(cells.length);
  search.readSolution(solution);
  return { count: search.count, solution };
}

/** Checks one result: one solution (DLX), that solution, the clue count; optionally minimal. */
function checkPuzzle(p: GeneratedPuzzle, N: number, minimal: boolean): Uint8Array {
  const n = Math.round(Math.sqrt(N));
  const cells = cellsOf(p.puzzle, N);
  const found = dlxCount(cells, n);
  expect(found.count, p.puzzle).toBe(1);
  expect(Array.from(found.solution)).toEqual(Array.from(cellsOf(p.solution, N)));
  expect(cells.filter((v) => v !== 0).length).toBe(p.clues);
  if (minimal) {
    for (let cell = 0; cell < cells.length; cell++) {
      if (cells[cell] === 0) continue;
      const without = cells.slice();
      without[cell] = 0;
      expect(dlxCount(without, n).count, `${p.puzzle}: clue ${cell} can go`).toBe(2);
    }
  }
  return cells;
}

/** The mirror image of cell i under each symmetry, written independently of src/generate/symmetry.ts. */
const mirror: Record<string, (i: number, N: number) => number> = {
  rotate180: (i, N) => N * N - 1 - i,
  rotate90: (i, N) => (i % N) * N + (N - 1 - Math.floor(i / N)),
  mirror: (i, N) => Math.floor(i / N) * N + (N - 1 - (i % N)),
  diagonal: (i, N) => (i % N) * N + Math.floor(i / N),
  antidiagonal: (i, N) => (N - 1 - (i % N)) * N + (N - 1 - Math.floor(i / N)),
};

describe('generate: one solution, minimal by default (checked by DLX)', () => {
  it('20 minimal 9×9 puzzles', () => {
    for (const p of generateSync({ seed: 11, count: 20 })) checkPuzzle(p, 9, true);
  });

  it('4×4 and 16×16', () => {
    for (const p of generateSync({ size: 4, seed: 3, count: 10 })) checkPuzzle(p, 4, true);
    const [big] = generateSync({ size: 16, seed: 3 });
    checkPuzzle(big, 16, false);
    expect(big.puzzle).toHaveLength(256);
  }, 60_000);

  it('the TypeScript backend makes the same puzzles as the WebAssembly one', () => {
    const a = generateSync({ seed: 8, count: 5, backend: 'wasm' });
    const b = generateSync({ seed: 8, count: 5, backend: 'ts' });
    expect(b).toEqual(a);
  });
});

describe('generate: symmetry, clues, pattern', () => {
  it.each(Object.keys(mirror))('%s: the clue pattern has the symmetry (and is minimal when asked)', (symmetry) => {
    const strict = symmetry === 'rotate180' || symmetry === 'diagonal';
    for (const p of generateSync({ seed: 21, count: strict ? 3 : 5, symmetry: symmetry as never, minimal: strict })) {
      const cells = checkPuzzle(p, 9, strict);
      for (let i = 0; i < 81; i++) expect(cells[i] !== 0, `${symmetry} cell ${i}`).toBe(cells[mirror[symmetry](i, 9)] !== 0);
    }
  });

  it('without a symmetry the puzzle is asymmetric sometimes (the check above can fail)', () => {
    const asymmetric = generateSync({ seed: 4, count: 5 }).some((p) => {
      const cells = cellsOf(p.puzzle, 9);
      return cells.some((v, i) => (v !== 0) !== (cells[mirror.rotate180(i, 9)] !== 0));
    });
    expect(asymmetric).toBe(true);
  });

  it('exactly the asked clue count (above and below the usual minimal count)', () => {
    for (const clues of [22, 30]) for (const p of generateSync({ seed: 5, count: 3, clues })) expect(checkPuzzle(p, 9, false).filter(Boolean)).toHaveLength(clues);
    for (const p of generateSync({ seed: 5, count: 2, clues: 24, minimal: true })) checkPuzzle(p, 9, true);
  });

  it("the caller's pattern: clues exactly there, as a string drawing or an array", () => {
    const [model] = generateSync({ seed: 77 });
    const flags = Array.from(cellsOf(model.puzzle, 9), (v) => v !== 0);
    const drawing = flags.map((f, i) => (f ? 'x' : '.') + ((i + 1) % 9 === 0 ? '\n' : (i + 1) % 3 === 0 ? ' | ' : '')).join('');
    for (const pattern of [drawing, flags]) {
      const [p] = generateSync({ seed: 1, pattern });
      const cells = checkPuzzle(p, 9, false);
      expect(Array.from(cells, (v) => v !== 0)).toEqual(flags);
    }
  });
});

describe('generate: level, score, technique (checked by rate and logicSolve)', () => {
  it.each(['Easy', 'Medium', 'Hard', 'Unfair', 'Extreme'] as const)('%s', (level) => {
    for (const p of generateSync({ seed: 31, count: 2, level })) {
      checkPuzzle(p, 9, false);
      const rating = rate(p.puzzle);
      expect(rating.level).toBe(level);
      expect(p.level).toBe(level);
      expect(p.score).toBe(rating.score);
      expect(p.hardest).toBe(rating.hardest);
    }
  }, 60_000);

  it('a score range', () => {
    for (const p of generateSync({ seed: 9, count: 3, score: { min: 900, max: 1300 } })) {
      const { score } = rate(p.puzzle);
      expect(score).toBeGreaterThanOrEqual(900);
      expect(score).toBeLessThanOrEqual(1300);
    }
  });

  it('a technique: the solve path uses it, and `before` is the grid just before its first step', () => {
    for (const p of generateSync({ seed: 41, count: 2, technique: 'x-wing' })) {
      checkPuzzle(p, 9, false);
      const { steps } = logicSolve(p.puzzle, { onStuck: 'guess' });
      const first = steps.findIndex((s) => s.technique === 'x-wing');
      expect(first).toBeGreaterThanOrEqual(0);
      let grid = gridFromPuzzle(p.puzzle);
      for (const step of steps.slice(0, first)) grid = applyStep(grid, step);
      expect(p.step!.technique).toBe('x-wing');
      expect(p.before).toBe(formatPencilMarks(grid, 'brackets'));
      expect(gridFromPencilMarks(p.before!).cands).toEqual(grid.cands);
      expect(p.step).toEqual(steps[first]);
    }
  });

  it("a single's exercise reads back with its cell still open, so that its step applies", () => {
    for (const technique of ['naked-single', 'full-house']) {
      const [p] = generateSync({ seed: 4, technique });
      const grid = gridFromPencilMarks(p.before!);
      const cell = p.step!.placements[0].cell;
      expect(grid.values[cell], technique).toBe(0);
      expect(nextStep(grid, { techniques: [technique] })).toMatchObject({ technique });
      expect(() => applyStep(grid, p.step!)).not.toThrow();
    }
    expect(() => generateSync({ technique: 'avoidable-rectangle-1' })).toThrow(/cannot be an exercise/);
  });

  it('a technique by id, HoDoKu code or name is the same request', () => {
    const byId = generateSync({ seed: 2, technique: 'xy-wing' });
    expect(generateSync({ seed: 2, technique: '0800' })).toEqual(byId);
    expect(generateSync({ seed: 2, technique: 'XY-Wing' })).toEqual(byId);
  });
});

describe('generate: seeds', () => {
  it('the same seed gives the same puzzles; each result seed makes its puzzle again; async = sync', async () => {
    const a = generateSync({ seed: 7, count: 4, level: 'Medium' });
    expect(generateSync({ seed: 7, count: 4, level: 'Medium' })).toEqual(a);
    expect(await generate({ seed: 7, count: 4, level: 'Medium' })).toEqual(a);
    for (const p of a) expect(generateSync({ seed: p.seed, level: 'Medium' })[0]).toEqual(p);
    expect(new Set(a.map((p) => p.puzzle)).size).toBe(4);
    expect(generateSync({ seed: 8, count: 4, level: 'Medium' })).not.toEqual(a);
  });

  it('without a seed, each call draws one (reported in the result)', () => {
    const [a] = generateSync();
    const [b] = generateSync();
    expect(a.puzzle).not.toBe(b.puzzle);
    expect(generateSync({ seed: a.seed })[0]).toEqual(a);
  });
});

describe('generate: budgets and the signal', () => {
  it('an attempt budget that runs out throws a BudgetExhaustedError holding the puzzles made before', () => {
    let error: unknown;
    try {
      generateSync({ seed: 1, count: 3, clues: 17, maxAttempts: 3 });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(GenerateBudgetError);
    expect(error).toBeInstanceOf(BudgetExhaustedError);
    const e = error as GenerateBudgetError;
    expect(e.reason).toBe('nodes');
    expect(e.attempts).toBe(3);
    expect(e.index).toBe(0);
    expect(e.puzzles).toEqual([]);
    expect(e.message).toMatch(/attempt budget exhausted\) after 3 attempts at puzzle 0 \(9×9, 17 clues\)/);
  });

  it('the puzzles before the one that ran out are kept', () => {
    const all = generateSync({ seed: 3, count: 10, level: 'Hard' });
    // the first puzzle that needed more attempts than every one before it
    const k = all.findIndex((p, i) => i > 0 && all.slice(0, i).every((q) => q.attempts < p.attempts));
    expect(k, 'seed 3 has no such puzzle any more; pick another seed').toBeGreaterThan(0);
    const cap = Math.max(...all.slice(0, k).map((p) => p.attempts));
    let error: GenerateBudgetError | undefined;
    try {
      generateSync({ seed: 3, count: 10, level: 'Hard', maxAttempts: cap });
    } catch (e) {
      error = e as GenerateBudgetError;
    }
    expect(error?.index).toBe(k);
    expect(error!.puzzles).toEqual(all.slice(0, k));
  });

  it('a time budget', () => {
    expect(() => generateSync({ seed: 1, clues: 17, timeoutMs: 20 })).toThrow(/time budget exhausted/);
  });

  it('the time budget holds inside an attempt: a 49×49 puzzle (seconds an attempt) stops near it', () => {
    const started = performance.now();
    expect(() => generateSync({ size: 49, seed: 1, timeoutMs: 50 })).toThrow(/time budget exhausted\) after 1 attempt at puzzle 0 \(49×49\)/);
    expect(performance.now() - started).toBeLessThan(3000);
  }, 30_000);

  it('the signal stops a run of many quick puzzles: generate yields between puzzles too', async () => {
    // each of these puzzles is found at its first attempt, so the run has no wait inside a puzzle
    const controller = new AbortController();
    const running = generate({ seed: 1, count: 1000, signal: controller.signal });
    setTimeout(() => controller.abort(), 0);
    const error = await running.then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(GenerateBudgetError);
    expect(error).toMatchObject({ reason: 'aborted' });
    expect((error as GenerateBudgetError).puzzles.length).toBeLessThan(1000);
  });

  it('the signal: aborted before the call, and while the async form runs', async () => {
    await expect(generate({ signal: AbortSignal.abort() })).rejects.toMatchObject({ reason: 'aborted' });
    const controller = new AbortController();
    const running = generate({ seed: 1, clues: 17, timeoutMs: 0, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(running).rejects.toMatchObject({ name: 'GenerateBudgetError', reason: 'aborted' });
  });

  it('the async form gives the event loop turns inside an attempt: a signal aborted by a timer stops one long 25×25 attempt', async () => {
    // One 25×25 attempt takes about a second; aborted 20 ms in, it stops in its first attempt
    // (an async form that yielded only between attempts finished the puzzle and resolved).
    const controller = new AbortController();
    const running = generate({ size: 25, seed: 5, count: 1, timeoutMs: 0, signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(running).rejects.toMatchObject({ name: 'GenerateBudgetError', reason: 'aborted', attempts: 1, puzzles: [] });
    // The shared search the grid's completion held while paused is free again: a sync call uses it.
    expect(generateSync({ size: 16, seed: 2 })[0].puzzle).toHaveLength(256);
  }, 30_000);

  it('async = sync above 9×9 and with a pattern of steps (the same work, paused or not)', async () => {
    expect(await generate({ size: 16, seed: 4, count: 2 })).toEqual(generateSync({ size: 16, seed: 4, count: 2 }));
    expect(await generate({ seed: 9, count: 2, technique: 'x-wing' })).toEqual(generateSync({ seed: 9, count: 2, technique: 'x-wing' }));
  }, 30_000);
});

describe('generate: 4×4 requests', () => {
  it('what singles reach is made; with another technique tried first, that technique is reachable and made', () => {
    expect(generateSync({ size: 4, seed: 1, level: 'Easy', technique: 'naked-single', score: { min: 20 } })[0]).toMatchObject({ level: 'Easy' });
    const [pair] = generateSync({ size: 4, seed: 1, technique: 'naked-pair', techniques: ['naked-pair', 'full-house', 'naked-single', 'hidden-single'] });
    expect(pair.step?.technique).toBe('naked-pair');
  });
});

describe('generate: bad options', () => {
  it.each([
    [{ level: 'Impossible' }, /level: expected 'Easy', 'Medium', 'Hard', 'Unfair' or 'Extreme' \(in any case\), got the string "Impossible"/],
    [{ symmetry: 'spiral' }, /symmetry: expected 'none', 'rotate180', .*, got the string "spiral"/],
    [{ size: 10 }, /size: expected 4, 9, 16, 25, 36, 49 or 64, got the number 10/],
    [{ technique: 'telepathy' }, /technique: expected a technique's id \('x-wing'\), HoDoKu code \('0300'\) or name \('X-Wing'\), got the string "telepathy"/],
    [{ technique: 'x-wing', exclude: ['x-wing'] }, /not in the solver's list/],
    [{ seed: -1 }, /seed: expected an integer from 0 to 4294967295, got the number -1/],
    [{ count: 0 }, /count: expected an integer/],
    [{ clues: 82 }, /clues: expected an integer from 1 to 81/],
    [{ pattern: 'x'.repeat(80) }, /the pattern has 80 cells/],
    [{ pattern: 'x'.repeat(100) }, /^sudoku-wasm: generateSync: the pattern has 100 cells; a board has 16, 81, 256, 625, 1296, 2401, 4096$/],
    [{ pattern: 'x'.repeat(81), clues: 30 }, /a pattern or a clue count, not both/],
    // requests no puzzle can meet are refused at once, not searched until the budget (or for ever)
    [{ clues: 30, symmetry: 'rotate90', timeoutMs: 0 }, /30 clues cannot have the symmetry 'rotate90' on 9×9: its orbits hold 1 or 4 cells/],
    [{ clues: 16, timeoutMs: 0 }, /16 clues: a 9×9 puzzle with one solution has at least 17/],
    [{ size: 4, clues: 3, timeoutMs: 0 }, /3 clues: a 4×4 puzzle with one solution has at least 4/],
    [{ pattern: 'xxx' + '.'.repeat(13), timeoutMs: 0 }, /the pattern's 3 clues: a 4×4 puzzle with one solution has at least 4/],
    [{ pattern: 'x' + '.'.repeat(80), symmetry: 'rotate180' }, /does not have the symmetry 'rotate180'/],
    [{ score: { min: 10, max: 5 } }, /min ≤ max/],
    [{ score: { max: -1 }, timeoutMs: 0 }, /score.max -1: every puzzle scores at least 4/],
    [{ score: { min: 1700 }, level: 'Hard', timeoutMs: 0 }, /score.min 1700 with level 'Hard': a puzzle scoring over 1600 is rated above Hard/],
    [{ score: { max: 100 }, level: 'Extreme', timeoutMs: 0 }, /score.max 100 with level 'Extreme': a puzzle rated Extreme scores at least 500 \(a step of an Extreme technique, or over 1800 in all\)/],
    [{ score: { max: 99 }, level: 'Hard', timeoutMs: 0 }, /score.max 99 with level 'Hard': a puzzle rated Hard scores at least 100/],
    [{ score: { max: 800 }, level: 'Medium', techniques: ['full-house', 'naked-single', 'hidden-single'], timeoutMs: 0 }, /score.max 800 with level 'Medium': a puzzle rated Medium scores at least 801/],
    [{ size: 16, gridMethod: 'uniform' }, /4×4 and 9×9 grids only/],
    [{ size: 16, minimal: true }, /minimal puzzles are made at 4×4 and 9×9 only/],
    [{ size: 36, level: 'Easy' }, /human-style solver, which goes up to 25×25; got 36×36/],
    // values of the wrong type are refused, not taken as absent
    [{ minimal: 'yes' }, /minimal: expected true or false, got the string "yes"/],
    [{ rate: 1 }, /rate: expected true or false, got the number 1/],
    [{ score: 50 }, /score: expected \{ min, max \}, got the number 50/],
    [{ signal: 'stop' }, /generateSync: signal: expected an AbortSignal, got the string "stop"/],
    [{ score: { minimum: 100 } }, /generateSync: score: unknown key 'minimum'; known: min, max/],
    [{ score: { min: Number.NaN } }, /generateSync: score.min: expected a number, got the number NaN/],
    [{ level: 3 }, /generateSync: level: expected 'Easy', .* \(in any case\), got the number 3/],
    [{ technique: 300 }, /generateSync: technique: expected a technique's id .*, got the number 300/],
    // a technique the asked level or score cannot contain: refused at once, not searched until the budget
    [{ technique: 'x-wing', level: 'Easy', timeoutMs: 0 }, /technique 'x-wing' with level 'Easy': a puzzle whose solve path uses it is rated Hard or above/],
    [{ technique: 'x-wing', score: { max: 100 }, timeoutMs: 0 }, /technique 'x-wing' scores 140 a step, more than the 100 asked at most/],
    // singles solve every 4×4 puzzle (bench/logic/four-by-four.mjs): with the singles first, nothing harder is reachable
    [{ size: 4, level: 'Medium', timeoutMs: 0 }, /level 'Medium' on 4×4: every 4×4 puzzle is Easy \(singles solve every 4×4 puzzle\)/],
    [{ size: 4, level: 'Extreme', timeoutMs: 0 }, /level 'Extreme' on 4×4: every 4×4 puzzle is Easy/],
    [{ size: 4, technique: 'naked-pair', timeoutMs: 0 }, /technique 'naked-pair' on 4×4: no 4×4 solve path reaches it \(singles solve every 4×4 puzzle, and they come first\)/],
    [{ size: 4, score: { min: 169 }, timeoutMs: 0 }, /score.min 169 on 4×4: a 4×4 puzzle scores at most 168/],
  ])('%j', (options, message) => {
    expect(() => generateSync(options as never)).toThrow(message);
  });
});

describe('generatePuzzle (the first, plain form)', () => {
  it('generatePuzzle and generateGrid refuse a seed that is not an integer (it was read as 0)', () => {
    expect(() => generatePuzzle(2, { seed: 'x' as never })).toThrow(new TypeError('sudoku-wasm: generatePuzzle: seed: expected an integer, got the string "x"'));
    expect(() => generateGrid(2, { seed: 1.5 })).toThrow(new RangeError('sudoku-wasm: generateGrid: seed: expected an integer, got the number 1.5'));
    expect(generateGrid(2, { seed: 2 ** 32 + 5 }).cells).toEqual(generateGrid(2, { seed: 5 }).cells);
  });

  it('generatePuzzle checks minClues and maxNodesPerCheck (they were used as given)', () => {
    expect(() => generatePuzzle(3, { minClues: '30' as never })).toThrow(new TypeError('sudoku-wasm: generatePuzzle: minClues: expected an integer from 0 to 81, got the string "30"'));
    expect(() => generatePuzzle(3, { minClues: -1 })).toThrow(RangeError);
    expect(() => generatePuzzle(4, { maxNodesPerCheck: 0 })).toThrow(/generatePuzzle: maxNodesPerCheck: expected an integer from 1 to/);
  });

  it('generatePuzzle and generateGrid name the call and show a bad box size as it is (not "[object Object]")', () => {
    expect(() => generateGrid({ seed: 1 } as never)).toThrow(
      new TypeError('sudoku-wasm: generateGrid: n (the box size): expected an integer from 2 to 8, got an object'),
    );
    expect(() => generateGrid('3' as never)).toThrow(
      new TypeError('sudoku-wasm: generateGrid: n (the box size): expected an integer from 2 to 8, got the string "3"'),
    );
    expect(() => generatePuzzle(9)).toThrow(
      new RangeError('sudoku-wasm: generatePuzzle: n (the box size): expected an integer from 2 to 8, got the number 9'),
    );
  });

  it('a unique, minimal puzzle and its solution; minClues stops the removals early', () => {
    const { puzzle, solution } = generatePuzzle(3, { seed: 4 });
    const found = dlxCount(puzzle.cells, 3);
    expect(found.count).toBe(1);
    expect(Array.from(found.solution)).toEqual(Array.from(solution.cells));
    const early = generatePuzzle(3, { seed: 4, minClues: 40 });
    expect(early.puzzle.cells.filter(Boolean)).toHaveLength(40);
    expect(dlxCount(early.puzzle.cells, 3).count).toBe(1);
  });
});
