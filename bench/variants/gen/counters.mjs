/**
 * Solution counters (to 2) for the set generator: `count(puzzle) → Promise<0 | 1 | 2>`.
 *
 * Owns: three interchangeable counters: `ours` (the local build's `countSolutions`, the fast one
 * the sets are meant to be made with), `pencilmark` (a persistent Python process, one f-puzzles
 * line in, one count out) and `lisudoku-solver` (in process). Does not own: what is counted
 * (../make-sets.mjs).
 *
 * The generator decides from counts only, so any correct counter makes the same sets from the
 * same seed, except the killer set: there a given is added where the counter's first solution
 * differs from the grid (ours reports it; with the peers the cell is drawn at random), so that
 * set is the one our engine makes. The peers are far slower: they are for trying the generator
 * on a few puzzles.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { loadVariantLibrary } from '../lib/engines.mjs';
import { toFpuzzles } from '../lib/fpuzzles.mjs';
import { pencilmarkPython } from '../lib/pencilmark-env.mjs';

/**
 * @returns {Promise<{ name: string, count(puzzle: object): Promise<number>,
 *   answer(puzzle: object): Promise<{ count: number, solution: string | null }>, close(): void }>}
 *   `answer` also gives the first solution found, where the counter reports one (ours only)
 */
export async function makeCounter(name) {
  if (name === 'ours') {
    const lib = await loadVariantLibrary();
    return {
      name,
      count: async (puzzle) => lib.countSolutions(puzzle, 2),
      answer: async (puzzle) => {
        const v = lib.validate(puzzle);
        return { count: v.count, solution: v.solution ?? null };
      },
      close() {},
    };
  }
  if (name === 'lisudoku-solver') {
    const lis = (await import('../peers/lisudoku.mjs')).default;
    const count = async (puzzle) => Math.min(2, lis.count(lis.prepare({ puzzle })).count);
    return { name, count, answer: async (puzzle) => ({ count: await count(puzzle), solution: null }), close() {} };
  }
  if (name === 'pencilmark') return pencilmarkCounter();
  throw new Error(`unknown counter ${name} (ours, pencilmark, lisudoku-solver)`);
}

const SERVER = `
import json, sys
from pencilmark import cbackend
from pencilmark.sources import fpuzzles
for line in sys.stdin:
    p, _ = fpuzzles.translate(json.loads(line), fetch=False)
    p.finalize()
    print(min(2, len(cbackend.brute_solve(p, limit=2, node_limit=2**62))), flush=True)
`;

function pencilmarkCounter() {
  const env = pencilmarkPython((line) => console.error(`[pencilmark] ${line}`));
  if (env.missing) throw new Error(env.missing);
  const child = spawn(env.python, ['-c', SERVER], { stdio: ['pipe', 'pipe', 'inherit'] });
  const waiting = [];
  createInterface({ input: child.stdout }).on('line', (line) => waiting.shift()(Number(line)));
  const count = (puzzle) =>
    new Promise((resolve) => {
      waiting.push(resolve);
      child.stdin.write(`${JSON.stringify(toFpuzzles(puzzle))}\n`);
    });
  return {
    name: 'pencilmark',
    count,
    answer: async (puzzle) => ({ count: await count(puzzle), solution: null }),
    close: () => child.stdin.end(),
  };
}
