/**
 * The engines bench/variants.mjs measures, and how a Node worker loads one.
 *
 * Owns: the engine ids (in table order), which process runs each (`node` worker or `python`
 * worker), and loading a Node engine's adapter. Does not own: measuring (../worker.mjs,
 * ../peers/pencilmark_worker.py) or the Python environment (./pencilmark-env.mjs).
 *
 * Node adapter shape: `{ id, name, package, version, license, reportsGuesses, ours?,
 * prepare(entry) → input, count(input) → { count, solution?, guesses? } }`; `prepare` is
 * untimed and throws an error named `UnsupportedRule` for a rule the engine cannot express;
 * `count` is the timed call, counting to 2.
 */
import { importDist, localVersion } from '../../ours.mjs';
import { toFpuzzles } from './fpuzzles.mjs';

/** Engine ids in table order, and the process each runs in. */
export const ENGINES = [
  { id: 'ours', runtime: 'node' },
  { id: 'lisudoku-solver', runtime: 'node' },
  { id: 'pencilmark', runtime: 'python' },
];

/** A small X puzzle (both diagonals, minimal givens), to ask a build whether it reads variants. */
const PROBE = {
  version: 1,
  size: 9,
  givens: '....68..3...3.4....5...1....85..........29...2..........4..........3.....71....2.',
  constraints: [{ type: 'diagonal', direction: 'main' }, { type: 'diagonal', direction: 'anti' }],
};

/**
 * The local build's library, when it has the variant engine: `parseVariant` exported, and
 * `validate` (given f-puzzles JSON text) and `countSolutions` (given the model) both count the
 * probe's one solution. Otherwise an error that says what is missing.
 */
export async function loadVariantLibrary() {
  const dist = await importDist();
  if (!dist.available) throw new Error(dist.reason);
  const lib = dist.module;
  if (typeof lib.parseVariant !== 'function') {
    throw new Error('this build has no variant engine yet (dist/index.js does not export parseVariant)');
  }
  let verdict;
  let count;
  try {
    verdict = lib.validate(JSON.stringify(toFpuzzles(PROBE)));
    count = lib.countSolutions(PROBE, 2);
  } catch (err) {
    throw new Error(`this build does not count variant puzzles yet (${String(err.message).split('\n')[0]})`);
  }
  if (verdict.status !== 'unique' || count !== 1) {
    throw new Error(`this build does not count variant puzzles yet (validate: ${verdict.status}, countSolutions: ${count})`);
  }
  return lib;
}

/**
 * Our engine: the local build's `validate` (count to 2, with guesses and the first solution),
 * given the f-puzzles JSON text, as a user's call would be.
 */
async function loadOurs() {
  const lib = await loadVariantLibrary();
  return {
    id: 'ours',
    name: 'sudoku-wasm',
    package: 'sudoku-wasm (this repo, local dist/)',
    version: localVersion(),
    license: 'MIT',
    reportsGuesses: true,
    ours: true,
    prepare: (entry) => entry.fpuzzles,
    count(text) {
      const v = lib.validate(text);
      if (v.status === 'invalid') throw v.error;
      return { count: v.count, solution: v.solution, guesses: v.guesses };
    },
  };
}

/**
 * @param {string} id a Node engine id of {@link ENGINES}
 * @returns {Promise<object>} its adapter
 */
export async function loadEngine(id) {
  if (id === 'ours') return loadOurs();
  if (id === 'lisudoku-solver') return (await import('../peers/lisudoku.mjs')).default;
  throw new Error(`no Node engine ${id}`);
}
