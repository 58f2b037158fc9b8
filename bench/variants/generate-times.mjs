#!/usr/bin/env node
/**
 * How long `generateVariantSync` takes to make one 9×9 puzzle of each rule family (the figures of
 * docs/variants.md "Generating variant puzzles"): CPU time of seeds 1…N in one process after one
 * warm-up puzzle, the median and the slowest per family. Every puzzle is checked unique
 * (`countSolutions` to 2) before its time counts.
 *
 *   node bench/variants/generate-times.mjs               seeds 1–7, every family
 *   node bench/variants/generate-times.mjs --seeds 15 --rules killer,thermo
 *   node bench/variants/generate-times.mjs --seeds 10 --combos     the combinations below
 *   node bench/variants/generate-times.mjs --rules killer+x,thermo --size 6
 *
 * `a+b` is one combination of families. No time budget applies (`timeoutMs: 0`), so a slow
 * seed is timed rather than thrown.
 *
 * Owns: that measurement. Does not own: the generator (src/variant/generate/).
 */
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { list, parseArgs, positiveNumber } from '../lib/args.mjs';

const FAMILIES = [
  ...['x', 'windoku', 'jigsaw', 'antiKnight', 'antiKing', 'nonConsecutive', 'killer', 'thermo', 'arrow', 'kropki', 'xv'],
  ...['sandwich', 'littleKiller', 'whispers', 'renban', 'palindrome', 'regionSum', 'oddEven', 'pillArrow'],
];
/** Combinations a setter asks for (docs/design/variant-engine.md's generator figures). */
const COMBOS = [
  'killer+x',
  'killer+antiKnight',
  'thermo+kropki',
  'sandwich+x',
  'jigsaw+killer',
  'littleKiller+whispers+renban+palindrome+regionSum+oddEven',
];
const { options } = parseArgs(process.argv.slice(2), new Set(['combos']));
const seeds = positiveNumber(options.seeds ?? '7', 'seeds');
const size = options.size === undefined ? 9 : positiveNumber(options.size, 'size');
const { generateVariantSync, countSolutions } = await import(pathToFileURL(resolve('dist/node/index.js')).href);

const cpuMs = (start) => {
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
};

generateVariantSync({ rules: 'killer', seed: 1000 }); // warm-up
console.log(`family\tmedian ms\tslowest ms\t(seeds 1–${seeds}, ${size}×${size}, CPU time, Node ${process.version})`);
for (const name of options.combos ? COMBOS : list(options.rules ?? FAMILIES.join(','))) {
  const rules = name.split('+');
  const times = [];
  for (let seed = 1; seed <= seeds; seed++) {
    const start = process.cpuUsage();
    const { puzzle } = generateVariantSync({ rules, seed, size, timeoutMs: 0 });
    times.push(cpuMs(start));
    if (countSolutions(puzzle, 2) !== 1) throw new Error(`${name} seed ${seed}: not unique`);
  }
  times.sort((a, b) => a - b);
  console.log(`${name}\t${times[Math.floor((times.length - 1) / 2)].toFixed(1)}\t${times[times.length - 1].toFixed(1)}`);
}
