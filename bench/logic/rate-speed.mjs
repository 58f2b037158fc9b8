// Puzzles per second of `rate` on one thread: node bench/logic/rate-speed.mjs DIST [SET] [COUNT]
// SET is a file of ../shared/puzzles (default 17_clue.txt), COUNT its first lines (default 2000).
// On a shared machine compare two dists in alternation and use the ratios of adjacent runs.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const dist = resolve(process.argv[2] ?? 'dist');
const set = process.argv[3] ?? '17_clue.txt';
const count = Number(process.argv[4] ?? 2000);
const file = resolve(import.meta.dirname, '../../../shared/puzzles', set);
if (!existsSync(file)) {
  console.error(`rate-speed: skipped, no puzzle set at ${file}`);
  process.exit(0);
}
const { rate } = await import(dist + '/index.js');
const lines = readFileSync(file, 'utf8').split(/\r?\n/).filter((l) => l && !l.startsWith('#')).slice(0, count).map((l) => l.trim().split(/\s+/)[0]);
for (let i = 0; i < Math.min(200, lines.length); i++) rate(lines[i]);
const t0 = performance.now();
for (const l of lines) rate(l);
const s = (performance.now() - t0) / 1000;
console.log(`${dist} ${set} ${lines.length}: ${(lines.length / s).toFixed(0)} puzzles/s`);
