// Forcing chains and nets on a whole set: does logicSolve finish every puzzle without a guess,
// is every step sound (the engine's solution), how fast.
//   node bench/logic/forcing.mjs [SET] [COUNT] [--from K] [--sample SEED] [--transform SEED] [--find-all] [--dist DIR]
// With --find-all, every step findAll offers on every grid along each solve is checked too (the
// sweep test/logic/soundness-sets.test.ts makes on a sample: about 70 ms a grid of a 17_clue solve).
// SET is a file of ../shared/puzzles (default forum_hardest_1106.txt). With --sample, COUNT
// puzzles are drawn at random (seeded, without repetition) from the whole set instead of the
// COUNT from K. With --transform, each puzzle i is then transformed by randomTransform(puzzle, SEED + i).
import { resolve } from 'node:path';
import { loadPuzzles, sharedPuzzleFile } from '../lib/puzzles.mjs';
import { drawn } from '../lib/sample.mjs';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const v = args[i + 1];
  args.splice(i, 2);
  return v;
};
const dist = resolve(flag('--dist', 'dist'));
const from = Number(flag('--from', 0));
const seed = flag('--transform', undefined);
const sample = flag('--sample', undefined);
const findAllToo = args.includes('--find-all');
if (findAllToo) args.splice(args.indexOf('--find-all'), 1);
const set = args[0] ?? 'forum_hardest_1106.txt';
const count = Number(args[1] ?? Infinity);
const file = sharedPuzzleFile(set);
if (file === null) {
  console.error(`forcing: skipped, no puzzle set ${set} in shared/puzzles`);
  process.exit(0);
}
const { applyStep, findAll, gridFromPuzzle, logicSolve, randomTransform } = await import(dist + '/index.js');
let lines = loadPuzzles(file);
lines = sample === undefined ? lines.slice(from, from + count) : drawn(lines, count, Number(sample));
if (seed !== undefined) lines = lines.map((l, i) => randomTransform(l, Number(seed) + i));

const taken = new Map();
let solved = 0;
let steps = 0;
let unsound = 0;
const notSolved = [];
let slowest = 0;
let offered = 0;
const times = [];
const t0 = performance.now();
for (const line of lines) {
  const t = performance.now();
  const r = logicSolve(line, { onStuck: 'stop' });
  const ms = performance.now() - t;
  times.push(ms);
  slowest = Math.max(slowest, ms);
  const sol = r.solution;
  const check = (s, what) => {
    for (const p of s.placements) if (Number(sol[p.cell]) !== p.digit) (unsound++, console.log(`UNSOUND ${what} ${line}: ${s.text}`));
    for (const e of s.eliminations) if (Number(sol[e.cell]) === e.digit) (unsound++, console.log(`UNSOUND ${what} ${line}: ${s.text}`));
  };
  let grid = findAllToo ? gridFromPuzzle(line) : null;
  for (const s of r.steps) {
    steps++;
    taken.set(s.technique, (taken.get(s.technique) ?? 0) + 1);
    check(s, 'step');
    if (grid) {
      for (const o of findAll(grid, undefined, { unique: true })) (offered++, check(o, 'offered'));
      grid = applyStep(grid, s);
    }
  }
  if (r.status === 'solved') solved++;
  else notSolved.push(`${line} ${r.status}`);
}
const s = (performance.now() - t0) / 1000;
times.sort((a, b) => a - b);
const forcing = [...taken.entries()].filter(([t]) => t.startsWith('forcing')).map(([t, n]) => `${t} ${n}`).join(', ');
const which = sample !== undefined ? `drawn at random (seed ${sample})` : `from ${from}`;
console.log(`${set}${seed !== undefined ? ` (transformed, seed ${seed})` : ''} ${lines.length} ${which}: solved without a guess ${solved}/${lines.length}; steps ${steps}${findAllToo ? `, offered by findAll ${offered}` : ''}, unsound ${unsound}`);
console.log(`forcing steps: ${forcing}`);
console.log(`time ${s.toFixed(1)} s${findAllToo ? ' (the findAll sweep included)' : ''}, ${(lines.length / s).toFixed(1)} puzzles/s, median ${times[times.length >> 1].toFixed(1)} ms, p99 ${times[Math.floor(times.length * 0.99)].toFixed(1)} ms, slowest ${slowest.toFixed(0)} ms`);
for (const l of notSolved.slice(0, 20)) console.log(`not solved: ${l}`);
if (unsound > 0 || notSolved.length > 0) process.exitCode = 1;
