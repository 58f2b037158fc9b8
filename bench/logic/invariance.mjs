/**
 * Ratings of equivalent puzzles: how often `rate` gives a randomly transformed copy of a puzzle
 * (digits relabelled, rows and columns permuted within bands and stacks, bands and stacks
 * permuted, transposed: `randomTransform`) another level, hardest technique, score or guess
 * count than the puzzle itself, on HoDoKu's scale or Sudoku Explainer's.
 *
 *   node bench/logic/invariance.mjs [DIST] [--scale se] [SET COUNT]...   (default: 17_clue.txt
 *                                    100, magictour_top1465.txt 100, forum_hardest_1106.txt 100)
 *
 * Each set gives COUNT puzzles spread evenly over the file, each under 3 transformations (seeds
 * 10·line + 1…3). Owns: counting only; the ratings are the package's (DIST, default dist/).
 * Sets are read from ../shared/puzzles; a missing one is skipped, saying so.
 */
import { resolve } from 'node:path';
import { loadPuzzles, sharedPuzzleFile } from '../lib/puzzles.mjs';

const args = process.argv.slice(2);
const scaleAt = args.indexOf('--scale');
const scale = scaleAt >= 0 ? args.splice(scaleAt, 2)[1] : 'hodoku';
const dist = resolve(args[0] && !args[0].endsWith('.txt') ? args.shift() : 'dist');
const sets = args.length >= 2 ? args.reduce((a, x, i) => (i % 2 === 0 ? [...a, [x, Number(args[i + 1])]] : a), []) : [['17_clue.txt', 100], ['magictour_top1465.txt', 100], ['forum_hardest_1106.txt', 100]];
const { rate, randomTransform } = await import(dist + '/index.js');
const COPIES = 3;

console.log(`| set (${scale}) | copies | ${scale === 'se' ? 'ER' : 'level'} changed | hardest changed | ${scale === 'se' ? 'EP or ED' : 'score'} changed | guessing changed | seconds |`);
console.log('|---|--:|--:|--:|--:|--:|--:|');
for (const [set, count] of sets) {
  const file = sharedPuzzleFile(set);
  if (file === null) {
    console.error(`invariance: skipped ${set}, not in shared/puzzles`);
    continue;
  }
  const lines = loadPuzzles(file);
  const stride = Math.max(1, Math.floor(lines.length / count));
  const n = { copies: 0, level: 0, hardest: 0, score: 0, guessing: 0 };
  const t0 = performance.now();
  for (let i = 0; i < lines.length && n.copies < count * COPIES; i += stride) {
    const base = rate(lines[i], { scale });
    for (let s = 1; s <= COPIES; s++) {
      const r = rate(randomTransform(lines[i], 10 * i + s), { scale });
      n.copies++;
      if (scale === 'se' ? r.er !== base.er : r.level !== base.level) n.level++;
      if (r.hardest !== base.hardest) n.hardest++;
      if (scale === 'se' ? r.ep !== base.ep || r.ed !== base.ed : r.score !== base.score) n.score++;
      if (r.guesses > 0 !== base.guesses > 0) n.guessing++;
    }
  }
  const pct = (k) => `${k} (${((100 * k) / n.copies).toFixed(1)}%)`;
  console.log(`| ${set} | ${n.copies} | ${pct(n.level)} | ${pct(n.hardest)} | ${pct(n.score)} | ${pct(n.guessing)} | ${((performance.now() - t0) / 1000).toFixed(0)} |`);
}
