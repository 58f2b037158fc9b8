/**
 * Every 4×4 puzzle with one solution, rated: the fact behind the generator's refusal of 4×4
 * requests above Easy (src/generate/plan.ts, checkFourByFour). Up to symmetry there are two 4×4
 * grids; every subset of each one's 16 cells is a candidate puzzle (2 × 65,535), counted, and
 * those with one solution rated and solved with the default technique list.
 *
 *   node bench/logic/four-by-four.mjs [DIST]   (about 30 s)
 *
 * Prints the puzzles, their levels, the highest score and the techniques of their solve paths.
 */
import { resolve } from 'node:path';

const dist = resolve(process.argv[2] ?? 'dist');
const { countSolutions, logicSolve, rate } = await import(dist + '/index.js');

/** The two 4×4 grids up to relabelling, line and band swaps and transposition. */
const GRIDS = ['1234341221434321', '1234342121434312'];

const levels = new Map();
const techniques = new Map();
let unique = 0;
let highest = 0;
for (const grid of GRIDS) {
  for (let mask = 1; mask < 1 << 16; mask++) {
    let puzzle = '';
    for (let cell = 0; cell < 16; cell++) puzzle += (mask >> cell) & 1 ? grid[cell] : '.';
    if (countSolutions(puzzle, 2) !== 1) continue;
    unique++;
    const rating = rate(puzzle);
    levels.set(rating.level, (levels.get(rating.level) ?? 0) + 1);
    highest = Math.max(highest, rating.score);
    for (const step of logicSolve(puzzle).steps) techniques.set(step.technique, (techniques.get(step.technique) ?? 0) + 1);
  }
}
console.log(`4×4 puzzles with one solution on the two grids: ${unique.toLocaleString('en-US')}`);
console.log(`levels: ${[...levels].map(([level, n]) => `${level} ${n.toLocaleString('en-US')}`).join(', ')}`);
console.log(`highest score: ${highest}`);
console.log(`steps by technique: ${[...techniques].map(([id, n]) => `${id} ${n.toLocaleString('en-US')}`).join(', ')}`);
