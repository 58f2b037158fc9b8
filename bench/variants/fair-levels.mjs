#!/usr/bin/env node
/**
 * The variant generator's `maxLevel` measured: for the page's 9×9 variant kinds
 * (web/src/panels/kinds.ts), seeds 1…N, each puzzle made without and with `maxLevel`, both
 * rated by `rate`; the levels, the givens added and the CPU time of each `generateVariantSync`
 * (no time budget). A line `!!` where the result's level is not `rate`'s.
 *
 *   node bench/variants/fair-levels.mjs [LEVEL=Hard] [N=10]      (after npm run build)
 *
 * Owns: that measurement. Does not own: the generator (src/variant/generate/, src/variant/logic/fair.ts).
 */
import { generateVariantSync, rate } from '../../dist/node/index.js';

const level = process.argv[2] ?? 'Hard';
const seeds = Number(process.argv[3] ?? 10);
const FAMILIES = ['killer', 'thermo', 'arrow', 'kropki', 'xv', 'jigsaw', 'x', 'windoku', 'antiKnight', 'antiKing', 'nonConsecutive', 'sandwich', 'littleKiller', 'whispers', 'renban', 'palindrome', 'regionSum', 'oddEven'];
const LEVELS = ['Easy', 'Medium', 'Hard', 'Unfair', 'Extreme'];
const count = (givens) => [...givens].filter((c) => c !== '.').length;
const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const tally = (levels) => LEVELS.map((l) => levels.filter((x) => x === l).length).join('/');
console.log(`maxLevel ${level}, seeds 1–${seeds}; levels as Easy/Medium/Hard/Unfair/Extreme counts`);
console.log('family | before: levels | ms median / slowest | after: levels | givens added (mean / most) | ms median / slowest');
for (const rules of FAMILIES) {
  const before = { levels: [], ms: [] };
  const after = { levels: [], ms: [], added: [] };
  for (let seed = 1; seed <= seeds; seed++) {
    let t = process.cpuUsage();
    const plain = generateVariantSync({ rules, seed, timeoutMs: 0 });
    const spent = process.cpuUsage(t);
    before.ms.push((spent.user + spent.system) / 1000);
    before.levels.push(rate(plain.puzzle).level);
    t = process.cpuUsage();
    const fair = generateVariantSync({ rules, seed, timeoutMs: 0, maxLevel: level });
    const used = process.cpuUsage(t);
    after.ms.push((used.user + used.system) / 1000);
    const r = rate(fair.puzzle);
    after.levels.push(r.level);
    after.added.push(count(fair.puzzle.givens) - count(plain.puzzle.givens));
    if (fair.level !== undefined && fair.level !== r.level) console.log(`!! ${rules} ${seed}: said ${fair.level}, rated ${r.level}`);
  }
  const mean = after.added.reduce((a, b) => a + b, 0) / seeds;
  console.log(`${rules} | ${tally(before.levels)} | ${median(before.ms).toFixed(0)} / ${Math.max(...before.ms).toFixed(0)} | ${tally(after.levels)} | ${mean.toFixed(1)} / ${Math.max(...after.added)} | ${median(after.ms).toFixed(0)} / ${Math.max(...after.ms).toFixed(0)}`);
}
