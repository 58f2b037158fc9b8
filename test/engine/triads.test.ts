/**
 * The triad rule and configuration branching (assembly/fast9/triads.ts and configs.ts, and the
 * TypeScript twin): they must never change an answer, they must prune, and once they are on
 * the WebAssembly builds must make exactly the twin's guesses. On the fixture file, so this
 * holds on a fresh clone too (the benchmark sets in ../shared are cross-checked elsewhere).
 */
import { describe, expect, it } from 'vitest';
import { Fast9Search, HARD_OPEN_CELLS, STRONG_AFTER } from '../../src/engine/fast9-ts/search';
import { BACKENDS, runBatch } from '../support/backends';
import { readFixtures } from '../support/fixtures';

const fixtures = readFixtures('fast9.txt');
const CAP = 1000;

/** Counts, first solutions and guesses of every fixture with the twin switched at `strongAfter`
 *  (Infinity: never, the hard-puzzle switch off too), or at `hardOpenCells` open cells. */
function twinRun(strongAfter: number, limit: number, hardOpenCells = strongAfter === Infinity ? Infinity : HARD_OPEN_CELLS) {
  const search = new Fast9Search(strongAfter, hardOpenCells);
  const out = new Uint8Array(81);
  return fixtures.map((f) => {
    const count = search.count(f.cells, 0, limit, out, 0);
    return { count, solution: out.join(''), guesses: search.guesses };
  });
}

describe('triad rule and configuration branching', () => {
  it.each([0, STRONG_AFTER, Infinity])('change no count and no unique solution (on after %s guesses)', (after) => {
    for (const limit of [2, CAP]) {
      twinRun(after, limit).forEach((run, i) => {
        const f = fixtures[i];
        expect(run.count, `line ${f.line}, limit ${limit}`).toBe(Math.min(f.count, limit));
        if (f.solution) expect(run.solution, `line ${f.line}`).toBe(f.solution);
      });
    }
  });

  it('prune: fewer guesses on the fixtures when on from the start than never', () => {
    const total = (after: number) => twinRun(after, 2).reduce((sum, run) => sum + run.guesses, 0);
    const on = total(0);
    const off = total(Infinity);
    expect(on).toBeLessThan(off * 0.9);
  });

  it('join in from the start on fixtures that look hard at the root, which changes their guesses', () => {
    const withSwitch = twinRun(STRONG_AFTER, 2);
    const without = twinRun(STRONG_AFTER, 2, Infinity);
    let changed = 0;
    withSwitch.forEach((run, i) => {
      expect(run.count, `line ${fixtures[i].line}`).toBe(without[i].count);
      if (run.guesses !== without[i].guesses) changed++;
    });
    expect(changed).toBeGreaterThanOrEqual(5);
  });

  it('switch by guesses where the root does not look hard: moved one guess either way, the twin guesses otherwise', () => {
    const at = twinRun(STRONG_AFTER, 2);
    const earlier = twinRun(STRONG_AFTER - 1, 2);
    const later = twinRun(STRONG_AFTER + 1, 2);
    expect(at.filter((run, i) => run.guesses !== earlier[i].guesses).length).toBeGreaterThanOrEqual(3);
    expect(at.filter((run, i) => run.guesses !== later[i].guesses).length).toBeGreaterThanOrEqual(3);
  });

  it('are reached by several fixtures, where every build makes the twin\'s guesses', () => {
    const twin = twinRun(STRONG_AFTER, 2);
    expect(twin.filter((run) => run.guesses > STRONG_AFTER).length).toBeGreaterThanOrEqual(10);
    for (const backend of BACKENDS) {
      const { counts, guesses } = runBatch(backend.create(), fixtures.map((f) => f.cells), 2);
      twin.forEach((run, i) => {
        expect(counts[i], `${backend.name}, line ${fixtures[i].line}`).toBe(run.count);
        expect(guesses[i], `${backend.name}, line ${fixtures[i].line}`).toBe(run.guesses);
      });
    }
  });
});
