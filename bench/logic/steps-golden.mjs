// Golden check for the human-style solver: one hash of the whole step list per puzzle (technique,
// placements, eliminations, text), for the first 2,000 17-clue and 300 magictour puzzles.
// A change that must not alter any step is checked by diffing two runs:
//   node bench/logic/steps-golden.mjs /tmp/base-dist > /tmp/a.txt
//   node bench/logic/steps-golden.mjs dist > /tmp/b.txt && cmp /tmp/a.txt /tmp/b.txt
// Needs ../shared/puzzles (skips with a message when absent).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const dist = resolve(process.argv[2] ?? 'dist');
const shared = resolve(import.meta.dirname, '../../../shared/puzzles');
if (!existsSync(shared)) {
  console.error(`steps-golden: skipped, no puzzle sets at ${shared}`);
  process.exit(0);
}
const { logicSolve } = await import(dist + '/index.js');
const read = (name, count) =>
  readFileSync(`${shared}/${name}`, 'utf8').split(/\r?\n/).filter((l) => l && !l.startsWith('#')).slice(0, count).map((l) => l.trim().split(/\s+/)[0]);
for (const [name, count] of [['17_clue.txt', 2000], ['magictour_top1465.txt', 300]]) {
  for (const puzzle of read(name, count)) {
    const { status, steps } = logicSolve(puzzle, { onStuck: 'guess' });
    const h = createHash('sha1');
    for (const s of steps) h.update(JSON.stringify([s.technique, s.placements, s.eliminations, s.text]) + '\n');
    console.log(`${name} ${puzzle} ${status} ${steps.length} ${h.digest('hex').slice(0, 16)}`);
  }
}
