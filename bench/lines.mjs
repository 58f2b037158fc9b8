#!/usr/bin/env node
/**
 * The bulk line path in one process: `validateLines` (one string per line) against
 * `validateByteLines` (line ranges of the file's bytes, 9×9 ASCII lines read without a string),
 * over one puzzle file of the local build (dist/index.js).
 *
 *   node bench/lines.mjs [--set 17_clue] [--limit 2] [--passes 5] [--puzzles DIR] [--dist FILE]
 *
 * Owns: splitting the file once (both ways, outside the timed part: the strings for
 * validateLines, the start/end/number arrays for validateByteLines), checking that both give
 * the same verdicts, then one warm-up pass and `--passes` timed passes of each, alternating,
 * and the best rate of each. Two more rows time the same calls from the file's bytes, splitting
 * included, as a file reader would: decode the whole text and split it into strings, against
 * finding the line ranges in the bytes (blank and `#` lines skipped both ways; the byte scan
 * knows only ASCII whitespace, enough for these files). `--dist` loads another build's index.js (to compare builds with
 * the same script); when a build has no `validateByteLines` (older builds), only validateLines
 * is measured. Does not own the puzzle directory search (lib/puzzles.mjs).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from './lib/args.mjs';
import { machineInfo } from './lib/machine.mjs';
import { BENCH_DIR, findPuzzleDir } from './lib/puzzles.mjs';

const { options } = parseArgs(process.argv.slice(2), new Set());
const set = options.set ?? '17_clue';
const limit = Number(options.limit ?? 2);
const passes = Number(options.passes ?? 5);
const dist = resolve(options.dist ?? join(BENCH_DIR, '..', 'dist', 'index.js'));
const lib = await import(pathToFileURL(dist).href);

const bytes = readFileSync(join(findPuzzleDir(options.puzzles), `${set}.txt`));
const text = new TextDecoder().decode(bytes);

// Lines as validateText keeps them (not blank, not `#`), with their 1-based numbers.
const texts = [];
const numbers = [];
for (const [i, line] of text.split('\n').entries()) {
  if (lib.isPuzzleLine(line)) {
    texts.push(line);
    numbers.push(i + 1);
  }
}
// The same lines as byte ranges (the file is ASCII, so string and byte offsets agree; checked).
const starts = new Int32Array(texts.length);
const ends = new Int32Array(texts.length);
{
  let k = 0;
  let start = 0;
  let line = 1;
  while (start <= bytes.length && k < texts.length) {
    let end = bytes.indexOf(10, start);
    if (end < 0) end = bytes.length;
    if (line === numbers[k]) {
      starts[k] = start;
      ends[k++] = end;
    }
    start = end + 1;
    line++;
  }
  if (k !== texts.length) throw new Error(`found ${k} byte ranges for ${texts.length} lines`);
}
const ranges = { starts, ends, numbers: Int32Array.from(numbers) };

/** The puzzle lines of the bytes as ranges (ASCII whitespace; blank and `#` lines skipped). */
function rangesOf(data) {
  const starts = [];
  const ends = [];
  const lineNumbers = [];
  let start = 0;
  for (let line = 1; start <= data.length; line++) {
    let end = data.indexOf(10, start);
    if (end < 0) end = data.length;
    let i = start;
    while (i < end && (data[i] === 32 || (data[i] >= 9 && data[i] <= 13))) i++;
    if (i < end && data[i] !== 35) {
      starts.push(start);
      ends.push(end);
      lineNumbers.push(line);
    }
    start = end + 1;
  }
  return { starts, ends, numbers: lineNumbers };
}

/** The puzzle lines of the bytes as strings, as validateText keeps them. */
function textsOf(data) {
  const lines = [];
  const lineNumbers = [];
  for (const [i, line] of new TextDecoder().decode(data).split('\n').entries()) {
    if (lib.isPuzzleLine(line)) {
      lines.push(line);
      lineNumbers.push(i + 1);
    }
  }
  return { lines, lineNumbers };
}

const runs = {
  validateLines: () => lib.validateLines(texts, { limit, lineNumbers: numbers }),
  'validateLines, from bytes': () => {
    const { lines, lineNumbers } = textsOf(bytes);
    return lib.validateLines(lines, { limit, lineNumbers });
  },
};
if (typeof lib.validateByteLines === 'function') {
  runs.validateByteLines = () => lib.validateByteLines(bytes, ranges, { limit });
  runs['validateByteLines, from bytes'] = () => lib.validateByteLines(bytes, rangesOf(bytes), { limit });
}

// Same verdicts both ways (errors compared by their JSON form).
const plain = (verdicts) => JSON.stringify(verdicts, (key, value) => (value instanceof Error ? value.toJSON() : value));
const reference = plain(runs.validateLines());
for (const [name, run] of Object.entries(runs)) {
  if (plain(run()) !== reference) throw new Error(`${name} disagrees with validateLines`);
}

const best = {};
for (let pass = 0; pass < passes; pass++) {
  for (const [name, run] of Object.entries(runs)) {
    const t0 = performance.now();
    run();
    const ms = performance.now() - t0;
    best[name] = Math.min(best[name] ?? Infinity, ms);
  }
}

const m = machineInfo();
console.log(`${set}: ${texts.length.toLocaleString('en-US')} lines, limit ${limit}, best of ${passes} after a warm-up (${dist})`);
console.log(`${m.cpu}, ${m.cores} cores, Node ${m.node}, load ${m.load1.toFixed(2)}`);
for (const [name, ms] of Object.entries(best)) {
  const rate = Math.round((texts.length / ms) * 1000).toLocaleString('en-US');
  console.log(`  ${name.padEnd(30)} ${ms.toFixed(1).padStart(8)} ms   ${rate.padStart(9)} puzzles/s`);
}
