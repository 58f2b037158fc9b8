/**
 * The effect of the pre-pass, measured (printed, never asserted: timings depend on the
 * machine). For samples of forum_hardest_1106 and magictour_top1465, both TypeScript engines
 * count to 2 without and with the pre-pass (the search then starts from its cells and
 * candidates); the table gives nodes/puzzle, search µs/puzzle, and the pre-pass's own
 * µs/puzzle and what it did. Only the answers are asserted: one solution, the same either way.
 *
 * Default: 100 puzzles per set. `PREPASS_MEASURE=all` takes every puzzle (the numbers in the
 * header of src/prepass/index.ts come from such a run):
 *   PREPASS_MEASURE=all npx vitest run test/prepass/measure.test.ts
 */
import { performance } from 'node:perf_hooks';
import { expect, it } from 'vitest';
import { createBitmaskSearch } from '../../src/engine/bitmask-ts/index';
import { createDlxSearch } from '../../src/engine/dlx-ts/index';
import { prepass, type PrepassResult } from '../../src/prepass/index';
import { readPuzzleLines, sample } from '../support/puzzle-sets';
import { describeShared } from '../support/shared';
import { runSearch } from './support';

const ALL = process.env.PREPASS_MEASURE === 'all';
const PER_SET = ALL ? Number.MAX_SAFE_INTEGER : 100;
/** Pre-pass runs per puzzle when timing it (it is short). */
const REPEAT = 20;

describeShared('prepass effect (printed)', (dir) => {
  const engines = [createBitmaskSearch(), createDlxSearch()];

  for (const file of ['forum_hardest_1106.txt', 'magictour_top1465.txt']) {
    it(`${file}: nodes and time without and with the prepass`, { timeout: ALL ? 600_000 : 60_000 }, () => {
      const puzzles = sample(readPuzzleLines(dir, file), PER_SET);
      const results: PrepassResult[] = puzzles.map((p) => prepass(3, p));

      // The pre-pass alone, after a warm-up.
      for (const p of puzzles.slice(0, 50)) for (let k = 0; k < REPEAT; k++) prepass(3, p);
      let t = performance.now();
      for (const p of puzzles) for (let k = 0; k < REPEAT; k++) prepass(3, p);
      const prepassUs = ((performance.now() - t) * 1000) / (puzzles.length * REPEAT);

      const lines = [
        `${file}: ${puzzles.length} puzzles, count to 2`,
        `  prepass: ${prepassUs.toFixed(1)} µs/puzzle; per puzzle ${summary(results)}`,
      ];
      for (const search of engines) {
        for (const p of puzzles.slice(0, 20)) runSearch(search, 3, p, 2); // warm-up
        let nodesWithout = 0;
        let nodesWith = 0;
        let msWithout = 0;
        let msWith = 0;
        for (let i = 0; i < puzzles.length; i++) {
          t = performance.now();
          const plain = runSearch(search, 3, puzzles[i], 2);
          msWithout += performance.now() - t;
          t = performance.now();
          const pre = runSearch(search, 3, results[i].cells, 2, results[i].candidates);
          msWith += performance.now() - t;
          expect(plain.count).toBe(1);
          expect(pre.count).toBe(1);
          expect(pre.solution).toEqual(plain.solution);
          nodesWithout += plain.nodes;
          nodesWith += pre.nodes;
        }
        const k = puzzles.length;
        lines.push(
          `  ${search.name.padEnd(10)} nodes/puzzle ${(nodesWithout / k).toFixed(1)} → ${(nodesWith / k).toFixed(1)}` +
            ` (${pct(nodesWith, nodesWithout)}); search µs/puzzle ${((msWithout * 1000) / k).toFixed(0)} → ${((msWith * 1000) / k).toFixed(0)}` +
            ` (+ prepass ${prepassUs.toFixed(0)})`,
        );
      }
      console.log(lines.join('\n'));
    });
  }
});

function summary(results: readonly PrepassResult[]): string {
  const k = results.length;
  const avg = (f: (r: PrepassResult) => number) => (results.reduce((s, r) => s + f(r), 0) / k).toFixed(2);
  return (
    `placed ${avg((r) => r.placed)} (naked ${avg((r) => r.steps.nakedSingles)}, hidden ${avg((r) => r.steps.hiddenSingles)}), ` +
    `eliminated ${avg((r) => r.eliminated)} (pairs ${avg((r) => r.steps.nakedPairs)}, triples ${avg((r) => r.steps.nakedTriples)}), ` +
    `rounds ${avg((r) => r.rounds)}, solved ${results.filter((r) => r.cells.every((v) => v !== 0)).length}/${k}`
  );
}

function pct(after: number, before: number): string {
  const change = before === 0 ? 0 : (100 * (after - before)) / before;
  return `${change >= 0 ? '+' : ''}${change.toFixed(1)}%`;
}
