// Golden check for the human-style solver: one hash of the whole step list per puzzle (technique,
// placements, eliminations, text), for the first 2,000 17-clue and 300 magictour puzzles.
// A change that must not alter any step is checked by diffing two runs:
//   node bench/logic/steps-golden.mjs /tmp/base-dist > /tmp/a.txt
//   node bench/logic/steps-golden.mjs dist > /tmp/b.txt && cmp /tmp/a.txt /tmp/b.txt
// Options (after the dist): --forum N also hashes the first N of forum_hardest_1106 (the nested
// forcing nets); --full hashes every field of each step (highlights, links, Eureka, forcing proof).
// Needs ../shared/puzzles (skips with a message when absent).
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { loadPuzzles, sharedPuzzleFile } from '../lib/puzzles.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i < 0 ? undefined : args.splice(i, name === '--full' ? 1 : 2)[1] ?? true;
};
const full = option('--full') !== undefined;
const forum = Number(option('--forum') ?? 0);
const dist = resolve(args[0] ?? 'dist');
const sets = [['17_clue.txt', 2000], ['magictour_top1465.txt', 300]];
if (forum > 0) sets.push(['forum_hardest_1106.txt', forum]);
const files = sets.map(([name]) => sharedPuzzleFile(name));
if (files.includes(null)) {
  console.error(`steps-golden: skipped, no puzzle set ${sets[files.indexOf(null)][0]} in shared/puzzles`);
  process.exit(0);
}
const { logicSolve } = await import(dist + '/index.js');
for (const [k, [name, count]] of sets.entries()) {
  for (const puzzle of loadPuzzles(files[k]).slice(0, count)) {
    const { status, steps } = logicSolve(puzzle, { onStuck: 'guess' });
    const h = createHash('sha1');
    for (const s of steps) h.update(JSON.stringify(full ? s : [s.technique, s.placements, s.eliminations, s.text]) + '\n');
    console.log(`${name} ${puzzle} ${status} ${steps.length} ${h.digest('hex').slice(0, 16)}`);
  }
}
