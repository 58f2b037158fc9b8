/**
 * Makes the generated sets of the variant benchmark (bench/variants/sets/*.jsonl), seeded and
 * reproducible; run once, and the sets are committed so every run measures the same puzzles.
 *
 * Owns: which puzzles each set holds, following ../shared/variants/README.md (how ISS's
 * reference sets were made). The puzzles of the kinds come from the package's generator
 * (`generateVariantSync`, src/variant/generate/, from the local build's dist/): a random grid
 * that obeys the rules, the rules drawn on it, then the givens removed one at a time in random
 * order while the puzzle stays unique (minimal); killer: no givens where the cages alone are
 * unique, otherwise up to 3 (each placed where another solution differs from the grid), each
 * kept only if needed; non-consecutive: minimal puzzles with 6–8 givens (`clues`). Made here:
 * no-solution: a minimal puzzle of each kind in turn with one given added that contradicts its
 * solution without repeating a digit in a house; several-solution: one given removed from a
 * minimal puzzle (killer: a cage's sum removed).
 *
 * Puzzle k of a set depends only on the seed, the set and k (its own random stream, handed to
 * the generator as its seed and taken back from its `nextSeed`), and on counts; except killer
 * puzzles that need givens, where a given goes where the engine's first solution differs from
 * the grid (so a change of the engine's search order can change those).
 *
 * Line: `{ "id": "x-001", "count": 1, "solution": "…", "puzzle": { VariantPuzzle } }` (`kind`
 * for the no-solution and several-solution sets; `solution` only when `count` is 1).
 *
 *   node bench/variants/make-sets.mjs                       every set
 *   node bench/variants/make-sets.mjs --sets x,killer --count 3 --dry
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { list, parseArgs, positiveNumber } from '../lib/args.mjs';
import { seededRandom, shuffled as shuffle } from '../lib/sample.mjs';
import { loadVariantLibrary } from './lib/engines.mjs';
import { checkSolution, housesOf } from './lib/check.mjs';
import { SETS_DIR, setFile } from './lib/sets.mjs';

const N = 9;

/** The kinds of puzzle: the generator's rule family, and the given range where one is asked. */
const KINDS = {
  x: { size: 100, rules: 'x' },
  windoku: { size: 100, rules: 'windoku' },
  jigsaw: { size: 100, rules: 'jigsaw' },
  'anti-knight': { size: 100, rules: 'antiKnight' },
  'anti-king': { size: 100, rules: 'antiKing' },
  'non-consecutive': { size: 100, rules: 'nonConsecutive', clues: { min: 6, max: 8 } },
  killer: { size: 100, rules: 'killer' },
  thermo: { size: 100, rules: 'thermo' },
  kropki: { size: 50, rules: 'kropki' },
  xv: { size: 50, rules: 'xv' },
  arrow: { size: 50, rules: 'arrow' },
};
const KIND_IDS = Object.keys(KINDS);
/** Sets made from other kinds' puzzles. */
const DERIVED = { 'no-solution': { size: 50, make: makeNoSolution }, several: { size: 50, make: makeSeveral } };
const ALL = [...KIND_IDS, ...Object.keys(DERIVED)];

const { options } = parseArgs(process.argv.slice(2), new Set(['dry', 'help']));
if (options.help) {
  console.log('usage: node bench/variants/make-sets.mjs [--sets x,killer,…] [--count k] [--seed 2026] [--dry]');
  console.log(`sets: ${ALL.join(', ')}; --dry prints the lines instead of writing bench/variants/sets/`);
  process.exit(0);
}
const seed = options.seed ? Number(options.seed) : 2026;
const only = options.sets ? list(options.sets) : ALL;
for (const id of only) if (!ALL.includes(id)) throw new Error(`--sets: unknown set ${id} (known: ${ALL.join(', ')})`);
const lib = await loadVariantLibrary();
let counts = 0;
const count = (puzzle) => (counts++, lib.countSolutions(puzzle, 2));

mkdirSync(SETS_DIR, { recursive: true });
for (const id of only) {
  const size = options.count ? positiveNumber(options.count, 'count') : (KINDS[id] ?? DERIVED[id]).size;
  const lines = [];
  const t0 = performance.now();
  for (let k = 0; k < size; k++) {
    const rng = seededRandom(streamSeed(seed, id, k));
    const made = DERIVED[id] ? DERIVED[id].make(rng, k) : makeOf(id, rng);
    const entry = { id: `${id}-${String(k + 1).padStart(3, '0')}`, ...made };
    verifyEntry(entry);
    lines.push(JSON.stringify(entry));
    const givens = [...entry.puzzle.givens].filter((c) => c !== '.').length;
    process.stderr.write(`\r${id} ${k + 1}/${size}: ${givens} givens, ${counts} counts, ${((performance.now() - t0) / 1000).toFixed(1)} s   `);
  }
  process.stderr.write('\n');
  if (options.dry) console.log(lines.join('\n'));
  else writeFileSync(setFile(id), `${lines.join('\n')}\n`);
}

/** A seed for puzzle k of set `id`: FNV-1a over the three. */
function streamSeed(base, id, k) {
  let h = 0x811c9dc5;
  for (const ch of `${base}/${id}/${k}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return h >>> 0;
}

/** Puzzle of kind `id` from the package's generator, drawn from `rng`'s stream (which goes on where the generator left it). */
function makeOf(id, rng) {
  const made = lib.generateVariantSync({ rules: KINDS[id].rules, seed: rng.state, clues: KINDS[id].clues, timeoutMs: 0 });
  rng.state = made.nextSeed;
  counts += made.checks;
  return { count: 1, solution: made.solution, puzzle: made.puzzle };
}

/** A minimal puzzle of each kind in turn, with a given added that contradicts its solution. */
function makeNoSolution(rng, k) {
  const kind = KIND_IDS[k % KIND_IDS.length];
  const { puzzle, solution } = makeOf(kind, rng);
  const houses = housesOf(puzzle);
  for (const cell of shuffle(rng, Array.from({ length: N * N }, (_, i) => i))) {
    if (puzzle.givens[cell] !== '.') continue;
    const seen = new Set();
    for (const h of houses) if (h.includes(cell)) for (const c of h) seen.add(puzzle.givens[c]);
    const digits = shuffle(rng, ['1', '2', '3', '4', '5', '6', '7', '8', '9'].filter((d) => d !== solution[cell] && !seen.has(d)));
    if (!digits.length) continue;
    const broken = { ...puzzle, givens: puzzle.givens.slice(0, cell) + digits[0] + puzzle.givens.slice(cell + 1) };
    if ((count(broken)) === 0) return { kind, count: 0, puzzle: broken };
  }
  throw new Error(`no-solution ${k}: no cell could take a contradicting given`);
}

/** A minimal puzzle of each kind in turn with one given removed (killer without givens: a sum; kropki and XV: a mark or the negative rule). */
function makeSeveral(rng, k) {
  // a puzzle whose every given and every sum is needed by another rule's clues can stay unique
  // with any one of them gone: take the next puzzle of the kind then
  for (let attempt = 0; attempt < 5; attempt++) {
    const found = loosenOne(rng, KIND_IDS[k % KIND_IDS.length]);
    if (found) return found;
  }
  throw new Error(`several ${k}: nothing to remove gave two solutions, on 5 puzzles`);
}

/** `kind`'s next minimal puzzle with one given or one cage sum removed, if that leaves two solutions. */
function loosenOne(rng, kind) {
  const { puzzle } = makeOf(kind, rng);
  const givenCells = shuffle(rng, Array.from({ length: N * N }, (_, i) => i).filter((i) => puzzle.givens[i] !== '.'));
  for (const cell of givenCells) {
    const loose = { ...puzzle, givens: `${puzzle.givens.slice(0, cell)}.${puzzle.givens.slice(cell + 1)}` };
    if ((count(loose)) === 2) return { kind, count: 2, puzzle: loose };
  }
  const order = shuffle(rng, puzzle.constraints.map((_, i) => i).filter((i) => puzzle.constraints[i].type === 'killer'));
  for (const i of order) {
    const constraints = puzzle.constraints.map((c, j) => (j === i ? { type: 'killer', cells: c.cells } : c));
    const loose = { ...puzzle, constraints };
    if ((count(loose)) === 2) return { kind, count: 2, puzzle: loose };
  }
  // no given and no cage (kropki, XV: every mark drawn, a negative rule): one rule less
  for (const i of shuffle(rng, puzzle.constraints.map((_, j) => j))) {
    const loose = { ...puzzle, constraints: puzzle.constraints.filter((_, j) => j !== i) };
    if ((count(loose)) === 2) return { kind, count: 2, puzzle: loose };
  }
  return undefined;
}

/** The bench's own checker agrees with what the generator claims. */
function verifyEntry(entry) {
  if (entry.count === 1) {
    const bad = checkSolution(entry.puzzle, entry.solution);
    if (bad) throw new Error(`${entry.id}: the generated solution breaks a rule: ${bad}`);
  }
}
