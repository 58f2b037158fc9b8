// SE scale on random puzzles of a set without reference ratings (default: 100 of
// ../shared/puzzles/forum_hardest_1905_11plus.txt, published as the puzzles serate rates 11.0
// or more): how many get ER >= 11.0 (or --min X), the ER distribution, time per puzzle.
//   node bench/logic/se-hardest.mjs [DIST] [--set FILE] [--count 100] [--seed 20] [--min 11]
// Puzzles are drawn with a seeded generator (mulberry32), so a run can be repeated.
import { resolve } from 'node:path';
import { loadPuzzles, sharedPuzzleFile } from '../lib/puzzles.mjs';
import { seededRandom } from '../lib/sample.mjs';

const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const positional = argv.filter((a, i) => !a.startsWith('--') && !(i > 0 && argv[i - 1].startsWith('--')));
const dist = resolve(positional[0] ?? 'dist');
const set = opt('set', 'forum_hardest_1905_11plus.txt');
const count = Number(opt('count', 100));
const min = Number(opt('min', 11));
const seed = Number(opt('seed', 20)) >>> 0;
const file = sharedPuzzleFile(set);
if (file === null) {
  console.error(`se-hardest: skipped, no puzzle set ${set} in shared/puzzles`);
  process.exit(0);
}
const random = seededRandom(seed);
const { rate } = await import(dist + '/index.js');
const lines = loadPuzzles(file);
const picked = new Set();
while (picked.size < Math.min(count, lines.length)) picked.add(Math.floor(random() * lines.length));
const hist = new Map();
const times = [];
const cpu0 = process.cpuUsage();
let atLeast = 0;
let guessed = 0;
for (const index of picked) {
  const t = performance.now();
  const r = rate(lines[index], { scale: 'se' });
  times.push(performance.now() - t);
  if (r.er >= min - 1e-9) atLeast++;
  if (r.guesses > 0) guessed++;
  hist.set(r.er.toFixed(1), (hist.get(r.er.toFixed(1)) ?? 0) + 1);
  if (argv.includes('--each')) console.log(`${index + 1}\t${lines[index]}\t${r.er}/${r.ep}/${r.ed}\t${r.hardest}\t${(times.at(-1) / 1000).toFixed(1)} s`);
}
times.sort((a, b) => a - b);
const sum = times.reduce((a, b) => a + b, 0);
console.log(`${set}: ${picked.size} random puzzles (seed ${opt('seed', 20)}): ${atLeast} with ER >= ${min}, ${guessed} with unexplained steps`);
console.log(`  ER: ${[...hist].sort().map(([k, v]) => `${k}: ${v}`).join(', ')}`);
const cpu = process.cpuUsage(cpu0);
console.log(`  time per puzzle: mean ${(sum / times.length / 1000).toFixed(2)} s, median ${(times[times.length >> 1] / 1000).toFixed(2)} s, max ${(times.at(-1) / 1000).toFixed(2)} s wall; mean ${((cpu.user + cpu.system) / 1e6 / times.length).toFixed(2)} s CPU`);
