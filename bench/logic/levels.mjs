/**
 * Level distributions on both scales (issue 20): how `rate` grades a puzzle set on HoDoKu's
 * scale (level, hardest technique family) and on Sudoku Explainer's (ER in bands), as markdown.
 *
 *   node bench/logic/levels.mjs [DIST] [SET COUNT]...   (default: magictour_top1465.txt all,
 *                                                        17_clue.txt 10000)
 *
 * Owns: counting and printing only; the ratings are the package's `rate` (DIST, default dist/).
 * Sets are read from ../shared/puzzles; a missing one is skipped, saying so.
 */
import { resolve } from 'node:path';
import { loadPuzzles, sharedPuzzleFile } from '../lib/puzzles.mjs';

const dist = resolve(process.argv[2] ?? 'dist');
const pairs = process.argv.slice(3);
const sets = pairs.length >= 2 ? pairs.reduce((a, x, i) => (i % 2 === 0 ? [...a, [x, Number(pairs[i + 1])]] : a), []) : [['magictour_top1465.txt', Infinity], ['17_clue.txt', 10_000]];
const { rate, LEVELS } = await import(dist + '/index.js');

/** SE's ER bands, with what a puzzle in them needs (SE 1.2.1's table). */
const SE_BANDS = [
  [1.0, 1.5, 'last value, hidden singles (1.2 in a box, 1.5 in a line)'],
  [1.6, 2.5, 'direct pointing, claiming, hidden pair and triple; naked single (2.3)'],
  [2.6, 4.0, 'intersections, pairs, X-wing, triples, swordfish'],
  [4.1, 5.9, 'XY/XYZ-wing, uniqueness, quadruples, jellyfish, BUG'],
  [6.0, 6.9, 'aligned pair exclusion, X-cycles, Y-cycles, forcing X-chains'],
  [7.0, 8.4, 'forcing chains, Nishio, cell and region forcing chains'],
  [8.5, 9.4, 'dynamic forcing chains (with and without +)'],
  [9.5, 10.9, 'nested forcing chains, first levels'],
  [11.0, 99, 'nested forcing chains, deeper (the hardest known)'],
];

for (const [set, count] of sets) {
  const file = sharedPuzzleFile(set);
  if (file === null) {
    console.error(`levels: skipped ${set}, not in shared/puzzles`);
    continue;
  }
  const lines = loadPuzzles(file).slice(0, count);
  const levels = new Map(LEVELS.map(({ level }) => [level, 0]));
  const bands = SE_BANDS.map(() => 0);
  let guesses = 0;
  const t0 = performance.now();
  for (const line of lines) {
    const h = rate(line);
    levels.set(h.level, levels.get(h.level) + 1);
    const se = rate(line, { scale: 'se' });
    if (se.guesses > 0) guesses++;
    bands[SE_BANDS.findIndex(([lo, hi]) => se.er >= lo - 1e-9 && se.er <= hi + 1e-9)]++;
  }
  const seconds = (performance.now() - t0) / 1000;
  const pct = (n) => `${n.toLocaleString('en-US')} (${((100 * n) / lines.length).toFixed(1)}%)`;
  console.log(`### ${set}: ${lines.length.toLocaleString('en-US')} puzzles\n`);
  console.log('| HoDoKu level | puzzles |\n|---|--:|');
  for (const [l, n] of levels) console.log(`| ${l} | ${pct(n)} |`);
  console.log('\n| SE rating (ER) | what it takes | puzzles |\n|---|---|--:|');
  SE_BANDS.forEach(([lo, hi, what], i) => console.log(`| ${lo.toFixed(1)}–${hi === 99 ? '' : hi.toFixed(1)} | ${what} | ${pct(bands[i])} |`));
  console.log(`\n(both scales in ${seconds.toFixed(1)} s on one thread; SE steps nothing explained: ${guesses})\n`);
}
