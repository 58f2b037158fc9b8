/**
 * Makes the generated sets of the variant benchmark (bench/variants/sets/*.jsonl), seeded and
 * reproducible; run once, and the sets are committed so every run measures the same puzzles.
 *
 * Owns: how each set is made, following ../shared/variants/README.md (how ISS's reference sets
 * were made): a random grid that obeys the rules, the rules drawn on it (./gen/shapes.mjs), then
 * the givens removed one at a time in random order while the puzzle stays unique (minimal);
 * killer: no givens where the cages alone are unique, otherwise up to 3 (each placed where
 * another solution differs from the grid), each kept only if needed; non-consecutive: minimal puzzles with 6–8 givens (others are drawn again); no-solution:
 * a minimal puzzle of each kind in turn with one given added that contradicts its solution
 * without repeating a digit in a house; several-solution: one given removed from a minimal
 * puzzle (killer: a cage's sum removed). Does not own: the grids and shapes (./gen/) or the
 * counter (./gen/counters.mjs).
 *
 * Puzzle k of a set depends only on the seed, the set and k (its own random stream), and on
 * counts, so any correct counter remakes the same file; except killer puzzles that need givens,
 * where a given goes where the counter's first solution differs from the grid (ours: the sets
 * are made with it).
 *
 * Line: `{ "id": "x-001", "count": 1, "solution": "…", "puzzle": { VariantPuzzle } }` (`kind`
 * for the no-solution and several-solution sets; `solution` only when `count` is 1).
 *
 *   node bench/variants/make-sets.mjs                       every set (counter: ours)
 *   node bench/variants/make-sets.mjs --sets x,killer --count 3 --counter pencilmark --dry
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { list, parseArgs, positiveNumber } from '../lib/args.mjs';
import { seededRandom } from '../lib/sample.mjs';
import { checkSolution, housesOf, regionLabels } from './lib/check.mjs';
import { SETS_DIR, setFile } from './lib/sets.mjs';
import { makeCounter } from './gen/counters.mjs';
import { between, randomGrid, shuffle } from './gen/grid.mjs';
import { allKropkiDots, allXV, arrows, jigsawRegions, killerCages, thermometers } from './gen/shapes.mjs';

const N = 9;
const EMPTY = '.'.repeat(N * N);
const WINDOWS = [[1, 1], [1, 5], [5, 1], [5, 5]].map(([r, c]) =>
  Array.from({ length: 9 }, (_, k) => (r + Math.floor(k / 3)) * N + c + (k % 3)));

/**
 * The kinds of puzzle, each `make(rng, counter)` → `{ puzzle, solution }` or null (drawn again).
 * `rules(rng)` gives the base rules the grid must obey.
 */
const KINDS = {
  x: { size: 100, rules: () => ({ constraints: [{ type: 'diagonal', direction: 'main' }, { type: 'diagonal', direction: 'anti' }] }) },
  windoku: { size: 100, rules: () => ({ constraints: WINDOWS.map((cells) => ({ type: 'extraRegion', cells })) }) },
  jigsaw: { size: 100, rules: (rng) => ({ regions: jigsawRegions(rng, N, regionLabels(N)), constraints: [] }) },
  'anti-knight': { size: 100, rules: () => ({ constraints: [{ type: 'antiKnight' }] }) },
  'anti-king': { size: 100, rules: () => ({ constraints: [{ type: 'antiKing' }] }) },
  'non-consecutive': { size: 100, givens: [6, 8], rules: () => ({ constraints: [{ type: 'nonConsecutive' }] }) },
  killer: { size: 100, make: makeKiller },
  thermo: { size: 100, draw: (rng, grid) => thermometers(rng, N, grid, between(rng, 6, 10))?.map((cells) => ({ type: 'thermometer', cells })) },
  kropki: { size: 50, draw: (rng, grid) => [...allKropkiDots(rng, N, grid), { type: 'nonConsecutive' }, { type: 'negativeBlack' }] },
  xv: { size: 50, draw: (rng, grid) => [...allXV(N, grid), { type: 'negativeXV' }] },
  arrow: { size: 50, draw: (rng, grid) => arrows(rng, N, grid, between(rng, 6, 10))?.map((a) => ({ type: 'arrow', ...a })) },
};
const KIND_IDS = Object.keys(KINDS);
/** Sets made from other kinds' puzzles. */
const DERIVED = { 'no-solution': { size: 50, make: makeNoSolution }, several: { size: 50, make: makeSeveral } };
const ALL = [...KIND_IDS, ...Object.keys(DERIVED)];

const { options } = parseArgs(process.argv.slice(2), new Set(['dry']));
const seed = options.seed ? Number(options.seed) : 2026;
const only = options.sets ? list(options.sets) : ALL;
for (const id of only) if (!ALL.includes(id)) throw new Error(`--sets: unknown set ${id} (known: ${ALL.join(', ')})`);
const counter = await makeCounter(options.counter ?? 'ours');
let counts = 0;
const count = (puzzle) => (counts++, counter.count(puzzle));

mkdirSync(SETS_DIR, { recursive: true });
for (const id of only) {
  const size = options.count ? positiveNumber(options.count, 'count') : (KINDS[id] ?? DERIVED[id]).size;
  const lines = [];
  const t0 = performance.now();
  for (let k = 0; k < size; k++) {
    const rng = seededRandom(streamSeed(seed, id, k));
    const made = await (DERIVED[id] ? DERIVED[id].make(rng, k) : makeOf(id, rng));
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
counter.close();

/** A seed for puzzle k of set `id`: FNV-1a over the three. */
function streamSeed(base, id, k) {
  let h = 0x811c9dc5;
  for (const ch of `${base}/${id}/${k}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return h >>> 0;
}

/** Puzzle of kind `id`, drawing again until one is made. */
async function makeOf(id, rng) {
  for (;;) {
    const made = await (KINDS[id].make ?? makeMinimal)(rng, KINDS[id]);
    if (made) return { count: 1, ...made };
  }
}

/** Grid, rules, all givens, then givens removed in random order while unique. */
async function makeMinimal(rng, kind) {
  let puzzle;
  let grid;
  if (kind.rules) {
    puzzle = { version: 1, size: N, givens: EMPTY, ...kind.rules(rng) };
    grid = randomGrid(rng, puzzle);
  } else {
    puzzle = { version: 1, size: N, givens: EMPTY, constraints: [] };
    grid = randomGrid(rng, puzzle);
    const drawn = grid && kind.draw(rng, grid);
    if (!drawn) return null;
    puzzle.constraints = drawn;
  }
  if (!grid) return null;
  const givens = await minimise(rng, puzzle, grid, Array.from({ length: N * N }, (_, i) => i));
  const kept = givens.filter((c) => c !== '.').length;
  if (kind.givens && (kept < kind.givens[0] || kept > kind.givens[1])) return null;
  return { solution: grid, puzzle: { ...puzzle, givens: givens.join('') } };
}

/** `cells` (given) removed one at a time in random order while the puzzle stays unique. */
async function minimise(rng, puzzle, grid, cells) {
  const givens = Array.from(EMPTY);
  for (const c of cells) givens[c] = grid[c];
  for (const c of shuffle(rng, cells.slice())) {
    givens[c] = '.';
    if ((await count({ ...puzzle, givens: givens.join('') })) !== 1) givens[c] = grid[c];
  }
  return givens;
}

/** Killer: cages covering a random grid; givens only if needed (at most 3, each necessary). */
async function makeKiller(rng) {
  const grid = randomGrid(rng, { size: N, givens: EMPTY, constraints: [] });
  const cages = grid && killerCages(rng, N, grid);
  if (!cages) return null;
  const puzzle = { version: 1, size: N, givens: EMPTY, constraints: cages.map(({ cells, sum }) => ({ type: 'killer', cells, sum })) };
  const added = [];
  const givens = Array.from(EMPTY);
  for (;;) {
    counts++;
    const { count: found, solution } = await counter.answer({ ...puzzle, givens: givens.join('') });
    if (found === 1) break;
    if (added.length === 3) return null;
    // A cell where another solution differs from the grid rules that solution out.
    const free = Array.from({ length: N * N }, (_, i) => i).filter((i) => givens[i] === '.');
    const differ = solution && solution !== grid ? free.filter((i) => solution[i] !== grid[i]) : [];
    const cell = (differ.length ? differ : free)[Math.floor(rng() * (differ.length || free.length))];
    added.push(cell);
    givens[cell] = grid[cell];
  }
  const kept = added.length ? await minimise(rng, puzzle, grid, added) : givens;
  return { solution: grid, puzzle: { ...puzzle, givens: kept.join('') } };
}

/** A minimal puzzle of each kind in turn, with a given added that contradicts its solution. */
async function makeNoSolution(rng, k) {
  const kind = KIND_IDS[k % KIND_IDS.length];
  const { puzzle, solution } = await makeOf(kind, rng);
  const houses = housesOf(puzzle);
  for (const cell of shuffle(rng, Array.from({ length: N * N }, (_, i) => i))) {
    if (puzzle.givens[cell] !== '.') continue;
    const seen = new Set();
    for (const h of houses) if (h.includes(cell)) for (const c of h) seen.add(puzzle.givens[c]);
    const digits = shuffle(rng, ['1', '2', '3', '4', '5', '6', '7', '8', '9'].filter((d) => d !== solution[cell] && !seen.has(d)));
    if (!digits.length) continue;
    const broken = { ...puzzle, givens: puzzle.givens.slice(0, cell) + digits[0] + puzzle.givens.slice(cell + 1) };
    if ((await count(broken)) === 0) return { kind, count: 0, puzzle: broken };
  }
  throw new Error(`no-solution ${k}: no cell could take a contradicting given`);
}

/** A minimal puzzle of each kind in turn with one given removed (killer without givens: a sum; kropki and XV: a mark or the negative rule). */
async function makeSeveral(rng, k) {
  // a puzzle whose every given and every sum is needed by another rule's clues can stay unique
  // with any one of them gone: take the next puzzle of the kind then
  for (let attempt = 0; attempt < 5; attempt++) {
    const found = await loosenOne(rng, KIND_IDS[k % KIND_IDS.length]);
    if (found) return found;
  }
  throw new Error(`several ${k}: nothing to remove gave two solutions, on 5 puzzles`);
}

/** `kind`'s next minimal puzzle with one given or one cage sum removed, if that leaves two solutions. */
async function loosenOne(rng, kind) {
  const { puzzle } = await makeOf(kind, rng);
  const givenCells = shuffle(rng, Array.from({ length: N * N }, (_, i) => i).filter((i) => puzzle.givens[i] !== '.'));
  for (const cell of givenCells) {
    const loose = { ...puzzle, givens: `${puzzle.givens.slice(0, cell)}.${puzzle.givens.slice(cell + 1)}` };
    if ((await count(loose)) === 2) return { kind, count: 2, puzzle: loose };
  }
  const order = shuffle(rng, puzzle.constraints.map((_, i) => i).filter((i) => puzzle.constraints[i].type === 'killer'));
  for (const i of order) {
    const constraints = puzzle.constraints.map((c, j) => (j === i ? { type: 'killer', cells: c.cells } : c));
    const loose = { ...puzzle, constraints };
    if ((await count(loose)) === 2) return { kind, count: 2, puzzle: loose };
  }
  // no given and no cage (kropki, XV: every mark drawn, a negative rule): one rule less
  for (const i of shuffle(rng, puzzle.constraints.map((_, j) => j))) {
    const loose = { ...puzzle, constraints: puzzle.constraints.filter((_, j) => j !== i) };
    if ((await count(loose)) === 2) return { kind, count: 2, puzzle: loose };
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
